"""The terms and conditions of the checkout (spec §2.5, §5.2): when a website
shows Odoo's "Accept Terms & Conditions" checkbox (a website editor option),
the payment widget shows it instead of Odoo and the server refuses to pay
without it; and the confirmation page's purchase event (spec §2.7) is the
payment status widget's.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_payment_widget bash odoo-docker/test-odoo.sh
"""
import json

from jsonschema import Draft202012Validator
from lxml import html as lxml_html

from odoo import Command
from odoo.http import root
from odoo.tests import tagged

from odoo.addons.website.tools import MockRequest
from odoo.addons.website_sale_payment_widget.const import CARD_CONTINUATION_SESSION_KEY, TERMS_VIEW_KEY
from odoo.addons.website_sale_payment_widget.controllers.website_sale_payment_widget import PaymentWidgetPortal
from odoo.addons.website_sale_payment_widget.tests.common import PaymentWidgetCommon
from odoo.addons.website_weekbox.tests.route_contract import route_contract

TERMS_REFUSED = "Please accept the terms and conditions to pay your order."


class PaymentTermsCommon(PaymentWidgetCommon):

    def _ask_for_terms(self, website=None):
        """What the website editor's "Accept Terms & Conditions" option does:
        the view activated for this website only (its own copy of it)."""
        website = website or self.website
        view = self.env['ir.ui.view'].with_context(active_test=False, website_id=website.id).search(
            [('key', '=', TERMS_VIEW_KEY)] + website.website_domain(), order='website_id', limit=1,
        )
        view.with_context(website_id=website.id).write({'active': True})

    def _pay_params(self, order, **overrides):
        return {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': self.card_provider.id,
            'payment_method_id': None, 'token_id': None, 'amount': order.amount_total, 'flow': 'token',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
            **overrides,
        }

    @staticmethod
    def _widget_props(page, widget):
        tree = lxml_html.fromstring(page)
        mounts = tree.xpath(f'//div[@data-widget="{widget}"]')
        return [json.loads(mount.get('data-props')) for mount in mounts]


