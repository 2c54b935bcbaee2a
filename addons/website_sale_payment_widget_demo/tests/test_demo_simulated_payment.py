"""The demo provider's own method paid by the widget (option kind
'simulated'): the transaction (direct flow), then payment_demo's simulation
of the outcome chosen, which answers a visitor for their own payment only.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_payment_widget_demo:TestDemoSimulatedPayment
"""
import json

from lxml import html

from odoo import Command
from odoo.tests import tagged
from odoo.tests.common import Opener

from odoo.addons.payment.controllers.post_processing import PaymentPostProcessing
from odoo.addons.website_weekbox.tests.common import LeanReasonsMixin
from odoo.addons.website_sale_payment_widget_demo.tests.test_demo_card_flows import DemoCardCommon

NOT_AVAILABLE = 'This payment is not available.'
SIMULATE = '/payment/demo/simulate_payment'


@tagged('post_install', '-at_install')
class TestDemoSimulatedPayment(DemoCardCommon):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.demo_method = cls.env.ref('payment_demo.payment_method_demo')
        cls.provider.payment_method_ids = [Command.link(cls.demo_method.id)]
        cls.demo_method.active = True

    def _start(self, order, tokenization_requested=False):
        """What the widget's Pay does first: the transaction, direct flow; its reference."""
        return self.rpc('/shop/payment/transaction', {
            'order_id': order.id, 'access_token': order.access_token, 'provider_id': self.provider.id,
            'payment_method_id': self.demo_method.id, 'token_id': None, 'amount': order.amount_total,
            'flow': 'direct', 'tokenization_requested': tokenization_requested,
            'landing_route': '/shop/payment/validate', 'is_validation': False,
        })['reference']

    def _simulate(self, reference, state='done', details='4242', **kwargs):
        return {'reference': reference, 'payment_details': details, 'simulated_state': state, **kwargs}

    def _tx(self, reference):
        return self.env['payment.transaction'].search([('reference', '=', reference)])

    def test_the_widget_pays_the_demo_method_itself(self):
        props = self._order().with_user(self.customer)._weekbox_get_payment_form_values()['props']
        kinds = {(option['providerCode'], option['paymentMethodCode']): option['kind'] for option in props['options']}
        self.assertEqual(kinds[('demo', 'demo')], 'simulated')
        self.assertEqual(kinds[('demo', 'card')], 'new_card')

    def test_each_outcome_chosen_is_the_transactions(self):
        for state in ('done', 'pending', 'cancel', 'error'):
            with self.subTest(state=state):
                order = self._order()
                reference = self._start(order)
                self.assertEqual(self._tx(reference).state, 'draft')
                self.assertIsNone(self.rpc(SIMULATE, self._simulate(reference, state)))
                self.assertEqual(self._tx(reference).state, state)

    def test_a_refused_payment_is_paid_again_with_a_new_transaction(self):
        order = self._order()
        first = self._start(order)
        self.rpc(SIMULATE, self._simulate(first, 'error'))
        second = self._start(order)
        self.assertNotEqual(first, second)
        self.rpc(SIMULATE, self._simulate(second, 'done'))
        self.assertEqual(order.transaction_ids.mapped('state'), ['done', 'error'])

    def test_the_details_are_saved_only_when_asked(self):
        order = self._order()
        self.rpc(SIMULATE, self._simulate(self._start(order, tokenization_requested=True), details='4000 1234'))
        token = order.transaction_ids.token_id
        self.assertEqual((token.payment_details, token.partner_id), ('1234', self.customer.partner_id))
        other = self._order()
        self.rpc(SIMULATE, self._simulate(self._start(other)))
        self.assertFalse(other.transaction_ids.token_id)

    def test_another_visitor_cannot_decide_a_customers_payment(self):
        order = self._order()
        reference = self._start(order)
        for visitor in (Opener(self.cr), None):
            if visitor is None:
                # The customer's other transaction since: only the latest is theirs to decide.
                self._start(self._order())
            self.rpc_error(SIMULATE, self._simulate(reference), visitor=visitor,
                           name='ValidationError', message=NOT_AVAILABLE)
        self.assertEqual(self._tx(reference).state, 'draft')

    def test_an_answered_payment_is_not_answered_again(self):
        reference = self._start(self._order())
        self.rpc(SIMULATE, self._simulate(reference, 'error'))
        self.rpc_error(SIMULATE, self._simulate(reference, 'done'), name='ValidationError', message=NOT_AVAILABLE)
        self.assertEqual(self._tx(reference).state, 'error')

    def test_an_order_paid_meanwhile_is_not_paid_again(self):
        order = self._order()
        reference = self._start(order)
        # Paid in another tab meanwhile (a saved card).
        token = self._create_token('4242 4242 4242 4242')['id']
        self._pay_with_token(order, token)
        self.assertEqual(order.transaction_ids.filtered(lambda tx: tx.token_id).state, 'done')
        other_tab = self._tx(reference)
        # The session's latest transaction is the card's: the first tab's is refused as any other.
        self.rpc_error(SIMULATE, self._simulate(reference), name='ValidationError', message=NOT_AVAILABLE)
        # Even were it the latest one (the first tab's session), the order is
        # paid: refused, and cancelling it is still allowed.
        # (The transaction this session follows: Odoo's transaction routes set it.)
        self.put_in_session(**{PaymentPostProcessing.MONITORED_TX_ID_KEY: other_tab.id})
        self.rpc_error(SIMULATE, self._simulate(reference), name='ValidationError',
                       message='This order is already paid.')
        self.rpc(SIMULATE, self._simulate(reference, 'cancel'))
        self.assertEqual(other_tab.state, 'cancel')

    def test_bad_input_is_refused_with_a_message(self):
        reference = self._start(self._order())
        for params, message in (
            (self._simulate(reference, 'authorized'), 'Unknown payment status.'),
            (self._simulate(reference, details='1' * 65), 'Payment details is too long.'),
            (self._simulate(['x']), 'Reference must be text.'),
            (self._simulate(''), NOT_AVAILABLE),
        ):
            with self.subTest(params=params):
                self.rpc_error(SIMULATE, params, name='ValidationError', message=message)
        self.assertEqual(self._tx(reference).state, 'draft')


