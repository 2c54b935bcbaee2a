from odoo import models


class PaymentToken(models.Model):
    _inherit = 'payment.token'

    def _build_display_name(self, *args, should_pad=True, **kwargs):
        """ Override of `payment_demo`: saved test cards read "•••• 4242" as real cards do. """
        if (
            should_pad and self.provider_code == 'demo' and self.payment_details
            and self.payment_method_id._weekbox_is_card()
        ):
            return f'•••• {self.payment_details}'
        return super()._build_display_name(*args, should_pad=should_pad, **kwargs)
