"""Fixtures of the quotation widgets' tests: each test class brings its own
customers (a portal user and a second one), products and quotations with an
optional product's line, so a fresh database and one earlier runs left
behind both work."""
from odoo import Command
from odoo.tests import HttpCase, new_test_user

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin


class QuotationWidgetCommon(RouteCallsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.customer = new_test_user(
            cls.env, login='wb_quotation_customer', groups='base.group_portal',
            name='Quinn Quote', email='quinn.quote@example.com')
        cls.other_partner = cls.env['res.partner'].create({'name': 'Otto Other', 'email': 'otto@example.com'})
        cls.desk = cls.create_product('WB quote desk', 200.0)
        cls.lamp = cls.create_product('WB quote lamp', 30.0)
        cls.chair = cls.create_product('WB quote chair', 45.0)

    @classmethod
    def create_product(cls, name, price):
        tax = cls.env['account.tax'].create({'name': f'{name} VAT 21%', 'amount': 21.0, 'type_tax_use': 'sale'})
        return cls.env['product.product'].create({
            'name': name, 'list_price': price, 'sale_ok': True, 'taxes_id': [Command.set(tax.ids)],
        })

    @classmethod
    def create_quotation(cls, partner=None, state='sent'):
        """A quotation: the desk (not optional), 2 lamps (an optional
        product's line) and a chair still to add as an option."""
        order = cls.env['sale.order'].create({
            'partner_id': (partner or cls.customer.partner_id).id,
            'require_signature': True,
            'require_payment': False,
            'order_line': [
                Command.create({'product_id': cls.desk.id, 'product_uom_qty': 1}),
                Command.create({'product_id': cls.lamp.id, 'product_uom_qty': 2}),
            ],
        })
        main_line, optional_line = order.order_line
        order.sale_order_option_ids = [
            Command.create({'product_id': cls.lamp.id, 'quantity': 1, 'line_id': optional_line.id}),
            Command.create({'product_id': cls.chair.id, 'quantity': 1}),
        ]
        order._portal_ensure_token()
        # Sending a quotation makes its customer a follower: Odoo's portal rule
        # on sale.order lets a portal user read the orders they follow.
        order.message_subscribe(partner_ids=order.partner_id.ids)
        order.state = state
        return order, main_line, optional_line

    def update_line(self, order, line, **params):
        return {'order_id': order.id, 'line_id': line.id, 'token': order.access_token, **params}
