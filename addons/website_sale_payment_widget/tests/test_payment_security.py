"""Findings of an attack on a demo shop, each refused now:

- another customer's orders through a saved card (get_linked_records_info by call_kw);
- an order paid twice with two cards, or by card while a transfer is pending;
- cards saved with an order's access token alone, cards saved without asking,
  and card testing (unthrottled card checks);
- an order-id oracle in the refusals of the order routes;
- a landing route leading to another site.
"""
from odoo import Command
from odoo.http import root
from odoo.tests import tagged

from odoo.addons.website_sale_payment_widget.const import CARD_CONTINUATION_SESSION_KEY
from odoo.addons.website_sale_payment_widget.tests.common import PaymentWidgetCommon

TOO_MANY = "Too many card attempts. Please wait a few minutes and try again."
NOT_AVAILABLE = "This order is not available."


class PaymentSecurityCommon(PaymentWidgetCommon):

    def _paid_transaction(self, order, token=None, state='done', provider=None, amount=None):
        tx = self.env['payment.transaction'].create({
            'provider_id': (provider or self.card_provider).id,
            'payment_method_id': (token.payment_method_id if token else self.redirect_method).id,
            'reference': f'WEEKBOX-SEC-{order.id}-{state}-{token.id if token else 0}',
            'amount': order.amount_total if amount is None else amount,
            'currency_id': order.currency_id.id,
            'partner_id': order.partner_id.id,
            'token_id': token.id if token else False,
            'operation': 'online_token' if token else 'online_redirect',
            'sale_order_ids': [Command.set(order.ids)],
        })
        {'done': tx._set_done, 'pending': tx._set_pending, 'authorized': tx._set_authorized}[state]()
        return tx

    def _pay_params(self, order, **overrides):
        return {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': self.card_provider.id,
            'payment_method_id': None, 'token_id': None, 'amount': order.amount_total, 'flow': 'token',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
            **overrides,
        }

    def _call_kw(self, model, method, args):
        return self.rpc_raw('/web/dataset/call_kw', {'model': model, 'method': method, 'args': args, 'kwargs': {}})


@tagged('post_install', '-at_install')
class TestLinkedRecordsOfAnotherCustomer(PaymentSecurityCommon):

    def test_call_kw_refuses_another_customers_token(self):
        token = self._create_token(self.customer.partner_id)
        order = self._create_order()
        self._paid_transaction(order, token)
        self.authenticate('pw_other_customer', 'pw_other_customer')
        body = self._call_kw('payment.token', 'get_linked_records_info', [[token.id]])
        self.assertEqual(body['error']['data']['name'], 'odoo.exceptions.AccessError')
        self.assertNotIn(order.name, str(body))
        self.assertNotIn(order.access_token, str(body))
        self.rpc_error('/payment/weekbox/token/linked_records', {'token_ids': [token.id]}, name='AccessError')

        self.authenticate('pw_customer', 'pw_customer')
        body = self._call_kw('payment.token', 'get_linked_records_info', [[token.id]])
        self.assertEqual([info['name'] for info in body['result']], [order.name])
        result = self.rpc('/payment/weekbox/token/linked_records', {'token_ids': [token.id]})
        self.assertEqual([info['name'] for info in result[str(token.id)]], [order.name])

    def test_guest_gets_nothing(self):
        token = self._create_token(self.customer.partner_id)
        self._paid_transaction(self._create_order(), token)
        public = self.env.ref('base.public_user')
        with self.assertRaises(Exception):
            token.with_user(public).get_linked_records_info()
        # A token of the company of the customer is theirs too.
        company = self.env['res.partner'].create({'name': 'Weekbox Test Company', 'is_company': True})
        self.customer.partner_id.parent_id = company
        company_token = self._create_token(company, last4='5555')
        self.assertEqual(company_token.with_user(self.customer).get_linked_records_info(), [])


