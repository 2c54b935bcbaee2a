"""HTTP tests of the payment widget's routes and pages.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_payment_widget bash odoo-docker/test-odoo.sh
"""
import json

from odoo import Command
from odoo.http import root
from odoo.tests import tagged

from odoo.addons.website_sale_payment_widget.const import CARD_CONTINUATION_SESSION_KEY
from odoo.addons.website_sale_payment_widget.tests.common import CHALLENGE_PATH, PaymentWidgetCommon

REFUSED_CARD_DATA = 'Card details cannot be sent to this website for this payment method.'

CARD = '4242424242424242'


@tagged('post_install', '-at_install')
class TestCardTokenRoute(PaymentWidgetCommon):

    def test_refuses_invalid_cards_again_on_the_server(self):
        self.authenticate('pw_customer', 'pw_customer')
        cases = {
            'The card number is invalid.': [
                {'number': '4242 4242 4242 4241'},  # Luhn
                {'number': '4242 4242 4242'},  # too short for visa
                {'number': '4242 4242 4242 424a'},
                {'number': '9999 9999 9999 9995'},  # no such type
                {'number': '3056 9309 0259 0'},  # diners are 14 digits
            ],
            'The security code (CVC) is invalid.': [
                {'cvc': '1234'},  # visa: 3 digits
                {'cvc': '12'},
                {'cvc': 'abc'},
            ],
            'The expiry date is invalid.': [{'expiry': '13 / 30'}, {'expiry': '00 / 30'}, {'expiry': '12 / 3'}],
            'This card has expired.': [{'expiry': '01 / 20'}],
        }
        for message, variants in cases.items():
            for variant in variants:
                with self.subTest(variant=variant):
                    result = self.rpc('/payment/weekbox/token/create', self._card_params(**{
                        'number': variant.get('number', '4242 4242 4242 4242'),
                        'cvc': variant.get('cvc', '123'),
                        'expiry': variant.get('expiry', '12 / 39'),
                    }))
                    self.assertEqual(result, {'result': False, 'id': False, 'challenge_url': False, 'error': message})
        self.assertFalse(self.received_cards, "a refused card must never reach the provider")
        self.assertFalse(self.env['payment.token'].search([('partner_id', '=', self.customer.partner_id.id)]))

    def test_accepts_amex_with_a_4_digit_cvc(self):
        self.authenticate('pw_customer', 'pw_customer')
        result = self.rpc('/payment/weekbox/token/create', self._card_params('3782 822463 10005', cvc='1234'))
        self.assertTrue(result['result'])
        self.assertEqual(self.received_cards[0]['card'].brand, 'amex')

    def test_saves_a_token_with_the_brand_and_last_digits_only(self):
        self.authenticate('pw_customer', 'pw_customer')
        result = self.rpc('/payment/weekbox/token/create', self._card_params())
        self.assertEqual(result['result'], True)
        self.assertFalse(result['challenge_url'])
        token = self.env['payment.token'].browse(result['id'])
        self.assertEqual(token.partner_id, self.customer.partner_id)
        self.assertEqual(token.payment_details, '4242')
        self.assertEqual(token.payment_method_id, self.visa_method, "the brand's payment method")
        # The provider got the whole card, in memory…
        card = self.received_cards[0]['card']
        self.assertEqual((card.number, card.cvc, card.exp_month, card.exp_year), (CARD, '123', 12, 2039))
        self.assertTrue(self.received_cards[0]['verify_validity'])
        # …and no table holds it.
        self.env.flush_all()
        for table in ('payment_token', 'payment_transaction', 'mail_message', 'ir_logging', 'res_partner'):
            self.env.cr.execute(
                f"SELECT count(*) FROM {table} t WHERE row_to_json(t)::text LIKE %s OR row_to_json(t)::text LIKE %s",
                [f'%{CARD}%', '%4242 4242 4242 4242%'],
            )
            self.assertEqual(self.env.cr.fetchone()[0], 0, f"the card number is stored in {table}")

    def test_provider_refusal_and_3d_secure(self):
        self.authenticate('pw_customer', 'pw_customer')
        refused = self.rpc('/payment/weekbox/token/create', self._card_params('4000 0000 0000 0002'))
        self.assertEqual(refused, {
            'result': False, 'id': False, 'challenge_url': False, 'error': 'Your card was declined by your bank.',
        })
        challenge = self.rpc('/payment/weekbox/token/create', self._card_params(
            '4000 0000 0000 3220', return_url='https://evil.example/', verify_validity=False,
        ))
        reference = f'WBTEST-CHALLENGE-{self.customer.partner_id.id}-2'
        self.assertEqual(
            challenge, {'result': True, 'id': False, 'challenge_url': CHALLENGE_PATH + reference, 'error': False})

    def test_guests_save_cards_only_for_an_order_they_hold(self):
        order = self._create_order()
        self.authenticate(None, None)
        self.rpc_error('/payment/weekbox/token/create', self._card_params(), name='AccessError')
        self.rpc_error('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token='wrong', verify_validity=False,
        ), name='ValidationError')
        # The order's access token alone is not enough: the order of their session.
        self.rpc_error('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False,
        ), name='AccessError')
        self.put_in_session(sale_last_order_id=order.id)
        result = self.rpc('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False,
        ))
        self.assertEqual(self.env['payment.token'].browse(result['id']).partner_id, order.partner_id)

    def test_refuses_a_provider_that_does_not_save_cards(self):
        self.authenticate('pw_customer', 'pw_customer')
        data = self.rpc_error('/payment/weekbox/token/create', self._card_params(
            provider_id=self.redirect_provider.id,
        ), name='ValidationError')
        self.assertEqual(data['message'], REFUSED_CARD_DATA)
        self.card_provider.state = 'disabled'
        self.rpc_error('/payment/weekbox/token/create', self._card_params(), name='ValidationError')
        self.assertFalse(self.received_cards)

    def test_refuses_raw_card_data_for_a_provider_out_of_test_mode(self):
        """A provider declaring server-side tokenisation takes raw cards in
        test mode only: enabled for real, its cards are never read here."""
        self.authenticate('pw_customer', 'pw_customer')
        self.card_provider.state = 'enabled'
        attempts = self.env['weekbox.card.attempt'].sudo().search_count([])
        for params in (self._card_params(), self._card_params(cc_number='x' * 500, cc_cvc=None)):
            with self.subTest(params=params['cc_number'][:10]):
                body = self.rpc_raw('/payment/weekbox/token/create', params)
                data = body['error']['data']
                self.assertEqual(data['name'], 'odoo.exceptions.ValidationError')
                self.assertEqual(data['message'], REFUSED_CARD_DATA)
                self.assertNotIn('4242', json.dumps(body))
                self.assertNotIn('debug', data)
        self.assertFalse(self.received_cards)
        self.assertEqual(self.env['weekbox.card.attempt'].sudo().search_count([]), attempts)
        options = self._create_order().with_user(self.customer)._weekbox_get_payment_form_values()['props']['options']
        card_options = [option for option in options if option['providerId'] == self.card_provider.id]
        self.assertNotIn('new_card', [option['kind'] for option in card_options])


