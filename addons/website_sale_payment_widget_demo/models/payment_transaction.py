from odoo import _, fields, models


class PaymentTransaction(models.Model):
    _inherit = 'payment.transaction'

    # What a demo card validation saves on its token: never more of the card.
    weekbox_demo_payment_details = fields.Char(string="Demo Card Last Digits")
    weekbox_demo_simulated_state = fields.Selection(
        string="Demo Card Payments",
        selection=[('done', "Accepted"), ('error', "Declined")],
    )

    def _weekbox_demo_authenticate(self):
        """ The demo bank accepts the card being saved: the validation is done
        and payment_demo creates the token. Note: self.ensure_one() """
        self.ensure_one()
        self._handle_notification_data('demo', {
            'reference': self.reference,
            'simulated_state': 'done',
            'payment_details': self.weekbox_demo_payment_details,
        })
        self.token_id.demo_simulated_state = self.weekbox_demo_simulated_state or 'done'

    def _send_payment_request(self):
        """ Override of `payment_demo`: a declined test card says so, as a bank would. """
        super()._send_payment_request()
        declined_card = self.state == 'error' and self.token_id.payment_method_id._weekbox_is_card()
        if self.provider_code == 'demo' and declined_card:
            self.state_message = _("Your card was declined by your bank.")