# The lean pages are website_weekbox_site's, which the run as a production
# install (without demo data: the meal-box modules alone) does not install.
@tagged('post_install', '-at_install', 'weekbox_needs_demo')
class TestDemoPaymentPageIsLean(LeanReasonsMixin, DemoCardCommon):

    def test_the_demo_providers_methods_leave_the_payment_page_lean(self):
        """Odoo's demo provider (its card and its own method) and the wire
        transfer: every option is the widget's, so /shop/payment loads no Odoo
        frontend bundle (issue #34)."""
        self.make_lean_site(self.website)
        self.provider.payment_method_ids = [Command.link(self.env.ref('payment_demo.payment_method_demo').id)]
        self.env.ref('payment.payment_provider_transfer').is_published = True
        ours = self.provider | self.env.ref('payment.payment_provider_transfer')
        self.env['payment.provider'].search([('id', 'not in', ours.ids)]).is_published = False
        order = self._order()
        self.put_in_session(sale_order_id=order.id)
        self.assertEqual(self.reasons('/shop/payment'), [])
        page = self.url_open('/shop/payment').text
        props = json.loads(html.fromstring(page).xpath('//div[@data-widget="payment-form"]')[0].get('data-props'))
        kinds = {(option['providerCode'], option['paymentMethodCode']): option['kind'] for option in props['options']}
        self.assertEqual(kinds, {
            ('demo', 'card'): 'new_card', ('demo', 'demo'): 'simulated', ('custom', 'wire_transfer'): 'redirect',
        })
        self.assertNotIn('id="o_payment_form"', page)
