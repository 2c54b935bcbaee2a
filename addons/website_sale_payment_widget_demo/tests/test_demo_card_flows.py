"""The demo provider's cards: tokens, 3-D Secure challenge, refusals.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_payment_widget_demo bash odoo-docker/test-odoo.sh
"""
import re
from unittest.mock import patch

from odoo import Command
from odoo.tests import HttpCase, tagged

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin


class DemoCardCommon(RouteCallsMixin, HttpCase):
    """A portal customer paying website orders with the demo provider's cards."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        cls.provider = cls.env.ref('payment.payment_provider_demo')
        cls.card_method = cls.env.ref('payment.payment_method_card')
        cls.customer = cls.env['res.users'].create({
            'name': 'Demo Card Customer',
            'login': 'demo_card_customer',
            'password': 'demo_card_customer',
            'email': 'demo_card_customer@example.com',
            'groups_id': [Command.set([cls.env.ref('base.group_portal').id])],
        })
        cls.customer.partner_id.write({
            'street': 'Meir 1', 'zip': '2000', 'city': 'Antwerpen', 'country_id': cls.env.ref('base.be').id,
        })
        cls.product = cls.env['product.product'].create({
            'name': 'Demo card service', 'type': 'service', 'list_price': 30.0,
            'taxes_id': [Command.clear()], 'website_published': True,
        })

    def setUp(self):
        super().setUp()
        # Demo payments have no journal to book on (as in payment's own tests).
        self.startPatcher(patch(
            'odoo.addons.account_payment.models.payment_transaction.PaymentTransaction._reconcile_after_done',
        ))
        self.authenticate('demo_card_customer', 'demo_card_customer')

    def _order(self):
        order = self.env['sale.order'].create({
            'partner_id': self.customer.partner_id.id,
            'website_id': self.website.id,
            'order_line': [Command.create({'product_id': self.product.id})],
        })
        order._portal_ensure_token()
        return order

    def _create_token(self, number, **extra):
        return self.rpc('/payment/weekbox/token/create', {
            'provider_id': self.provider.id, 'payment_method_id': self.card_method.id,
            'cc_number': number, 'cc_cvc': '123', 'cc_expiry': '12 / 39', 'verify_validity': True, **extra,
        })

    def _pay_with_token(self, order, token_id):
        return self.rpc('/shop/payment/transaction', {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': self.provider.id,
            'payment_method_id': None, 'token_id': token_id, 'amount': order.amount_total, 'flow': 'token',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
        })

    def _challenge_page(self, result):
        """The challenge page the form navigates to (a page of this site)."""
        url = result['challenge_url']
        self.assertTrue(url.startswith('/payment/weekbox_demo/3ds/'), url)
        response = self.url_open(url)
        self.assertEqual(response.status_code, 200)
        return response.text

    def _complete_challenge(self, html, outcome='done', **overrides):
        fields = dict(re.findall(r'name="(csrf_token|reference|access_token)" value="([^"]*)"', html))
        self.assertEqual(set(fields), {'csrf_token', 'reference', 'access_token'})
        return self.url_open(
            '/payment/weekbox_demo/3ds/complete', data={**fields, 'outcome': outcome, **overrides},
            allow_redirects=False,
        )


@tagged('post_install', '-at_install')
class TestDemoCardFlows(DemoCardCommon):

    def test_accepted_card_is_saved_with_its_brand_and_last_digits(self):
        result = self._create_token('5555 5555 5555 4444')
        self.assertTrue(result['result'])
        token = self.env['payment.token'].browse(result['id'])
        self.assertEqual(token.payment_method_id, self.env.ref('payment.payment_method_mastercard'))
        self.assertEqual((token.payment_details, token.demo_simulated_state), ('4444', 'done'))
        self.assertEqual(token.display_name, '•••• 4444')
        self.assertEqual(token.partner_id, self.customer.partner_id)

        order = self._order()
        self._pay_with_token(order, token.id)
        self.assertEqual(order.transaction_ids.state, 'done')

    def test_3d_secure_challenge_then_the_order_is_paid(self):
        order = self._order()
        result = self._create_token(
            '4000 0000 0000 3220', verify_validity=False, order_id=order.id, access_token=order.access_token,
            return_url='/shop/payment', landing_route='/shop/payment/validate', save_card=True,
        )
        self.assertEqual((result['result'], result['id']), (True, False))
        challenge = self._challenge_page(result)
        self.assertIn('Complete authentication', challenge)
        # Paying: the bank asks to confirm the payment, not the addition of a card.
        self.assertIn('confirm the payment of', challenge)
        self.assertIn(order.name, challenge)
        self.assertNotIn('adding this card', challenge)
        self.assertIn('VISA •••• 3220', challenge)
        self.assertNotIn('4000000000003220', challenge)
        self.assertFalse(self.env['payment.token'].search([('partner_id', '=', self.customer.partner_id.id)]))

        response = self._complete_challenge(challenge)
        self.assertEqual(response.status_code, 303)
        self.assertTrue(response.headers['Location'].endswith('/payment/status'))
        token = self.env['payment.token'].search([('partner_id', '=', self.customer.partner_id.id)])
        self.assertEqual(token.payment_details, '3220')
        paid = order.transaction_ids
        self.assertEqual((paid.state, paid.token_id, paid.operation), ('done', token, 'online_token'))

    def test_3d_secure_when_adding_a_card_goes_back_to_the_page(self):
        result = self._create_token('4000 0000 0000 3220', return_url='/my/payment_method')
        challenge = self._challenge_page(result)
        self.assertIn('adding this card', challenge)
        response = self._complete_challenge(challenge)
        self.assertTrue(response.headers['Location'].endswith('/my/payment_method'))
        self.assertEqual(
            self.env['payment.token'].search(
                [('partner_id', '=', self.customer.partner_id.id)]).payment_details,
            '3220',
        )

    def test_3d_secure_cancelled_or_forged(self):
        result = self._create_token('4000 0000 0000 3220', return_url='/my/payment_method')
        challenge = self._challenge_page(result)
        self.assertEqual(self._complete_challenge(challenge, access_token='forged').status_code, 404)
        forged_page = result['challenge_url'].replace('access_token=', 'access_token=x')
        self.assertEqual(self.url_open(forged_page).status_code, 404)
        response = self._complete_challenge(challenge, outcome='cancel')
        # Back to the form's page, which says the check was cancelled.
        self.assertTrue(response.headers['Location'].endswith('/my/payment_method?payment_challenge=cancelled'))
        self.assertFalse(self.env['payment.token'].search([('partner_id', '=', self.customer.partner_id.id)]))
        # An answered challenge is not shown again.
        self.assertEqual(self.url_open(result['challenge_url']).status_code, 404)

    def test_3d_secure_cancelled_while_paying_keeps_the_order_unpaid(self):
        order = self._order()
        result = self._create_token(
            '4000 0000 0000 3220', verify_validity=False, order_id=order.id, access_token=order.access_token,
            return_url='/shop/payment?step=pay', landing_route='/shop/payment/validate',
        )
        response = self._complete_challenge(self._challenge_page(result), outcome='cancel')
        self.assertTrue(
            response.headers['Location'].endswith('/shop/payment?step=pay&payment_challenge=cancelled'),
            response.headers['Location'],
        )
        self.assertFalse(order.transaction_ids.filtered(lambda tx: tx.operation != 'validation'))

    def test_the_bank_page_is_the_customers_only(self):
        result = self._create_token('4000 0000 0000 3220', return_url='/my/payment_method')
        page = self.url_open(result['challenge_url'])
        self.assertEqual(page.headers.get('Referrer-Policy'), 'no-referrer')
        fields = dict(re.findall(r'name="(reference|access_token)" value="([^"]*)"', page.text))
        # Another visitor with the link (another session) sees nothing and answers nothing.
        self.authenticate(None, None)
        self.assertEqual(self.url_open(result['challenge_url']).status_code, 404)
        csrf_token = re.search(r'csrf_token: "([^"]+)"', self.url_open('/shop').text).group(1)
        response = self.url_open('/payment/weekbox_demo/3ds/complete', data={
            **fields, 'csrf_token': csrf_token, 'outcome': 'done',
        }, allow_redirects=False)
        self.assertEqual(response.status_code, 404)
        self.assertFalse(self.env['payment.token'].search([('partner_id', '=', self.customer.partner_id.id)]))

    def test_only_the_last_challenges_are_remembered(self):
        params = self.env['ir.config_parameter'].sudo()
        for limit in ('partner_id', 'session_key'):  # 6 cards here: above the card-testing limit (5)
            params.set_param(f'website_sale_payment_widget.card_attempt_limit_{limit}', 10)
        results = [self._create_token('4000 0000 0000 3220', return_url='/my/payment_method') for _i in range(6)]
        # CARD_CONTINUATIONS_KEPT (5): the oldest is forgotten, its page gone.
        self.assertEqual(self.url_open(results[0]['challenge_url']).status_code, 404)
        response = self._complete_challenge(self._challenge_page(results[-1]))
        self.assertTrue(response.headers['Location'].endswith('/my/payment_method'))

    def test_two_challenges_in_two_tabs_each_go_their_own_way(self):
        first_order, second_order = self._order(), self._order()
        first, second = (self._create_token(
            '4000 0000 0000 3220', verify_validity=False, order_id=order.id, access_token=order.access_token,
            return_url='/shop/payment', landing_route='/shop/payment/validate',
        ) for order in (first_order, second_order))
        first_page, second_page = self._challenge_page(first), self._challenge_page(second)
        self.assertIn(first_order.name, first_page)
        self.assertIn(second_order.name, second_page)
        # The second tab's challenge (started last) is completed first, then the first one.
        self._complete_challenge(second_page)
        self.assertEqual(second_order.transaction_ids.filtered(lambda tx: tx.operation != 'validation').state, 'done')
        self.assertFalse(first_order.transaction_ids.filtered(lambda tx: tx.operation != 'validation'))
        response = self._complete_challenge(first_page)
        self.assertTrue(response.headers['Location'].endswith('/payment/status'))
        self.assertEqual(first_order.transaction_ids.filtered(lambda tx: tx.operation != 'validation').state, 'done')

    def test_declined_card(self):
        refused = self._create_token('4000 0000 0000 0002')
        self.assertEqual((refused['result'], refused['error']), (False, 'Your card was declined by your bank.'))
        # Paying right away, the card is saved and its payment declined: the order stays unpaid.
        order = self._order()
        saved = self._create_token('4000 0000 0000 0002', verify_validity=False, order_id=order.id,
                                   access_token=order.access_token)
        self._pay_with_token(order, saved['id'])
        declined = order.transaction_ids
        self.assertEqual((declined.state, declined.state_message), ('error', 'Your card was declined by your bank.'))
        self.assertIn(order.state, ('draft', 'sent'))

    def test_refused_and_unanswered_cards(self):
        self.assertEqual(self._create_token('4000 0000 0000 0119'), {
            'result': False, 'id': False, 'challenge_url': False, 'error': 'Your card was declined by your bank.',
        })
        self.assertEqual(self._create_token('4000 0000 0000 0127'), {
            'result': False, 'id': False, 'challenge_url': False, 'error': False,
        })