@tagged('post_install', '-at_install')
class TestLinkedRecordsRoute(PaymentWidgetCommon):

    def test_lists_the_orders_paid_with_the_card(self):
        token = self._create_token(self.customer.partner_id)
        paid_order, open_order = self._create_order(), self._create_order()
        self.env['payment.transaction'].create({
            'provider_id': self.card_provider.id,
            'payment_method_id': self.visa_method.id,
            'reference': 'WEEKBOX-LINKED-1',
            'amount': paid_order.amount_total,
            'currency_id': paid_order.currency_id.id,
            'partner_id': self.customer.partner_id.id,
            'token_id': token.id,
            'operation': 'online_token',
            'state': 'done',
            'sale_order_ids': [Command.set(paid_order.ids)],
        })
        self.authenticate('pw_customer', 'pw_customer')
        result = self.rpc('/payment/weekbox/token/linked_records', {'token_ids': [token.id]})
        self.assertEqual(list(result), [str(token.id)])
        self.assertEqual(result[str(token.id)], [{
            'url': paid_order.get_portal_url(),
            'description': paid_order.type_name,
            'name': paid_order.name,
        }])
        self.assertNotIn(open_order.name, str(result))

        unlinked = self._create_token(self.customer.partner_id, last4='2222')
        self.assertEqual(self.rpc('/payment/weekbox/token/linked_records', {'token_ids': [unlinked.id]}), {
            str(unlinked.id): [],
        })

    def test_refuses_another_customers_card(self):
        others = self._create_token(self.other_customer.partner_id)
        mine = self._create_token(self.customer.partner_id)
        self.authenticate('pw_customer', 'pw_customer')
        data = self.rpc_error(
            '/payment/weekbox/token/linked_records', {'token_ids': [mine.id, others.id]}, name='AccessError',
        )
        self.assertEqual(data['message'], 'You do not have access to this payment token.')
        self.rpc_error('/payment/weekbox/token/linked_records', {'token_ids': [999999]}, name='AccessError')
        # Odoo's archive route leaves another customer's card alone.
        self.rpc('/payment/archive_token', {'token_id': others.id})
        self.assertTrue(others.active)
        self.rpc('/payment/archive_token', {'token_id': mine.id})
        self.assertFalse(mine.active)

    def test_needs_a_login(self):
        token = self._create_token(self.customer.partner_id)
        self.authenticate(None, None)
        body = self.rpc_raw('/payment/weekbox/token/linked_records', {'token_ids': [token.id]})
        self.assertEqual(body['error']['data']['name'], 'odoo.http.SessionExpiredException')


