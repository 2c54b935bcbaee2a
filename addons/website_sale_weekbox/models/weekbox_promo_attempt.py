from odoo import _, api, models

from odoo.addons.website_sale_weekbox.const import (
    PROMO_ATTEMPT_LIMIT_PARAM,
    PROMO_ATTEMPT_LIMITS,
    PROMO_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxPromoAttempt(models.Model):
    _name = 'weekbox.promo.attempt'
    _inherit = 'weekbox.attempt.mixin'
    _description = "Promo Code Attempt"

    # A visitor's promo code that was refused (unknown, expired, not for this
    # order): limited per account, session and address, so that codes cannot
    # be guessed by trying many. Never the code itself.
    _weekbox_attempt_default_limits = PROMO_ATTEMPT_LIMITS
    _weekbox_attempt_window_minutes = PROMO_ATTEMPT_WINDOW_MINUTES
    _weekbox_attempt_limit_param = PROMO_ATTEMPT_LIMIT_PARAM

    @api.model
    def _weekbox_too_many_message(self):
        return _("Too many wrong promo codes from this connection. Please wait a few minutes and try again.")
