"""Providers whose card form is their own (inline form and JavaScript): Odoo's
Stripe provider in test mode, beside the demo provider and the wire transfer.

No network here: Stripe's servers are never reached (Odoo's tests block
outgoing requests), so these check what Odoo does before and after them.
"""
import json
import re

from lxml import etree, html

from odoo import Command
from odoo.tests import tagged
from odoo.tools import mute_logger

from odoo.addons.website_sale_payment_widget_demo.tests.test_demo_card_flows import DemoCardCommon

REFUSED_CARD_DATA = 'Card details cannot be sent to this website for this payment method.'


@tagged('post_install', '-at_install')
class TestInlineProviders(DemoCardCommon):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.stripe = cls.env.ref('payment.payment_provider_stripe')
        cls.stripe.write({
            'name': 'Stripe (Weekbox test account)',
            'state': 'test',
            'is_published': True,
            'stripe_publishable_key': 'pk_test_weekbox',
            'stripe_secret_key': 'sk_test_weekbox',
            'payment_method_ids': [Command.link(cls.card_method.id)],
            # Before the demo provider, as Odoo's form would show the card with Stripe.
            'sequence': cls.provider.sequence - 1,
        })
        cls.transfer = cls.env.ref('payment.payment_provider_transfer')

    def _options(self, props):
        return {(option['providerCode'], option['paymentMethodCode']): option for option in props['options']}

    def _shop_payment_page(self, order):
        self.put_in_session(sale_order_id=order.id)
        response = self.url_open('/shop/payment')
        self.assertEqual(response.status_code, 200)
        return response.text

    def test_a_card_of_two_providers_is_offered_by_each_whatever_their_order(self):
        """The demo provider first: its card is typed in the widget, Stripe's
        in Stripe's hosted form, each option saying whose it is (Odoo's form
        would show one card; the demo provider hosts nothing any more, its
        own method being simulated by the widget)."""
        self.stripe.sequence = self.provider.sequence + 1
        options = self._options(self._order().with_user(self.customer)._weekbox_get_payment_form_values()['props'])
        self.assertEqual(options[('demo', 'card')]['kind'], 'new_card')
        self.assertEqual(options[('stripe', 'card')]['kind'], 'inline')
        self.assertEqual(options[('demo', 'demo')]['kind'], 'simulated')
        self.assertEqual(options[('stripe', 'card')]['details'], 'Stripe (Weekbox test account)')
        self.assertEqual(options[('demo', 'card')]['details'], self.provider.name)

    def test_each_provider_pays_its_own_way(self):
        order = self._order()
        props = order.with_user(self.customer)._weekbox_get_payment_form_values()['props']
        options = self._options(props)
        # A test card typed in the widget (demo), Stripe's own form, Odoo's demo
        # method simulated by the widget, a redirect: nothing Odoo offers is dropped.
        self.assertEqual(options[('demo', 'card')]['kind'], 'new_card')
        self.assertEqual(options[('stripe', 'card')]['kind'], 'inline')
        self.assertEqual(options[('demo', 'demo')]['kind'], 'simulated')
        self.assertEqual(options[('custom', 'wire_transfer')]['kind'], 'redirect')
        self.assertEqual(props['inlineHostId'], 'o_weekbox_inline_host')
        # Two "Card" options: each says whose it is (the provider's name in the back office).
        self.assertEqual(options[('stripe', 'card')]['details'], 'Stripe (Weekbox test account)')
        self.assertEqual(options[('demo', 'card')]['details'], self.provider.name)
        self.assertEqual(options[('custom', 'wire_transfer')]['details'], '')

    def test_checkout_page_hosts_stripes_own_form(self):
        order = self._order()
        html_text = self._shop_payment_page(order)
        widget, host = html_text.split('id="o_weekbox_inline_host"', 1)
        self.assertIn('data-widget="payment-form"', widget)
        # Odoo's own payment form lives in the hidden host only, with Stripe's
        # radio, its element container and Stripe's SDK.
        self.assertNotIn('id="o_payment_form"', widget)
        self.assertIn('id="o_payment_form"', host)
        self.assertRegex(
            html_text,
            r'class="o_weekbox_inline_host" hidden="hidden" data-odoo-owned="payment.form" id="o_weekbox_inline_host"',
        )
        radio = re.search(
            rf'<input name="o_payment_radio"[^>]*data-payment-option-id="{self.card_method.id}"[^>]*'
            rf'data-provider-id="{self.stripe.id}"[^>]*>', host)
        self.assertTrue(radio, "Stripe's card radio in the host")
        container = html.fromstring(html_text).xpath('//*[@name="o_stripe_element_container"]')
        self.assertEqual(len(container), 1)
        inline_values = json.loads(container[0].get('data-stripe-inline-form-values'))
        self.assertEqual(inline_values['publishable_key'], 'pk_test_weekbox')
        self.assertEqual(inline_values['currency_name'], order.currency_id.name.lower())
        self.assertEqual(inline_values['minor_amount'], int(round(order.amount_total * 100)))
        self.assertIn('https://js.stripe.com/v3/', host)
        self.assertIn(f'data-transaction-route="/shop/payment/transaction/{order.id}"', host)
        self.assertIn('name="o_payment_submit_button"', host)
        # The demo provider's card is typed in the widget: not in Odoo's hosted form.
        hosted = [(radio.get('data-provider-id'), radio.get('data-payment-option-id'))
                  for radio in html.fromstring(html_text).xpath('//input[@name="o_payment_radio"]')]
        self.assertIn((str(self.stripe.id), str(self.card_method.id)), hosted)
        self.assertNotIn((str(self.provider.id), str(self.card_method.id)), hosted)

    def test_stripes_remote_script_comes_only_where_stripe_is_offered(self):
        """No third-party script for a provider that is not offered: Stripe's
        SDK (js.stripe.com) is on the payment pages while Stripe is, and gone
        once it is disabled (Odoo's payment_stripe adds it to every payment
        form; website_sale_payment_widget_stripe)."""
        sdk = 'https://js.stripe.com/v3/'
        order = self._order()
        self.assertIn(sdk, self._shop_payment_page(order))
        self.assertIn(sdk, self.url_open('/my/payment_method').text)

        self.stripe.state = 'disabled'
        page = self._shop_payment_page(order)
        # Nothing left to host: the demo method is the widget's, simulated (so the page can be lean).
        self.assertNotIn('id="o_payment_form"', page)
        self.assertFalse(sdk in page, "Stripe's SDK on a payment page that does not offer Stripe")
        self.assertFalse(sdk in self.url_open('/my/payment_method').text, "Stripe's SDK on /my/payment_method")
        # Enabled but not offered for this order (another currency only): gone too.
        self.stripe.state = 'test'
        self.stripe.available_currency_ids = self.env.ref('base.USD') if order.currency_id.name != 'USD' \
            else self.env.ref('base.EUR')
        self.assertFalse(sdk in self._shop_payment_page(order), "Stripe's SDK where Stripe is not offered")

    def test_the_token_route_refuses_stripe_cards(self):
        order = self._order()
        attempts = self.env['weekbox.card.attempt'].sudo().search_count([])
        response = self.url_open('/payment/weekbox/token/create', data=json.dumps({
            'jsonrpc': '2.0', 'method': 'call', 'params': {
                'provider_id': self.stripe.id, 'payment_method_id': self.card_method.id,
                'cc_number': '4242 4242 4242 4242', 'cc_cvc': '123', 'cc_expiry': '12 / 39',
                'verify_validity': False, 'order_id': order.id, 'access_token': order.access_token,
            },
        }), headers={'Content-Type': 'application/json'})
        body = response.json()
        self.assertEqual(body['error']['data']['message'], REFUSED_CARD_DATA)
        self.assertNotIn('4242', response.text)
        self.assertNotIn('debug', body['error']['data'])
        self.assertEqual(self.env['weekbox.card.attempt'].sudo().search_count([]), attempts)
        self.assertFalse(self.env['payment.token'].search([('provider_id', '=', self.stripe.id)]))

    def test_stripe_payment_without_its_servers_is_a_clear_refusal(self):
        """Pay with Stripe's form: the transaction route (Odoo's, direct flow)
        asks Stripe for a payment intent; unreachable, it answers a message,
        never a traceback, and leaves no transaction behind."""
        order = self._order()
        # Odoo's Stripe code logs the unreachable API as an error (expected here).
        with mute_logger('odoo.addons.payment_stripe.models.payment_provider'):
            body = self._pay_directly(order, self.stripe, self.card_method)
        data = body['error']['data']
        self.assertEqual(data['name'], 'odoo.exceptions.ValidationError')
        self.assertIn('Stripe', data['message'])
        self.assertNotIn('debug', data)
        self.assertNotIn('Traceback', json.dumps(body))
        self.assertFalse(order.transaction_ids)

    def _pay_directly(self, order, provider, method, tokenization_requested=False):
        """Odoo's transaction route as its payment form calls it for a direct flow."""
        return self.rpc_raw(f'/shop/payment/transaction/{order.id}', {
            'access_token': order.access_token, 'provider_id': provider.id,
            'payment_method_id': method.id, 'token_id': None, 'amount': order.amount_total,
            'flow': 'direct', 'tokenization_requested': tokenization_requested,
            'landing_route': '/shop/payment/validate', 'is_validation': False,
        })

    def _pay_with_demo_method(self, order, tokenization_requested):
        demo_method = self.provider.payment_method_ids.filtered(lambda method: method.code == 'demo')
        return self._pay_directly(order, self.provider, demo_method, tokenization_requested)

    def test_a_guest_saves_a_card_in_a_providers_form_only_for_their_own_order(self):
        order = self._order()
        self.authenticate(None, None)
        # A link to the order (its access token) is not enough: asking to save is refused.
        refused = self._pay_with_demo_method(order, tokenization_requested=True)
        self.assertEqual(refused['error']['data']['message'], 'Please sign in to save a payment method.')
        self.assertFalse(order.transaction_ids)
        # Without saving, the guest pays.
        self.assertEqual(self._pay_with_demo_method(order, tokenization_requested=False)['result']['reference'],
                         order.transaction_ids.reference)
        # Their own session's order: the card may be saved.
        other_order = self._order()
        self.put_in_session(sale_order_id=other_order.id)
        self.assertTrue(self._pay_with_demo_method(other_order, tokenization_requested=True)['result'])
        self.assertTrue(other_order.transaction_ids.tokenize)

    def test_payment_methods_page_hosts_stripe_to_add_a_card(self):
        page = html.fromstring(self.url_open('/my/payment_method').content)
        props = json.loads(page.xpath('//div[@data-widget="payment-form"]')[0].get('data-props'))
        self.assertEqual(props['inlineHostId'], 'o_weekbox_inline_host')
        host = etree.tostring(page.get_element_by_id('o_weekbox_inline_host'), encoding='unicode')
        kinds = {(option['providerCode'], option['paymentMethodCode']): option['kind'] for option in props['options']}
        self.assertEqual(kinds[('stripe', 'card')], 'inline')
        self.assertEqual(kinds[('demo', 'card')], 'new_card')
        # Odoo's demo method saves its token in its own form (the widget only simulates payments).
        self.assertEqual(kinds[('demo', 'demo')], 'inline')
        self.assertIn('id="customer_input"', host)
        self.assertNotIn(('custom', 'wire_transfer'), kinds)
        self.assertIn('data-mode="validation"', host)
        self.assertIn('data-transaction-route="/payment/transaction"', host)
