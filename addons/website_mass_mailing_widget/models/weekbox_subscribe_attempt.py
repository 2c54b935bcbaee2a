from odoo import models

from odoo.addons.website_mass_mailing_widget.const import (
    SUBSCRIBE_ATTEMPT_LIMIT_PARAM,
    SUBSCRIBE_ATTEMPT_LIMITS,
    SUBSCRIBE_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxSubscribeAttempt(models.Model):
    _name = 'weekbox.subscribe.attempt'
    _inherit = 'weekbox.attempt.mixin'
    _description = "Newsletter Subscription Attempt"

    # A visitor's newsletter subscription (each may create a mailing contact),
    # limited per session and address; never the e-mail itself.
    _weekbox_attempt_default_limits = SUBSCRIBE_ATTEMPT_LIMITS
    _weekbox_attempt_window_minutes = SUBSCRIBE_ATTEMPT_WINDOW_MINUTES
    _weekbox_attempt_limit_param = SUBSCRIBE_ATTEMPT_LIMIT_PARAM
