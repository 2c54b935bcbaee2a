from odoo import models

from odoo.addons.website_weekbox_site.const import (
    RESET_ATTEMPT_LIMIT_PARAM,
    RESET_ATTEMPT_LIMITS,
    RESET_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxResetAttempt(models.Model):
    _name = 'weekbox.reset.attempt'
    _inherit = 'weekbox.attempt.mixin'
    _description = "Password Reset Attempt"

    # A posted password reset request (each sends an e-mail to the account the
    # typed login names), limited per account, session and address; never the
    # login typed.
    _weekbox_attempt_default_limits = RESET_ATTEMPT_LIMITS
    _weekbox_attempt_window_minutes = RESET_ATTEMPT_WINDOW_MINUTES
    _weekbox_attempt_limit_param = RESET_ATTEMPT_LIMIT_PARAM
