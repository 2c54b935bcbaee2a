from odoo import models

from odoo.addons.website_livechat_widget.const import (
    TRANSCRIPT_ATTEMPT_LIMIT_PARAM,
    TRANSCRIPT_ATTEMPT_LIMITS,
    TRANSCRIPT_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxTranscriptAttempt(models.Model):
    _name = 'weekbox.transcript.attempt'
    _inherit = 'weekbox.attempt.mixin'
    _description = "Live Chat Transcript Attempt"

    # A visitor's chat transcript sent by e-mail (each is an e-mail to any
    # address), limited per session and address; never the address itself.
    _weekbox_attempt_default_limits = TRANSCRIPT_ATTEMPT_LIMITS
    _weekbox_attempt_window_minutes = TRANSCRIPT_ATTEMPT_WINDOW_MINUTES
    _weekbox_attempt_limit_param = TRANSCRIPT_ATTEMPT_LIMIT_PARAM
