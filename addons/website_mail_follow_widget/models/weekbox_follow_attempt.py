from odoo import models

from odoo.addons.website_mail_follow_widget.const import (
    FOLLOW_ATTEMPT_LIMIT_PARAM,
    FOLLOW_ATTEMPT_LIMITS,
    FOLLOW_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxFollowAttempt(models.Model):
    _name = 'weekbox.follow.attempt'
    _inherit = 'weekbox.attempt.mixin'
    _description = "Public Follow Attempt"

    # A visitor's follow with an e-mail (each may create a contact), limited
    # per session and address; never the e-mail itself.
    _weekbox_attempt_default_limits = FOLLOW_ATTEMPT_LIMITS
    _weekbox_attempt_window_minutes = FOLLOW_ATTEMPT_WINDOW_MINUTES
    _weekbox_attempt_limit_param = FOLLOW_ATTEMPT_LIMIT_PARAM
