"""The attack findings on the demo providers: an order paid twice, cards kept
without asking or after a decline, the 3-D Secure completion without its
fields, and a pending wire transfer's instructions."""
import re

from odoo.tests import tagged

from odoo.addons.website_sale_payment_widget_demo.tests.test_demo_card_flows import DemoCardCommon

IBAN = 'BE71 0961 2345 6769'


@tagged('post_install', '-at_install')
class TestDemoSecurity(DemoCardCommon):

    def _my_tokens(self):
        return self.env['payment.token'].search([('partner_id', '=', self.customer.partner_id.id)])

    def _pay_by_transfer(self, order):
        transfer = self.env.ref('payment.payment_provider_transfer')
        values = self.rpc('/shop/payment/transaction', {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': transfer.id,
            'payment_method_id': transfer.payment_method_ids[:1].id, 'token_id': None,
            'amount': order.amount_total, 'flow': 'redirect', 'tokenization_requested': False,
            'landing_route': '/shop/payment/validate', 'is_validation': False,
        })
        self.url_open('/payment/custom/process', data={'reference': values['reference']}, allow_redirects=False)
        return order.transaction_ids.filtered(lambda tx: tx.provider_id == transfer)

    def test_a_paid_order_cannot_be_paid_with_another_card(self):
        first = self._create_token('4242 4242 4242 4242')['id']
        second = self._create_token('5555 5555 5555 4444')['id']
        order = self._order()
        self._pay_with_token(order, first)
        self.assertEqual(order.transaction_ids.state, 'done')
        data = self.rpc_error('/shop/payment/transaction', {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': self.provider.id,
            'payment_method_id': None, 'token_id': second, 'amount': order.amount_total, 'flow': 'token',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
        })
        self.assertEqual((data['name'], data['message']), (
            'odoo.exceptions.ValidationError', "This order is already paid.",
        ))
        self.assertEqual(len(order.transaction_ids), 1)
        self.assertEqual(sum(order.transaction_ids.mapped('amount')), order.amount_total)

    def test_a_pending_wire_transfer_blocks_a_card_payment(self):
        order = self._order()
        transfer_tx = self._pay_by_transfer(order)
        self.assertEqual(transfer_tx.state, 'pending')
        token = self._create_token('4242 4242 4242 4242')['id']
        data = self.rpc_error('/shop/payment/transaction', {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': self.provider.id,
            'payment_method_id': None, 'token_id': token, 'amount': order.amount_total, 'flow': 'token',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
        })
        self.assertEqual(data['name'], 'odoo.exceptions.ValidationError')
        self.assertEqual(order.transaction_ids, transfer_tx)

    def test_pending_wire_transfer_shows_its_instructions(self):
        order = self._order()
        self._pay_by_transfer(order)
        status = self.rpc('/shop/payment/get_status', {'order_id': order.id, 'access_token': order.access_token})
        self.assertEqual((status['state'], status['recall']), ('pending', True))
        self.assertIn(IBAN, status['message'])
        self.assertEqual(status['communication'], order.name)

    def test_card_paid_with_without_saving_is_not_kept(self):
        order = self._order()
        result = self._create_token('4242 4242 4242 4242', verify_validity=False, order_id=order.id,
                                    access_token=order.access_token)
        self._pay_with_token(order, result['id'])
        self.assertEqual(order.transaction_ids.state, 'done')
        self.assertFalse(self._my_tokens())
        self.assertNotIn(f'token-{result["id"]}', self.url_open('/my/payment_method').text)

    def test_card_paid_with_and_saved_is_kept(self):
        order = self._order()
        result = self._create_token('4242 4242 4242 4242', verify_validity=False, order_id=order.id,
                                    access_token=order.access_token, save_card=True)
        self._pay_with_token(order, result['id'])
        self.assertEqual(self._my_tokens().ids, [result['id']])
        self.assertIn(f'token-{result["id"]}', self.url_open('/my/payment_method').text)

    def test_declined_card_is_never_saved(self):
        order = self._order()
        result = self._create_token('4000 0000 0000 0002', verify_validity=False, order_id=order.id,
                                    access_token=order.access_token, save_card=True)
        self._pay_with_token(order, result['id'])
        self.assertEqual(order.transaction_ids.state, 'error')
        self.assertFalse(self._my_tokens(), "a declined card leaves no active token")

    def test_3d_secure_completion_without_its_fields(self):
        result = self._create_token('4000 0000 0000 3220', return_url='/my/payment_method')
        challenge = self._challenge_page(result)
        csrf_token = re.search(r'name="csrf_token" value="([^"]*)"', challenge).group(1)
        for fields in ({}, {'reference': 'x'}, {'access_token': 'x'}, {'reference': 'é', 'access_token': 'é'}):
            with self.subTest(fields=fields):
                response = self.url_open(
                    '/payment/weekbox_demo/3ds/complete', data={'csrf_token': csrf_token, **fields},
                    allow_redirects=False,
                )
                self.assertEqual(response.status_code, 404)
        # The challenge itself still works.
        response = self._complete_challenge(challenge)
        self.assertTrue(response.headers['Location'].endswith('/my/payment_method'))
