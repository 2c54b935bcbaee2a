from odoo import models

from odoo.addons.website_form_widget.const import (
    FORM_ATTEMPT_LIMIT_PARAM,
    FORM_ATTEMPT_LIMITS,
    FORM_ATTEMPT_WINDOW_MINUTES,
)


class WeekboxFormAttempt(models.Model):
    _name = 'weekbox.form.attempt'
    _inherit = 'weekbox.attempt.mixin'
    _description = "Website Form Attempt"

    # Who sent a website form (spam is refused per account, session and
    # address); never what the form said.
    _weekbox_attempt_default_limits = FORM_ATTEMPT_LIMITS
    _weekbox_attempt_window_minutes = FORM_ATTEMPT_WINDOW_MINUTES
    _weekbox_attempt_limit_param = FORM_ATTEMPT_LIMIT_PARAM
