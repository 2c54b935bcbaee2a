from odoo.tests import tagged

from .common import QuotationWidgetCommon
from .test_quote_page import PIXEL_PNG


@tagged('post_install', '-at_install')
class TestOdooQuoteRoutes(QuotationWidgetCommon):
    """Odoo 17's own quotation routes, still reachable: the widgets' rules hold
    there too (nobody reaches around them by posting to Odoo's URLs)."""

    def test_odoo_line_route_refuses_what_the_widgets_route_refuses(self):
        order, main, lamp = self.create_quotation()
        url = f'/my/orders/{order.id}/update_line_dict'
        params = {'line_id': lamp.id, 'access_token': order.access_token}
        self.rpc_error(url, {**params, 'input_quantity': 10 ** 9}, name='ValidationError')
        self.rpc_error(url, {**params, 'input_quantity': -3}, name='ValidationError')
        self.rpc_error(url, {**params, 'line_id': main.id}, name='UserError')
        self.rpc_error(url, {**params, 'access_token': 'wrong'}, name='AccessError')
        self.assertEqual(lamp.product_uom_qty, 2)
        # What Odoo allows still works there, answering nothing as Odoo does.
        self.assertIsNone(self.rpc(url, {**params, 'input_quantity': 3}))
        self.assertEqual(lamp.product_uom_qty, 3)

    def test_odoo_option_route_refuses_a_confirmed_order(self):
        order, _main, _lamp = self.create_quotation(state='sale')
        option = order.sale_order_option_ids.filtered(lambda o: not o.line_id)
        self.rpc_error(f'/my/orders/{order.id}/add_option/{option.id}', {'access_token': order.access_token},
                       name='UserError')
        self.assertEqual(len(order.order_line), 2)

    def test_odoo_accept_route_asks_a_name(self):
        order, _main, _lamp = self.create_quotation()
        url = f'/my/orders/{order.id}/accept'
        params = {'access_token': order.access_token, 'signature': PIXEL_PNG}
        self.assertEqual(self.rpc(url, {**params, 'name': ''}), {'error': "Please enter your name."})
        self.assertEqual(self.rpc(url, params), {'error': "Please enter your name."})
        self.assertEqual(self.rpc(url, {**params, 'name': 'Quinn', 'signature': ['not', 'text']}),
                         {'error': "Signature is missing."})
        self.rpc_error(url, {**params, 'name': 'Qu\x00inn'}, name='ValidationError')
        self.rpc_error(url, {**params, 'name': 'Q' * 201}, name='ValidationError')
        self.assertFalse(order.signed_by)
        self.assertTrue(self.rpc(url, {**params, 'name': ' Quinn '})['force_refresh'])
        self.assertEqual(order.signed_by, 'Quinn')
