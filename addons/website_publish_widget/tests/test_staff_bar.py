"""The staff's bar (website-publish widget): who gets it, its props on a
record's page and on other pages, and Odoo's /website/publish it calls,
checked against the route map.

Run alone: WEEKBOX_TEST_TAGS=/website_publish_widget
"""
import json

from lxml import html

from odoo import Command
from odoo.tests import HttpCase, tagged

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin


@tagged('post_install', '-at_install')
class TestStaffBar(RouteCallsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.product = cls.env['product.template'].create({
            'name': 'Staff bar teapot', 'list_price': 25.0, 'website_published': True, 'sale_ok': True,
        })
        Users = cls.env['res.users']
        cls.publisher = Users.create({
            'name': 'Pat Publisher', 'login': 'wb_staff_bar_publisher', 'password': 'wb_staff_bar_publisher',
            'groups_id': [Command.set([cls.env.ref('base.group_user').id,
                                       cls.env.ref('website.group_website_designer').id,
                                       cls.env.ref('sales_team.group_sale_manager').id])],
        })
        # A designer who may not change products: shown the switch, refused by the server.
        cls.designer = Users.create({
            'name': 'Dana Designer', 'login': 'wb_staff_bar_designer', 'password': 'wb_staff_bar_designer',
            'groups_id': [Command.set([cls.env.ref('base.group_user').id,
                                       cls.env.ref('website.group_website_designer').id])],
        })
        cls.employee = Users.create({
            'name': 'Emma Employee', 'login': 'wb_staff_bar_employee', 'password': 'wb_staff_bar_employee',
            'groups_id': [Command.set([cls.env.ref('base.group_user').id])],
        })
        cls.customer = Users.create({
            'name': 'Carl Customer', 'login': 'wb_staff_bar_customer', 'password': 'wb_staff_bar_customer',
            'groups_id': [Command.set([cls.env.ref('base.group_portal').id])],
        })

    def bars(self, url):
        response = self.url_open(url)
        self.assertEqual(response.status_code, 200, url)
        tree = html.fromstring(response.content)
        return tree, [json.loads(island.get('data-props'))
                      for island in tree.xpath('//*[@data-widget="website-publish"]')]

    def test_a_publisher_on_a_records_page(self):
        self.authenticate(self.publisher.login, self.publisher.login)
        tree, [props] = self.bars(self.product.website_url + '?category=1')
        self.assertEqual(props['editorUrl'], '/@%s?category=1' % self.product.website_url)
        self.assertEqual(props['record'], {
            'id': self.product.id, 'model': 'product.template', 'name': 'Staff bar teapot', 'published': True,
            'backOfficeUrl': '/web#return_label=Website&model=product.template&id=%d' % self.product.id,
        })
        # Odoo's own bar is not rendered; ours keeps the classes its script shows.
        [bar] = tree.xpath('//*[contains(concat(" ", @class, " "), " o_frontend_to_backend_nav ")]')
        self.assertEqual(bar.get('data-widget'), 'website-publish')

    def test_other_pages_and_users(self):
        self.authenticate(self.publisher.login, self.publisher.login)
        _tree, [props] = self.bars('/contactus')
        self.assertIsNone(props['record'], "a website page is published from the editor")
        # An employee fills the product page's cache (no editor: the same cache as customers').
        self.authenticate(self.employee.login, self.employee.login)
        _tree, [props] = self.bars(self.product.website_url)
        self.assertIsNone(props['record'], "not a publisher: no switch")
        self.authenticate(self.customer.login, self.customer.login)
        self.assertEqual(self.bars(self.product.website_url)[1], [], "customers get no staff bar")
        self.authenticate(None, None)
        self.assertEqual(self.bars(self.product.website_url)[1], [], "nor do visitors")

    def test_publish_route_toggles_and_answers_the_new_state(self):
        self.authenticate(self.publisher.login, self.publisher.login)
        params = {'id': self.product.id, 'object': 'product.template'}
        self.assertIs(self.rpc('/website/publish', params), False)
        self.assertFalse(self.product.website_published)
        self.assertIs(self.rpc('/website/publish', params), True)
        self.assertTrue(self.product.website_published)
        _tree, [props] = self.bars(self.product.website_url)
        self.assertTrue(props['record']['published'])

    def test_publish_route_refuses_those_who_may_not(self):
        params = {'id': self.product.id, 'object': 'product.template'}
        self.authenticate(self.customer.login, self.customer.login)
        self.rpc_error('/website/publish', params, name='AccessError')
        self.authenticate(self.designer.login, self.designer.login)
        _tree, [props] = self.bars(self.product.website_url)
        self.assertTrue(props['record'], "Odoo lets a designer publish...")
        self.rpc_error('/website/publish', params, name='AccessError')  # ... not change a product
        self.assertTrue(self.product.website_published)
        self.authenticate(self.publisher.login, self.publisher.login)
        gone = self.env['product.template'].create({'name': 'Staff bar gone', 'website_published': True})
        gone_id = gone.id
        gone.unlink()
        self.rpc_error('/website/publish', {'id': gone_id, 'object': 'product.template'}, name='MissingError')
