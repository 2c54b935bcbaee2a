from odoo import _, http
from odoo.exceptions import ValidationError
from odoo.http import request

from odoo.addons.payment.controllers.post_processing import PaymentPostProcessing
from odoo.addons.payment_demo.controllers.main import PaymentDemoController
from odoo.addons.website_weekbox.params import as_choice, as_text

SIMULATED_STATES = ('done', 'pending', 'cancel', 'error')


class PaymentDemoSimulation(PaymentDemoController):

    @http.route()
    def demo_simulate_payment(self, reference=None, payment_details=None, simulated_state=None, **data):
        """ Override of `payment_demo`: Odoo's route sets the state of any demo
        transaction whose reference it is given (references follow the order
        names: S00042-1), for anyone. Here it answers the visitor for their
        own payment only: the transaction their session created last (Odoo's
        transaction routes monitor it), still waiting for its outcome; and
        an order's payment is simulated once, as for a card (an order paid
        meanwhile in another tab is not paid again).

        The Weekbox payment form calls it for the demo provider's own method
        ('simulated' options); so does Odoo's form it hosts to add that
        method on the payment methods page.

        :param str reference: The reference of the transaction.
        :param str payment_details: The test details typed (a token keeps their last 4 characters).
        :param str simulated_state: 'done', 'pending', 'cancel' or 'error'.
        :raise ValidationError: "This payment is not available." whatever the
                                reason (no such transaction, not this
                                visitor's, already answered), or when the
                                order is already paid.
        """
        reference = as_text(reference, _("Reference"), 200)
        payment_details = as_text(payment_details, _("Payment details"), 64)
        simulated_state = as_choice(simulated_state, SIMULATED_STATES, _("payment status"))
        tx_sudo = request.env['payment.transaction'].sudo().browse(
            PaymentPostProcessing.get_monitored_transaction_id() or []
        ).exists()
        if not (
            reference and tx_sudo.reference == reference and tx_sudo.provider_code == 'demo'
            and tx_sudo.state == 'draft'
        ):
            raise ValidationError(_("This payment is not available."))
        if simulated_state != 'cancel' and tx_sudo.operation != 'validation':
            for order_sudo in tx_sudo.sale_order_ids:
                order_sudo._weekbox_lock()
                order_sudo._weekbox_check_can_be_paid()
        # payment_demo keeps the details on the token it may create: its last 4 only, as for a card.
        return super().demo_simulate_payment(
            reference=reference, payment_details=''.join(payment_details.split())[-4:],
            simulated_state=simulated_state,
        )
