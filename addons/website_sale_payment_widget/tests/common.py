"""Fixtures of the payment widget's tests: two portal customers, a website
order each, and two test providers (no real provider involved):

- `card_provider` (test mode) saves test cards server to server: its
  _weekbox_create_card_token is replaced by a stub that keeps what it
  received, so tests can see that the full card reaches the provider and
  nothing more is stored (4000 0000 0000 3220: a 3-D Secure challenge at
  CHALLENGE_PATH + its transaction reference);
- `redirect_provider` posts a form (a redirect payment).
"""
from unittest.mock import patch

from odoo import Command
from odoo.tests import HttpCase

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin

CARD_PROVIDER_REF = 'weekbox-test-card-token'
CHALLENGE_PATH = '/weekbox/test/challenge/'


class PaymentWidgetCommon(RouteCallsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        belgium = cls.env.ref('base.be')
        group_portal = cls.env.ref('base.group_portal')
        cls.customer, cls.other_customer = cls.env['res.users'].create([{
            'name': f'Payment Widget {login}',
            'login': login,
            'password': login,
            'email': f'{login}@example.com',
            'groups_id': [Command.set([group_portal.id])],
        } for login in ('pw_customer', 'pw_other_customer')])
        (cls.customer.partner_id | cls.other_customer.partner_id).write({
            'street': 'Rue Neuve 1', 'zip': '1000', 'city': 'Bruxelles', 'country_id': belgium.id,
        })

        cls.card_method = cls.env.ref('payment.payment_method_card')
        cls.visa_method = cls.env.ref('payment.payment_method_visa')
        cls.card_provider = cls.env['payment.provider'].create({
            'name': 'Weekbox Test Cards',
            'code': 'none',
            'state': 'test',
            'is_published': True,
            'allow_tokenization': True,
            'payment_method_ids': [Command.set(cls.card_method.ids)],
        })
        (cls.card_method | cls.visa_method).write({'active': True})
        redirect_form = cls.env['ir.ui.view'].create({
            'name': 'Weekbox Test Redirect Form',
            'type': 'qweb',
            'arch': '<form action="/weekbox/test/psp" method="post"><input type="hidden" name="pay" value="1"/></form>',
        })
        cls.redirect_method = cls.env.ref('payment.payment_method_unknown')
        cls.redirect_provider = cls.env['payment.provider'].create({
            'name': 'Weekbox Test Redirect',
            'code': 'none',
            'state': 'test',
            'is_published': True,
            'redirect_form_view_id': redirect_form.id,
            'payment_method_ids': [Command.set(cls.redirect_method.ids)],
        })
        # A payment method is enabled once a provider offers it.
        cls.redirect_method.write({'active': True})
        cls.product = cls.env['product.product'].create({
            'name': 'Weekbox test service',
            'type': 'service',
            'list_price': 25.0,
            'taxes_id': [Command.clear()],
            'website_published': True,
        })

    def setUp(self):
        super().setUp()
        self.received_cards = []
        provider_class = type(self.env['payment.provider'])
        card_provider_id = self.card_provider.id
        original_create = provider_class._weekbox_create_card_token
        original_supports = provider_class._weekbox_supports_card_tokenization
        received = self.received_cards

        def supports(provider):
            return provider.id == card_provider_id or original_supports(provider)

        def create_token(provider, card, partner, payment_method, verify_validity=False):
            if provider.id != card_provider_id:
                return original_create(provider, card, partner, payment_method, verify_validity)
            received.append({'card': card, 'partner': partner, 'verify_validity': verify_validity})
            if card.number == '4000000000000002' and verify_validity:
                return {'error': "Your card was declined by your bank."}
            if card.number == '4000000000003220':
                return {'challenge': provider.env['payment.transaction'].sudo().create({
                    'provider_id': provider.id,
                    'payment_method_id': payment_method.id,
                    'reference': f'WBTEST-CHALLENGE-{partner.id}-{len(received)}',
                    'amount': 0.0,
                    'currency_id': provider.env.ref('base.EUR').id,
                    'partner_id': partner.id,
                    'operation': 'validation',
                })}
            token = provider.env['payment.token'].sudo().create({
                'provider_id': provider.id,
                'payment_method_id': payment_method.id,
                'partner_id': partner.id,
                'payment_details': card.payment_details,
                'provider_ref': CARD_PROVIDER_REF,
            })
            return {'token': token}

        # Payments of the test providers have no journal to book on (as in payment's own tests).
        self.startPatcher(patch(
            'odoo.addons.account_payment.models.payment_transaction.PaymentTransaction._reconcile_after_done',
        ))
        self.startPatcher(patch.object(provider_class, '_weekbox_supports_card_tokenization', supports))
        self.startPatcher(patch.object(provider_class, '_weekbox_create_card_token', create_token))
        self.startPatcher(patch.object(
            provider_class, '_weekbox_get_challenge_url', lambda provider, tx: f'{CHALLENGE_PATH}{tx.reference}',
        ))

    # === HELPERS === #

    def _create_order(self, user=None, amount_qty=1):
        user = user or self.customer
        order = self.env['sale.order'].create({
            'partner_id': user.partner_id.id,
            'website_id': self.website.id,
            'order_line': [Command.create({'product_id': self.product.id, 'product_uom_qty': amount_qty})],
        })
        order._portal_ensure_token()
        return order

    def _create_token(self, partner, provider=None, last4='1111'):
        return self.env['payment.token'].create({
            'provider_id': (provider or self.card_provider).id,
            'payment_method_id': self.visa_method.id,
            'partner_id': partner.id,
            'payment_details': last4,
            'provider_ref': CARD_PROVIDER_REF,
        })

    def _card_params(self, number='4242 4242 4242 4242', cvc='123', expiry='12 / 39', **extra):
        return {
            'provider_id': self.card_provider.id,
            'payment_method_id': self.card_method.id,
            'cc_number': number,
            'cc_cvc': cvc,
            'cc_expiry': expiry,
            'cc_brand': 'visa',
            'verify_validity': True,
            **extra,
        }
