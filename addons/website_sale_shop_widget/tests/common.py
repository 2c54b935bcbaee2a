"""Fixtures and JSON-RPC helpers of the shop widgets' tests.

Every test builds its own products (no tax, so amounts do not depend on the
website's tax display), customers and promo program; the website is the one
the test server answers for. Several visitors in one test: `new_session`
keeps the previous visitor's session alive (Odoo 17's authenticate() would
delete it) and `use_session` switches back, as separate browsers would.
"""
import json

from odoo import Command
from odoo.tests import HttpCase, new_test_user
from odoo.tests.common import Opener
from odoo.tools import mute_logger

from odoo.addons.website_weekbox.tests.route_contract import assert_route_result

USER_FACING = {
    'odoo.exceptions.UserError', 'odoo.exceptions.ValidationError',
    'odoo.exceptions.AccessError', 'odoo.exceptions.MissingError',
}
PROMO_CODE = 'WBSHOPTEST15'


class ShopWidgetCase(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        cls.customer = new_test_user(cls.env, login='shop_widget_customer', groups='base.group_portal',
                                     name='Shop Widget Customer', email='shop.customer@example.com')
        cls.other_customer = new_test_user(cls.env, login='shop_widget_other', groups='base.group_portal',
                                           name='Shop Widget Other', email='shop.other@example.com')
        cls.mug = cls.create_product("Shop widget mug", 12.0)
        cls.apron = cls.create_product("Shop widget apron", 40.0)
        cls.warehouse = cls.env['stock.warehouse'].browse(cls.website._get_warehouse_available())
        cls.beer_box = cls.create_product("Shop widget beer box", 30.0, type='product',
                                          allow_out_of_stock_order=False)
        cls.set_stock(cls.beer_box, 3)

    @classmethod
    def create_product(cls, name, price, **values):
        return cls.env['product.product'].create({
            'name': name,
            'list_price': price,
            'type': 'consu',
            'taxes_id': [Command.clear()],
            'sale_ok': True,
            'is_published': True,
            **values,
        })

    @classmethod
    def set_stock(cls, product, quantity):
        cls.env['stock.quant']._update_available_quantity(product, cls.warehouse.lot_stock_id, quantity)

    @classmethod
    def create_promo_program(cls, code=PROMO_CODE, percent=15):
        """A promo code for `percent` % off the whole order, on the website."""
        return cls.env['loyalty.program'].create({
            'name': f"Shop widget test {code}",
            'program_type': 'promo_code',
            'trigger': 'with_code',
            'applies_on': 'current',
            'ecommerce_ok': True,
            'rule_ids': [Command.clear(), Command.create({'mode': 'with_code', 'code': code, 'minimum_qty': 0})],
            'reward_ids': [Command.clear(), Command.create({
                'reward_type': 'discount',
                'discount': percent,
                'discount_mode': 'percent',
                'discount_applicability': 'order',
            })],
            'communication_plan_ids': [Command.clear()],
        })

    # ------------------------------------------------------------
    # VISITORS
    # ------------------------------------------------------------

    def setUp(self):
        super().setUp()
        self.new_session()

    def new_session(self, login=None):
        """A new visitor (public, or logged in as `login`); becomes the current one."""
        self.session = None  # authenticate() would delete the current session otherwise
        self.authenticate(login, login)
        return self.session.sid

    def use_session(self, sid):
        """Makes the visitor of session `sid` the current one."""
        self.opener = Opener(self.cr)
        self.opener.cookies['session_id'] = sid

    # ------------------------------------------------------------
    # JSON-RPC
    # ------------------------------------------------------------

    def rpc_raw(self, route, params=None):
        response = self.url_open(
            route, data=json.dumps({'jsonrpc': '2.0', 'method': 'call', 'id': 1, 'params': params or {}}),
            headers={'Content-Type': 'application/json'})
        self.assertEqual(response.status_code, 200, f"{route} answered HTTP {response.status_code}")
        self.assertNotIn('Traceback', response.text)
        return response.json()

    def rpc(self, route, params=None):
        """The route's result, checked against the route map; fails the test on an error."""
        body = self.rpc_raw(route, params)
        if 'error' in body:
            data = body['error'].get('data') or {}
            self.fail(f"{route} refused {params!r}: {data.get('name')}: {data.get('message')}")
        assert_route_result(self, route, body['result'])
        return body['result']

    def rpc_error(self, route, params=None, name=None, message=None):
        """The route's JSON-RPC error data: a refusal for a person (a user
        error with its message), never a traceback."""
        with mute_logger('odoo.http'):
            body = self.rpc_raw(route, params)
        self.assertIn('error', body, f"{route} accepted {params!r}: {body.get('result')!r}")
        data = body['error'].get('data') or {}
        self.assertIn(data.get('name'), USER_FACING, f"{route} {params!r}: {data.get('name')}: {data.get('message')}")
        self.assertTrue(data.get('message'), f"{route} {params!r}: no message")
        self.assertNotIn('debug', data)
        if name:
            self.assertEqual(data['name'], f'odoo.exceptions.{name}', data.get('message'))
        if message is not None:
            self.assertEqual(data['message'], message)
        return data

    def cart_update(self, product, **params):
        """/shop/cart/update_json as the widgets call it (with the cart summary)."""
        return self.rpc('/shop/cart/update_json', {
            'product_id': product.id, 'display': False, 'weekbox_cart': True, **params})

    def summary(self):
        return self.rpc('/shop/weekbox/cart_summary', {})

    def line_of(self, summary, product):
        lines = [line for line in summary['lines'] if line['product_id'] == product.id]
        self.assertEqual(len(lines), 1, summary['lines'])
        return lines[0]