@tagged('post_install', '-at_install')
class TestOrderTransactionRoute(PaymentWidgetCommon):

    def _pay(self, order, **overrides):
        return self.rpc('/shop/payment/transaction', {
            'order_id': order.id,
            'access_token': order.access_token,
            'provider_id': self.card_provider.id,
            'payment_method_id': None,
            'token_id': None,
            'amount': order.amount_total,
            'flow': 'token',
            'tokenization_requested': False,
            'landing_route': '/shop/payment/validate',
            'is_validation': False,
            **overrides,
        })

    def test_pressing_pay_twice_makes_one_transaction(self):
        order = self._create_order()
        token = self._create_token(self.customer.partner_id)
        self.authenticate('pw_customer', 'pw_customer')
        first = self._pay(order, token_id=token.id)
        second = self._pay(order, token_id=token.id)
        self.assertEqual(first['reference'], second['reference'])
        self.assertEqual(len(order.transaction_ids), 1)

        # Another card is another payment.
        other_token = self._create_token(self.customer.partner_id, last4='3333')
        third = self._pay(order, token_id=other_token.id)
        self.assertNotEqual(third['reference'], first['reference'])
        # A refused payment may be tried again.
        order.transaction_ids.filtered(lambda tx: tx.token_id == other_token)._set_error("Declined.")
        fourth = self._pay(order, token_id=other_token.id)
        self.assertNotIn(fourth['reference'], (first['reference'], third['reference']))
        self.assertEqual(len(order.transaction_ids), 3)

    def test_redirect_payment_reuses_its_draft_and_renders_the_form(self):
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        values = self._pay(
            order, provider_id=self.redirect_provider.id, payment_method_id=self.redirect_method.id, flow='redirect',
        )
        self.assertIn('action="/weekbox/test/psp"', values['redirect_form_html'])
        again = self._pay(
            order, provider_id=self.redirect_provider.id, payment_method_id=self.redirect_method.id, flow='redirect',
        )
        self.assertEqual(again['reference'], values['reference'])
        self.assertEqual(len(order.transaction_ids), 1)

    def test_also_under_odoos_path(self):
        order = self._create_order()
        token = self._create_token(self.customer.partner_id)
        self.authenticate('pw_customer', 'pw_customer')
        first = self._pay(order, token_id=token.id)
        second = self.rpc(f'/shop/payment/transaction/{order.id}', {
            'access_token': order.access_token, 'provider_id': self.card_provider.id, 'payment_method_id': None,
            'token_id': token.id, 'amount': order.amount_total, 'flow': 'token', 'tokenization_requested': False,
            'landing_route': '/shop/payment/validate', 'is_validation': False,
        })
        self.assertEqual(first['reference'], second['reference'])

    def test_refuses_another_customers_card_and_order(self):
        order = self._create_order()
        others = self._create_token(self.other_customer.partner_id)
        self.authenticate('pw_customer', 'pw_customer')
        self.rpc_error('/shop/payment/transaction', {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': self.card_provider.id,
            'payment_method_id': None, 'token_id': others.id, 'amount': order.amount_total, 'flow': 'token',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
        }, name='AccessError')
        self.assertFalse(order.transaction_ids)
        other_order = self._create_order(self.other_customer)
        self.rpc_error('/shop/payment/transaction', {
            'order_id': other_order.id, 'access_token': 'not-its-token', 'provider_id': self.card_provider.id,
            'payment_method_id': None, 'token_id': others.id, 'amount': other_order.amount_total, 'flow': 'token',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
        }, name='ValidationError')