@tagged('post_install', '-at_install')
class TestTermsOnTransactions(PaymentTermsCommon):

    def test_refuses_a_payment_without_the_terms_when_the_website_asks(self):
        self._ask_for_terms()
        order = self._create_order()
        token = self._create_token(self.customer.partner_id)
        self.authenticate('pw_customer', 'pw_customer')
        for terms in ({}, {'terms_accepted': False}, {'terms_accepted': None}):
            with self.subTest(terms=terms):
                data = self.rpc_error('/shop/payment/transaction', self._pay_params(
                    order, token_id=token.id, **terms,
                ), name='ValidationError')
                self.assertEqual(data['message'], TERMS_REFUSED)
                self.assertNotIn('debug', data)
        # Odoo's own path too (its hosted form posts there).
        data = self.rpc_error(f'/shop/payment/transaction/{order.id}', {
            key: value for key, value in self._pay_params(order, token_id=token.id).items() if key != 'order_id'
        }, name='ValidationError')
        self.assertEqual(data['message'], TERMS_REFUSED)
        self.assertFalse(order.transaction_ids, "nothing is created")

        values = self.rpc('/shop/payment/transaction', self._pay_params(order, token_id=token.id, terms_accepted=True))
        self.assertEqual(order.transaction_ids.reference, values['reference'])

    def test_does_not_ask_when_the_option_is_off_or_for_another_website(self):
        order = self._create_order()
        token = self._create_token(self.customer.partner_id)
        self.assertFalse(order._weekbox_requires_terms_acceptance())
        self.authenticate('pw_customer', 'pw_customer')
        self.rpc('/shop/payment/transaction', self._pay_params(order, token_id=token.id))
        self.assertEqual(len(order.transaction_ids), 1)

        other_website = self.env['website'].create({'name': 'Weekbox Other Shop'})
        self._ask_for_terms(other_website)
        self.assertTrue(order.with_context(website_id=other_website.id).copy({
            'website_id': other_website.id,
        })._weekbox_requires_terms_acceptance())
        self.assertFalse(order._weekbox_requires_terms_acceptance(), "the option is per website")
        order.website_id = False
        self._ask_for_terms()
        self.assertFalse(order._weekbox_requires_terms_acceptance(), "not a website order")

    def test_refuses_a_new_card_before_it_goes_anywhere(self):
        self._ask_for_terms()
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        attempts = self.env['weekbox.card.attempt'].sudo().search_count([])
        data = self.rpc_error('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False,
        ), name='ValidationError')
        self.assertEqual(data['message'], TERMS_REFUSED)
        self.assertFalse(self.received_cards)
        self.assertEqual(self.env['weekbox.card.attempt'].sudo().search_count([]), attempts)

        result = self.rpc('/payment/weekbox/token/create', self._card_params(
            order_id=order.id, access_token=order.access_token, verify_validity=False, terms_accepted=True,
        ))
        self.assertTrue(result['result'])
        # Adding a card on the payment methods page pays nothing: no terms.
        self.assertTrue(self.rpc('/payment/weekbox/token/create', self._card_params(number='5555 5555 5555 4444'))[
            'result'])

    def test_a_card_authenticated_by_its_bank_pays_with_the_terms_accepted_before(self):
        self._ask_for_terms()
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        self.rpc('/payment/weekbox/token/create', self._card_params(
            '4000 0000 0000 3220', order_id=order.id, access_token=order.access_token, verify_validity=False,
            terms_accepted=True,
        ))
        continuations = root.session_store.get(self.session.sid)[CARD_CONTINUATION_SESSION_KEY]
        (key, continuation), = continuations.items()
        self.assertIs(continuation['terms_accepted'], True)

        controller = PaymentWidgetPortal()
        for accepted, landing in ((False, 'payment_challenge=failed'), (True, '/payment/status')):
            with self.subTest(terms_accepted=accepted):
                token = self._create_token(self.customer.partner_id, last4='3220')
                env = self.env(user=self.customer)
                with MockRequest(env, website=self.website.with_env(env)) as request:
                    request.session[CARD_CONTINUATION_SESSION_KEY] = {
                        key: {**continuation, 'terms_accepted': accepted},
                    }
                    response = controller._weekbox_resume_after_card_authentication(key, token)
                self.assertIn(landing, response.location)
        self.assertEqual(len(order.transaction_ids), 1, "paid once, with the terms accepted")

    def test_a_wallets_express_checkout_is_not_asked(self):
        """Odoo offers express checkout (a wallet's own sheet) on the cart,
        before the terms: its transaction goes through as in Odoo."""
        self._ask_for_terms()
        order = self._create_order()
        self.redirect_provider.allow_express_checkout = True
        self.authenticate('pw_customer', 'pw_customer')
        express = self._pay_params(
            order, provider_id=self.redirect_provider.id, payment_method_id=self.redirect_method.id, flow='direct',
        )
        values = self.rpc('/shop/payment/transaction', express)
        self.assertEqual(order.transaction_ids.reference, values['reference'])
        # Not a wallet: the same request for a provider without express checkout is refused.
        self.redirect_provider.allow_express_checkout = False
        data = self.rpc_error('/shop/payment/transaction', express, name='ValidationError')
        self.assertEqual(data['message'], TERMS_REFUSED)

    def test_the_route_map_types_terms_accepted(self):
        contract = route_contract()
        order = self._create_order()
        for route, params in (
            ('/shop/payment/transaction', self._pay_params(order, token_id=1, terms_accepted=True)),
            ('/payment/weekbox/token/create', self._card_params(order_id=order.id, terms_accepted=True)),
        ):
            with self.subTest(route=route):
                validator = Draft202012Validator(contract[route]['params'])
                self.assertEqual([error.message for error in validator.iter_errors(params)], [])
                self.assertEqual(contract[route]['params']['properties']['terms_accepted'], {'type': 'boolean'})
                self.assertNotIn('terms_accepted', contract[route]['params'].get('required', []))