@tagged('post_install', '-at_install')
class TestOrderPaidTwice(PaymentSecurityCommon):

    def test_another_card_cannot_pay_a_paid_order(self):
        order = self._create_order()
        first, second = self._create_token(self.customer.partner_id), self._create_token(
            self.customer.partner_id, last4='4444')
        self.authenticate('pw_customer', 'pw_customer')
        paid = self.rpc('/shop/payment/transaction', self._pay_params(order, token_id=first.id))
        order.transaction_ids._set_done()
        # The same card again is the same payment (handed out again)…
        again = self.rpc('/shop/payment/transaction', self._pay_params(order, token_id=first.id))
        self.assertEqual(again['reference'], paid['reference'])
        # …another card, or a redirect payment, is refused.
        for params in (
            self._pay_params(order, token_id=second.id),
            self._pay_params(order, provider_id=self.redirect_provider.id,
                             payment_method_id=self.redirect_method.id, flow='redirect'),
        ):
            with self.subTest(params=params):
                data = self.rpc_error('/shop/payment/transaction', params, name='ValidationError')
            self.assertEqual(data['message'], "This order is already paid.")
        self.assertEqual(len(order.transaction_ids), 1)
        # Nor is a new card sent to the provider for it.
        data = self.rpc_error('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False,
        ), name='ValidationError')
        self.assertEqual(data['message'], "This order is already paid.")
        self.assertFalse(self.received_cards)

    def test_a_pending_transfer_of_the_full_amount_blocks_a_card_payment(self):
        order = self._create_order()
        token = self._create_token(self.customer.partner_id)
        self._paid_transaction(order, state='pending', provider=self.redirect_provider)
        self.authenticate('pw_customer', 'pw_customer')
        data = self.rpc_error('/shop/payment/transaction', self._pay_params(order, token_id=token.id),
                              name='ValidationError')
        self.assertIn("already pending", data['message'])
        self.assertEqual(len(order.transaction_ids), 1)

    def test_a_partial_or_failed_payment_does_not_block(self):
        order = self._create_order(amount_qty=2)
        token = self._create_token(self.customer.partner_id)
        self._paid_transaction(order, state='pending', provider=self.redirect_provider, amount=10.0)
        self.authenticate('pw_customer', 'pw_customer')
        self.rpc('/shop/payment/transaction', self._pay_params(order, token_id=token.id))
        self.assertEqual(len(order.transaction_ids), 2)


@tagged('post_install', '-at_install')
class TestCardSaving(PaymentSecurityCommon):

    def test_guest_with_only_an_access_token_cannot_save_a_card(self):
        order = self._create_order()
        self.authenticate(None, None)
        data = self.rpc_error('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False, save_card=True,
        ), name='AccessError')
        self.assertEqual(data['message'], "Please sign in to save a payment method.")
        self.assertFalse(self.received_cards)
        self.assertFalse(self.env['payment.token'].search([('partner_id', '=', order.partner_id.id)]))

        # The guest's own cart, held in their session, can be paid with a card.
        self.put_in_session(sale_order_id=order.id)
        result = self.rpc('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False,
        ))
        self.assertEqual(self.env['payment.token'].browse(result['id']).partner_id, order.partner_id)

    def test_card_not_kept_unless_asked(self):
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        result = self.rpc('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False,
        ))
        token = self.env['payment.token'].browse(result['id'])
        self.assertEqual(token.weekbox_card_use, 'this_payment')
        # Never offered again, even before it is paid with…
        props = order.with_user(self.customer)._weekbox_get_payment_form_values()['props']
        self.assertNotIn(token.id, [option['tokenId'] for option in props['options']])
        self.rpc('/shop/payment/transaction', self._pay_params(order, token_id=token.id))
        order.transaction_ids._set_done()
        # …and archived once the payment is made.
        self.assertFalse(token.active)
        self.assertNotIn(f'token-{token.id}', self.url_open('/my/payment_method').text)

    def _pay_with_a_card_to_save(self):
        """A new order paid (transaction created) with a new card the customer asked to save."""
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        result = self.rpc('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False, save_card=True,
        ))
        token = self.env['payment.token'].browse(result['id'])
        self.rpc('/shop/payment/transaction', self._pay_params(order, token_id=token.id))
        return order, token

    def test_card_kept_when_asked_and_paid(self):
        order, token = self._pay_with_a_card_to_save()
        order.transaction_ids._set_done()
        self.assertTrue(token.active)
        self.assertFalse(token.weekbox_card_use)

    def test_declined_card_is_not_kept(self):
        order, token = self._pay_with_a_card_to_save()
        order.transaction_ids._set_error("Declined.")
        self.assertFalse(token.active)

    def test_a_saved_card_declined_later_stays(self):
        token = self._create_token(self.customer.partner_id)
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        self.rpc('/shop/payment/transaction', self._pay_params(order, token_id=token.id))
        order.transaction_ids._set_error("Insufficient funds.")
        self.assertTrue(token.active)


