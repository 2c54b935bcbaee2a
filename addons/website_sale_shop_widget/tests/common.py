"""Fixtures and JSON-RPC helpers of the shop widgets' tests.

Every test builds its own products (no tax, so amounts do not depend on the
website's tax display), pricelist (in euros), customers and promo program; the
website is the one the test server answers for. Several visitors in one test: `new_session`
keeps the previous visitor's session alive (Odoo 17's authenticate() would
delete it) and `use_session` switches back, as separate browsers would.
"""
import json

from odoo import Command
from odoo.tests import HttpCase, new_test_user
from odoo.tests.common import Opener
from odoo.tools import mute_logger

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin
from odoo.addons.website_weekbox.tests.route_contract import assert_route_result

PROMO_CODE = 'WBSHOPTEST15'


class ShopWidgetCase(RouteCallsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        # The website's one pricelist, in euros, without rules (a database without
        # demo data has none, and its company counts in dollars).
        euro = cls.env.ref('base.EUR')
        euro.active = True
        cls.env['product.pricelist'].search([]).action_archive()
        cls.pricelist = cls.env['product.pricelist'].create({
            'name': 'Shop widget test pricelist', 'website_id': cls.website.id, 'selectable': True,
            'currency_id': euro.id,
        })
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

    def rpc_error(self, *args, **kwargs):
        """RouteCallsMixin.rpc_error, without odoo.http's warning of the refusal in the log."""
        with mute_logger('odoo.http'):
            return super().rpc_error(*args, **kwargs)

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

    def create_order(self, lines):
        """A website cart of the customer holding `lines` [(product, quantity)]."""
        order = self.env['sale.order'].create({
            'partner_id': self.customer.partner_id.id,
            'website_id': self.website.id,
            'order_line': [Command.create({'product_id': product.id, 'product_uom_qty': quantity})
                           for product, quantity in lines],
        })
        return order.with_context(website_id=self.website.id)

    def summary_of(self, order):
        """The summary of `order`, checked against the route map."""
        summary = order._weekbox_cart_summary()
        assert_route_result(self, '/shop/weekbox/cart_summary', summary)
        json.dumps(summary)
        return summary