@tagged('post_install', '-at_install')
class TestTermsOnThePaymentPage(PaymentTermsCommon):

    def _open_payment_page(self):
        order = self._create_order()
        self.authenticate('pw_customer', 'pw_customer')
        self.put_in_session(sale_order_id=order.id)
        response = self.url_open('/shop/payment')
        self.assertEqual(response.status_code, 200)
        self.assertTrue(response.url.endswith('/shop/payment'), response.url)
        return order, response.text

    def test_the_widget_has_the_only_checkbox(self):
        self._ask_for_terms()
        order, page = self._open_payment_page()
        (props,) = self._widget_props(page, 'payment-form')
        self.assertEqual(props['termsUrl'], '/terms')
        self.assertEqual(props['orderId'], order.id)
        self.assertEqual(props['currency']['name'], order.currency_id.name)
        self.assertNotIn('website_sale_tc_checkbox', page, "Odoo's own checkbox is left out")
        self.assertNotIn('website_sale_terms_and_conditions_checkbox', page)

    def test_no_checkbox_when_the_website_does_not_ask(self):
        _order, page = self._open_payment_page()
        (props,) = self._widget_props(page, 'payment-form')
        self.assertIsNone(props['termsUrl'])
        self.assertNotIn('website_sale_tc_checkbox', page)

    def test_odoos_checkbox_stays_where_odoo_confirms_a_free_order(self):
        self._ask_for_terms()
        self.product.list_price = 0.0
        _order, page = self._open_payment_page()
        self.assertFalse(self._widget_props(page, 'payment-form'))
        self.assertIn('website_sale_tc_checkbox', page)

    def test_no_checkbox_on_the_payment_methods_page(self):
        self._ask_for_terms()
        self.authenticate('pw_customer', 'pw_customer')
        page = self.url_open('/my/payment_method').text
        (props,) = self._widget_props(page, 'payment-form')
        self.assertIsNone(props.get('termsUrl'))


@tagged('post_install', '-at_install')
class TestPurchaseEventOnConfirmation(PaymentTermsCommon):

    def test_the_status_widget_gets_the_tracking_info_and_odoos_box_is_for_no_script_only(self):
        order = self._create_order(amount_qty=2)
        tx = self.env['payment.transaction'].create({
            'provider_id': self.redirect_provider.id,
            'payment_method_id': self.redirect_method.id,
            'reference': f'WEEKBOX-TRACKING-{order.id}',
            'amount': order.amount_total,
            'currency_id': order.currency_id.id,
            'partner_id': order.partner_id.id,
            'operation': 'online_redirect',
            'sale_order_ids': [Command.set(order.ids)],
        })
        tx._set_done()
        self.authenticate('pw_customer', 'pw_customer')
        self.put_in_session(sale_last_order_id=order.id)
        page = self.url_open('/shop/confirmation').text
        (props,) = self._widget_props(page, 'payment-status')
        tracking = props['trackingInfo']
        self.assertEqual(tracking['transaction_id'], order.id)
        self.assertEqual(tracking['value'], order.amount_total)
        self.assertEqual(tracking['currency'], order.currency_id.name)
        self.assertEqual([item['quantity'] for item in tracking['items']], [2.0])
        self.assertEqual(props['initialStatus']['state'], 'done')
        # Odoo's websiteSaleTracking sends a purchase event for every box it finds
        # by this class on each load: the only one is inside <noscript>.
        boxes = lxml_html.fromstring(page).xpath('//div[contains(@class, "oe_website_sale_tx_status")]')
        self.assertTrue(boxes)
        for box in boxes:
            self.assertTrue(box.xpath('ancestor::noscript'), "Odoo's status box is outside <noscript>")
