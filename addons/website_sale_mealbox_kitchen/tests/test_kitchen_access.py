"""Only staff with the kitchen's rights read the kitchen's view of a day
(customers' names, addresses and phones): not a portal customer, not an
internal user without them, through the ORM or through the web client's
routes (/web/dataset/call_kw, /web/action/load, the report and file routes).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox_kitchen:TestKitchenAccess
"""
from freezegun import freeze_time

from odoo.exceptions import AccessError
from odoo.tests import HttpCase, new_test_user, tagged

from .common import DAY, NOW, KitchenWorldMixin

MODELS = ('mealbox.kitchen.box', 'mealbox.kitchen.line', 'mealbox.kitchen.print')


@tagged('post_install', '-at_install')
class TestKitchenAccess(KitchenWorldMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.startClassPatcher(freeze_time(NOW))
        cls.setUpKitchenWorld()
        cls.make_day()
        env = cls.env
        cls.kitchen = new_test_user(env, login='kitchen_cook', password='kitchen_cook_pw',
                                    groups='base.group_user,website_sale_mealbox_kitchen.group_mealbox_kitchen')
        # Odoo's new internal users are website designers (base.default_user): that gives no kitchen rights.
        cls.internal = new_test_user(env, login='kitchen_internal', password='kitchen_internal_pw',
                                     groups='base.group_user,website.group_website_designer,'
                                            'sales_team.group_sale_salesman')
        cls.portal = new_test_user(env, login='kitchen_portal', password='kitchen_portal_pw',
                                   groups='base.group_portal')
        cls.sales_admin = new_test_user(env, login='kitchen_sales_admin', password='kitchen_sales_admin_pw',
                                        groups='base.group_user,sales_team.group_sale_manager')
        cls.kitchen_wizard = env['mealbox.kitchen.print'].with_user(cls.kitchen).create({'day': DAY})

    def test_kitchen_staff_and_sales_administrators_read_it(self):
        for user in (self.kitchen, self.sales_admin):
            boxes = self.env['mealbox.kitchen.box'].with_user(user).search([('delivery_day', '=', DAY)])
            self.assertEqual(len(boxes), 4)
            self.assertTrue(boxes.mapped('phone'))
            self.assertEqual(len(self.env['mealbox.kitchen.line'].with_user(user).search(
                [('delivery_day', '=', DAY)])), 11)
        self.assertTrue(self.sales_admin.has_group('website_sale_mealbox_kitchen.group_mealbox_kitchen'))
        self.assertTrue(self.env.ref('base.user_admin').has_group('website_sale_mealbox_kitchen.group_mealbox_kitchen'))
        self.assertFalse(self.internal.has_group('website_sale_mealbox_kitchen.group_mealbox_kitchen'))

    def test_others_cannot_read_it_through_the_orm(self):
        for user in (self.internal, self.portal):
            for model in MODELS:
                with self.assertRaises(AccessError, msg=f'{user.login} {model}'):
                    self.env[model].with_user(user).search([])
            with self.assertRaises(AccessError):
                self.env['mealbox.kitchen.box'].with_user(user).browse(self.anna_box.id).read(['phone'])
            with self.assertRaises(AccessError):
                self.env['mealbox.kitchen.line'].with_user(user).read_group([], ['portions'], ['product_id'])
            with self.assertRaises(AccessError):
                self.kitchen_wizard.with_user(user)._mealbox_kitchen_figures()

    def test_others_cannot_read_it_through_the_web_routes(self):
        report = self.env.ref('website_sale_mealbox_kitchen.action_report_kitchen_day')
        kitchen_action = self.env.ref('website_sale_mealbox_kitchen.action_server_mealbox_kitchen_boxes')
        for login in ('kitchen_internal', 'kitchen_portal'):
            self.authenticate(login, f'{login}_pw')
            for model in ('mealbox.kitchen.box', 'mealbox.kitchen.line'):
                with self.assertRaises(Exception, msg=f'{login} {model}') as caught:
                    self.make_jsonrpc_request(f'/web/dataset/call_kw/{model}/web_search_read', {
                        'model': model, 'method': 'web_search_read', 'args': [],
                        'kwargs': {'domain': [('delivery_day', '=', str(DAY))],
                                   'specification': {'customer_name': {}, 'phone': {}}}})
                self.assertIn('AccessError', str(caught.exception))
            with self.assertRaises(Exception) as caught:
                self.make_jsonrpc_request('/web/dataset/call_kw/mealbox.kitchen.line/web_read_group', {
                    'model': 'mealbox.kitchen.line', 'method': 'web_read_group', 'args': [],
                    'kwargs': {'domain': [], 'fields': ['portions:sum'], 'groupby': ['product_id']}})
            self.assertIn('AccessError', str(caught.exception))
            # The menu's action is not theirs to run.
            with self.assertRaises(Exception):
                self.make_jsonrpc_request('/web/action/run', {'action_id': kitchen_action.id})
            # Nor the kitchen staff's PDF or CSV (the wizard is its creator's).
            response = self.url_open(f'/report/pdf/{report.report_name}/{self.kitchen_wizard.id}')
            self.assertEqual(response.status_code, 403)
            self.assertNotIn(b'Anna Kitchen', response.content)
            if login == 'kitchen_portal':
                # Website designers see Odoo's own error details (the site's editors); a customer never does.
                self.assertNotIn('Traceback', response.text)
            self.kitchen_wizard.action_export_csv()
            response = self.url_open(
                f'/web/content/?model=mealbox.kitchen.print&id={self.kitchen_wizard.id}&field=csv_file&download=true')
            self.assertIn(response.status_code, (403, 404))
            self.assertNotIn(b'Anna Kitchen', response.content)

    def test_kitchen_staff_read_it_through_the_web_routes(self):
        self.authenticate('kitchen_cook', 'kitchen_cook_pw')
        result = self.make_jsonrpc_request('/web/dataset/call_kw/mealbox.kitchen.box/web_search_read', {
            'model': 'mealbox.kitchen.box', 'method': 'web_search_read', 'args': [],
            'kwargs': {'domain': [('delivery_day', '=', str(DAY))], 'specification': {'customer_name': {}}}})
        self.assertEqual(sorted(record['customer_name'] for record in result['records']),
                         ['Anna Kitchen', 'Bert Kitchen', 'Chloé Kitchen', 'Emma Kitchen'])
        action = self.make_jsonrpc_request('/web/action/run', {
            'action_id': self.env.ref('website_sale_mealbox_kitchen.action_server_mealbox_kitchen_dishes').id})
        self.assertEqual(action['res_model'], 'mealbox.kitchen.line')
        self.assertEqual(action['context']['search_default_delivery_day'], action['context']['mealbox_kitchen_day'])
        csv_action = self.kitchen_wizard.action_export_csv()
        response = self.url_open(csv_action['url'])
        self.assertEqual(response.status_code, 200)
        self.assertIn('Anna Kitchen', response.content.decode())
        self.assertIn('attachment', response.headers.get('Content-Disposition', ''))
        self.assertIn('Kitchen 2031-06-05.csv', response.headers['Content-Disposition'])

    def test_menus_are_for_kitchen_staff(self):
        """Under Website › Meal box, which staff who see it (website designers:
        every new internal user; sales administrators) see with the kitchen's rights."""
        menus = self.env.ref('website_sale_mealbox_kitchen.menu_mealbox_kitchen_dishes') | self.env.ref(
            'website_sale_mealbox_kitchen.menu_mealbox_kitchen_boxes')
        cook = new_test_user(self.env, login='kitchen_cook_designer', groups=(
            'base.group_user,website.group_website_designer,website_sale_mealbox_kitchen.group_mealbox_kitchen'))
        for user, visible in ((self.sales_admin, True), (cook, True), (self.internal, False)):
            shown = self.env['ir.ui.menu'].with_user(user)._visible_menu_ids()
            self.assertEqual(all(menu.id in shown for menu in menus), visible, user.login)
