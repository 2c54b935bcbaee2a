import json

from lxml import html

from odoo.tests import HttpCase, new_test_user, tagged

from .common import build_mealbox_world, pin_mealbox_now


@tagged('post_install', '-at_install')
class TestMealboxPages(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        pin_mealbox_now(cls)
        world = build_mealbox_world(cls.env)
        # The meal-box home page, as the setting switches it on (the demo data does too).
        cls.env['res.config.settings']._mealbox_set_homepage(world['website'], True)
        new_test_user(cls.env, login='mealbox_pages_portal', groups='base.group_portal')

    def _wizard_props(self, url):
        response = self.url_open(url)
        self.assertEqual(response.status_code, 200)
        mount = html.fromstring(response.content).xpath('//div[@data-widget="mealbox-wizard"]')
        self.assertEqual(len(mount), 1)
        return json.loads(mount[0].get('data-props'))

    def test_wizard_page_renders_the_mount_point_with_the_url_values(self):
        props = self._wizard_props('/mealbox?meal=3&people=2&state=extra')
        page_box = props.pop('pageBox')
        self.assertEqual(props, {
            'meal': 3, 'people': 2, 'state': 'extra', 'orderId': None, 'isPublicUser': True,
        })
        # The box of that size as the configurator offered it (the first
        # /load/mealbox names it: the spec's meal_id and pricelist_price).
        offered = self.make_jsonrpc_request('/weekbox/get_all_values', {})['all_meals']['2']['3']
        self.assertEqual(page_box, {'mealId': offered['meal_id'], 'pricelistPrice': offered['box_price']})
        loaded = self.make_jsonrpc_request('/load/mealbox', {'meal': 3, 'people': 2})
        self.assertEqual((loaded['meal_id'], loaded['price_list_price']),
                         (page_box['mealId'], page_box['pricelistPrice']))
        # A size no box has: none named.
        self.assertIsNone(self._wizard_props('/mealbox?meal=97&people=2')['pageBox'])

    def test_unknown_state_falls_back_to_compose(self):
        self.assertEqual(self._wizard_props('/mealbox?meal=3&people=2&state=<script>')['state'], 'compose')

    def test_missing_or_junk_size_sends_back_to_the_configurator(self):
        for query in ('', '?meal=abc&people=2', '?meal=3&people=-1', '?meal=999999999999&people=2'):
            response = self.url_open('/mealbox' + query, allow_redirects=False)
            self.assertEqual(response.status_code, 303, query)
            self.assertTrue(response.headers['Location'].endswith('/#your-box'), query)

    def test_keeps_the_visitors_own_order_and_drops_anyone_elses(self):
        loaded = self.make_jsonrpc_request('/load/mealbox', {'meal': 3, 'people': 2})
        own = self._wizard_props(f"/mealbox?meal=3&people=2&order_id={loaded['order_id']}")
        self.assertEqual(own['orderId'], loaded['order_id'])

        other_order = self.env['sale.order'].create({
            'partner_id': self.env['res.partner'].create({'name': 'Someone else'}).id})
        other = self._wizard_props(f'/mealbox?meal=3&people=2&order_id={other_order.id}')
        self.assertIsNone(other['orderId'])

    def test_logged_in_customer_is_not_public(self):
        self.authenticate('mealbox_pages_portal', 'mealbox_pages_portal')
        self.assertFalse(self._wizard_props('/mealbox?meal=3&people=2')['isPublicUser'])

    def test_home_page_carries_the_configurator_under_your_box(self):
        page = html.fromstring(self.url_open('/').content)
        section = page.xpath('//section[@id="your-box"]')
        self.assertEqual(len(section), 1)
        self.assertEqual(len(section[0].xpath('.//div[@data-widget="box-configurator"]')), 1)

    def test_widget_script_and_page_config_are_in_every_page_head(self):
        page = html.fromstring(self.url_open('/shop').content)
        config = page.xpath('//script[@id="weekbox-page-config"]')
        if not config:
            self.skipTest("widgets not built (no static/dist/manifest.json): run npm run build")
        values = json.loads(config[0].text)
        self.assertEqual(values['lang'], 'en_US')
        self.assertIn('/web/webclient/translations/', values['translationsUrl'])
        self.assertTrue(page.xpath('//script[@type="module"][contains(@src, "/website_weekbox/static/dist/")]'))