@tagged('post_install', '-at_install')
class TestCardAttemptLimits(PaymentSecurityCommon):

    def test_sixth_attempt_within_ten_minutes_is_refused(self):
        self.authenticate('pw_customer', 'pw_customer')
        for _attempt in range(5):
            self.assertTrue(self.rpc('/payment/weekbox/token/create', self._card_params())['result'])
        refused = self.rpc('/payment/weekbox/token/create', self._card_params())
        self.assertEqual(refused, {'result': False, 'id': False, 'challenge_url': False, 'error': TOO_MANY})
        self.assertEqual(len(self.received_cards), 5, "the 6th card never reaches the provider")
        # Per account: a new session does not help.
        self.authenticate('pw_customer', 'pw_customer')
        self.assertEqual(self.rpc('/payment/weekbox/token/create', self._card_params())['error'], TOO_MANY)
        # Another customer on the same address may still.
        self.authenticate('pw_other_customer', 'pw_other_customer')
        self.assertTrue(self.rpc('/payment/weekbox/token/create', self._card_params())['result'])

        # Ten minutes later, the attempts count no more (and are pruned).
        attempts = self.env['weekbox.card.attempt'].search([])
        self.assertEqual(len(attempts), 6)
        self.env.cr.execute(
            "UPDATE weekbox_card_attempt SET create_date = create_date - interval '11 minutes' WHERE id IN %s",
            [tuple(attempts.ids)],
        )
        attempts.invalidate_recordset()
        self.authenticate('pw_customer', 'pw_customer')
        self.assertTrue(self.rpc('/payment/weekbox/token/create', self._card_params())['result'])
        self.env['weekbox.card.attempt']._gc_expired_attempts()
        self.assertEqual(len(self.env['weekbox.card.attempt'].search([])), 1)

    def test_per_visitor_session(self):
        order = self._create_order()
        self.authenticate(None, None)
        self.put_in_session(sale_order_id=order.id)
        params = self._card_params(order_id=order.id, access_token=order.access_token, verify_validity=False)
        for _attempt in range(5):
            self.rpc('/payment/weekbox/token/create', params)
        self.assertEqual(self.rpc('/payment/weekbox/token/create', params)['error'], TOO_MANY)

    def test_a_system_parameter_sets_a_limit(self):
        self.env['ir.config_parameter'].sudo().set_param(
            'website_sale_payment_widget.card_attempt_limit_partner_id', '2')
        self.authenticate('pw_customer', 'pw_customer')
        for _attempt in range(2):
            self.assertTrue(self.rpc('/payment/weekbox/token/create', self._card_params())['result'])
        self.assertEqual(self.rpc('/payment/weekbox/token/create', self._card_params())['error'], TOO_MANY)

    def test_invalid_cards_do_not_reach_the_provider_nor_count(self):
        self.authenticate('pw_customer', 'pw_customer')
        for _attempt in range(6):
            self.rpc('/payment/weekbox/token/create', self._card_params('4242 4242 4242 4241'))
        self.assertFalse(self.env['weekbox.card.attempt'].search([]))


@tagged('post_install', '-at_install')
class TestOrderIdOracle(PaymentSecurityCommon):

    def test_same_refusal_whatever_the_order_id(self):
        existing = self._create_order(self.other_customer)
        missing_id = existing.id + 100000
        self.authenticate('pw_customer', 'pw_customer')
        answers = []
        for order_id in (existing.id, missing_id):
            status = self.rpc_error('/shop/payment/get_status', {'order_id': order_id, 'access_token': 'x'})
            by_path = self.rpc_error(f'/shop/payment/get_status/{order_id}', {})
            pay = self.rpc_error('/shop/payment/transaction', {
                **self._pay_params(existing, access_token='x'), 'order_id': order_id,
            })
            answers.append([(data['name'], data['message']) for data in (status, by_path, pay)])
        self.assertEqual(answers[0], answers[1])
        self.assertEqual(answers[0][0], ('odoo.exceptions.ValidationError', NOT_AVAILABLE))
        self.assertFalse(existing.transaction_ids)

    def test_not_an_id_is_a_json_error(self):
        self.authenticate(None, None)
        for path in ('/shop/payment/get_status/abc', '/shop/payment/get_status/1/2', '/shop/payment/get_status/-1'):
            with self.subTest(path=path):
                data = self.rpc_error(path, {})
            self.assertEqual((data['name'], data['message']), ('odoo.exceptions.ValidationError', NOT_AVAILABLE))


@tagged('post_install', '-at_install')
class TestLandingRoute(PaymentSecurityCommon):

    def test_transaction_leads_to_this_site_only(self):
        self.authenticate('pw_customer', 'pw_customer')
        for landing_route in ('https://evil.example/', '//evil.example', '/\t/evil.example', '/\\evil.example'):
            order = self._create_order()
            token = self._create_token(self.customer.partner_id)
            with self.subTest(landing_route=landing_route):
                self.rpc('/shop/payment/transaction', self._pay_params(
                    order, token_id=token.id, landing_route=landing_route,
                ))
                self.assertEqual(order.transaction_ids.landing_route, '/shop/payment/validate')
        order = self._create_order()
        self.rpc('/shop/payment/transaction', self._pay_params(
            order, token_id=self._create_token(self.customer.partner_id).id, landing_route='/mealbox/thank-you',
        ))
        self.assertEqual(order.transaction_ids.landing_route, '/mealbox/thank-you')

    def test_card_challenge_leads_to_this_site_only(self):
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        self.rpc('/payment/weekbox/token/create', self._card_params(
            '4000 0000 0000 3220', verify_validity=False, order_id=order.id, access_token=order.access_token,
            return_url='https://evil.example/', landing_route='https://evil.example/',
        ))
        continuations = dict(root.session_store.get(self.session.sid))[CARD_CONTINUATION_SESSION_KEY]
        self.assertEqual(list(continuations.values()), [{
            'order_id': order.id, 'return_url': None, 'landing_route': '/shop/payment/validate', 'save_card': False,
            'terms_accepted': False,
        }])
