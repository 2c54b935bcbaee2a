from odoo import models

from odoo.addons.website_weekbox_site.const import (
    SIGNUP_ATTEMPT_LIMIT_PARAM,
    SIGNUP_ATTEMPT_LIMITS,
    SIGNUP_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxSignupAttempt(models.Model):
    _name = 'weekbox.signup.attempt'
    _inherit = 'weekbox.attempt.mixin'
    _description = "Sign-up Attempt"

    # A posted sign-up form (each may create an account and send an e-mail to
    # the address typed), limited per account, session and address; never
    # the address typed.
    _weekbox_attempt_default_limits = SIGNUP_ATTEMPT_LIMITS
    _weekbox_attempt_window_minutes = SIGNUP_ATTEMPT_WINDOW_MINUTES
    _weekbox_attempt_limit_param = SIGNUP_ATTEMPT_LIMIT_PARAM