@tagged('post_install', '-at_install')
class TestPaymentStatusRoute(PaymentWidgetCommon):

    def _transaction(self, order, state, provider=None):
        tx = self.env['payment.transaction'].create({
            'provider_id': (provider or self.redirect_provider).id,
            'payment_method_id': self.redirect_method.id,
            'reference': f'WEEKBOX-STATUS-{order.id}-{state}',
            'amount': order.amount_total,
            'currency_id': order.currency_id.id,
            'partner_id': order.partner_id.id,
            'operation': 'online_redirect',
            'sale_order_ids': [Command.set(order.ids)],
        })
        return tx

    def test_recall_while_pending(self):
        order = self._create_order()
        tx = self._transaction(order, 'pending')
        tx._set_pending()
        self.redirect_provider.pending_msg = '<p>Please wait for your bank.</p>'
        self.authenticate('pw_customer', 'pw_customer')
        status = self.rpc('/shop/payment/get_status', {'order_id': order.id, 'access_token': order.access_token})
        self.assertEqual(status['recall'], True)
        self.assertEqual(status['state'], 'pending')
        self.assertEqual(status['message'].strip(), 'Please wait for your bank.')
        self.assertEqual(status['orderName'], order.name)

        tx._set_error("Your card was declined by your bank.")
        status = self.rpc(f'/shop/payment/get_status/{order.id}', {'access_token': order.access_token})
        self.assertEqual(
            (status['recall'], status['state'], status['message']),
            (False, 'error', 'Your card was declined by your bank.'),
        )

    def test_done_payment_confirms_the_order(self):
        order = self._create_order()
        self._transaction(order, 'done')._set_done()
        self.authenticate('pw_customer', 'pw_customer')
        status = self.rpc('/shop/payment/get_status', {'order_id': order.id, 'access_token': order.access_token})
        self.assertEqual((status['recall'], status['state']), (False, 'done'))
        self.assertEqual(order.state, 'sale', "the post-processing ran: the order is confirmed")

    def test_refuses_someone_elses_order(self):
        order = self._create_order(self.other_customer)
        self.authenticate('pw_customer', 'pw_customer')
        self.rpc_error('/shop/payment/get_status', {'order_id': order.id}, name='ValidationError')
        self.rpc('/shop/payment/get_status', {'order_id': order.id, 'access_token': order.access_token})


@tagged('post_install', '-at_install')
class TestPaymentPages(PaymentWidgetCommon):

    def test_form_props_of_an_order(self):
        order = self._create_order()
        token = self._create_token(self.customer.partner_id, last4='4242')
        props = order.with_user(self.customer)._weekbox_get_payment_form_values()['props']
        options = {option['id']: option for option in props['options']}
        card_option = options[f'pm-{self.card_provider.id}-{self.card_method.id}']
        self.assertEqual(card_option['kind'], 'new_card')
        self.assertIn('visa', [brand['code'] for brand in card_option['brands']])
        redirect_option = options[f'pm-{self.redirect_provider.id}-{self.redirect_method.id}']
        self.assertEqual(redirect_option['kind'], 'redirect')
        token_option = options[f'token-{token.id}']
        self.assertEqual((token_option['kind'], token_option['tokenId']), ('token', token.id))
        self.assertTrue(token_option['canDelete'])
        self.assertEqual(props['selectedOptionId'], f'token-{token.id}')
        self.assertEqual(props['orderId'], order.id)
        self.assertEqual(props['accessToken'], order.access_token)
        self.assertEqual(props['transactionRoute'], '/shop/payment/transaction')
        self.assertEqual(props['createTokenRoute'], '/payment/weekbox/token/create')
        self.assertEqual(props['successUrl'], '/shop/payment/validate')

    def test_payment_methods_page_mounts_the_widget(self):
        self._create_token(self.customer.partner_id, last4='4242')
        self.authenticate('pw_customer', 'pw_customer')
        html = self.url_open('/my/payment_method').text
        self.assertIn('data-widget="payment-form"', html)
        self.assertIn('&#34;mode&#34;: &#34;manage&#34;', html)
        self.assertIn('4242', html)
        # Odoo's own form only ever inside the widget's host (inline providers).
        self.assertNotIn('id="o_payment_form"', html.split('class="o_weekbox_inline_host"')[0])

    def test_session_keeps_no_card(self):
        self.authenticate('pw_customer', 'pw_customer')
        self.rpc('/payment/weekbox/token/create', self._card_params(
            '4000 0000 0000 3220', return_url='/my/payment_method', verify_validity=False,
        ))
        data = dict(root.session_store.get(self.session.sid))
        self.assertEqual(data[CARD_CONTINUATION_SESSION_KEY], {
            f'WBTEST-CHALLENGE-{self.customer.partner_id.id}-1': {
                'order_id': None, 'return_url': '/my/payment_method', 'landing_route': '/shop/payment/validate',
                'save_card': False, 'terms_accepted': False,
            },
        })
        self.assertNotIn('4000000000003220', repr(data))
