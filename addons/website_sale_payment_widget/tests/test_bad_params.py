"""Params of the wrong type, or missing, are refused with a message
(website_weekbox/params.py): before, int() or Odoo's own transaction code
crashed on them (TypeError/ValueError), found by test/hardening/bad-input.test.ts."""
from odoo.tests import tagged

from odoo.addons.website_sale_payment_widget.tests.common import PaymentWidgetCommon

INVALID = (r'^(Invalid .+ reference\.|Unknown .+\.|.+ must be .+\.'
           r'|The access token is invalid\.|This order is not available\.)$')


@tagged('post_install', '-at_install')
class TestBadParams(PaymentWidgetCommon):

    def assertRefused(self, route, params):
        with self.assertLogs('odoo.http', 'WARNING'):
            data = self.rpc_error(route, params, name='ValidationError')
        self.assertRegex(data['message'], INVALID, (route, params))
        self.assertNotIn('debug', data)

    def test_every_route_refuses_missing_and_mistyped_params(self):
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        pay = {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': self.card_provider.id,
            'payment_method_id': None, 'token_id': None, 'amount': None, 'flow': 'token',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
        }
        cases = [
            ('/shop/payment/transaction', {}),
            ('/shop/payment/transaction', {**pay, 'order_id': ['1']}),
            ('/shop/payment/transaction', {**pay, 'order_id': ''}),
            ('/shop/payment/transaction', {**pay, 'access_token': ['x']}),
            ('/shop/payment/transaction', {**pay, 'access_token': 'é' * 10}),
            ('/shop/payment/transaction', {**pay, 'provider_id': 'x'}),
            ('/shop/payment/transaction', {**pay, 'amount': 'a lot'}),
            ('/shop/payment/transaction', {**pay, 'flow': {}}),
            ('/shop/payment/transaction', {**pay, 'token_id': -3}),
            ('/shop/payment/get_status', {}),
            ('/shop/payment/get_status', {'order_id': None}),
            ('/shop/payment/get_status', {'order_id': '<script>'}),
            ('/payment/weekbox/token/create', {}),
            ('/payment/weekbox/token/create', self._card_params(number=4242)),
            ('/payment/weekbox/token/create', self._card_params(order_id=[order.id])),
            ('/payment/weekbox/token/linked_records', {}),
            ('/payment/weekbox/token/linked_records', {'token_ids': 'x'}),
            ('/payment/weekbox/token/linked_records', {'token_ids': [0]}),
        ]
        for route, params in cases:
            with self.subTest(route=route, params=params):
                self.assertRefused(route, params)
        self.assertFalse(order.transaction_ids)
