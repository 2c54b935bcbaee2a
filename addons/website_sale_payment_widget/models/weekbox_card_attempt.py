from odoo import models

from odoo.addons.website_sale_payment_widget.const import (
    CARD_ATTEMPT_LIMIT_PARAM,
    CARD_ATTEMPT_LIMITS,
    CARD_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxCardAttempt(models.Model):
    _name = 'weekbox.card.attempt'
    _inherit = 'weekbox.attempt.mixin'
    _description = "Card Attempt"

    # Who sent a card to a provider (card testing is refused per account,
    # session and address); never anything of the card.
    _weekbox_attempt_default_limits = CARD_ATTEMPT_LIMITS
    _weekbox_attempt_window_minutes = CARD_ATTEMPT_WINDOW_MINUTES
    _weekbox_attempt_limit_param = CARD_ATTEMPT_LIMIT_PARAM
