from odoo import api, fields, models

STEPS = [
    ('compose', "Compose"),
    ('extra', "Extra"),
    ('pickup', "Pick-up"),
    ('delivery', "Delivery"),
]


class MealboxStepAlert(models.Model):
    """An informational message shown as a toast on one step of the meal box wizard."""
    _name = 'mealbox.step.alert'
    _description = 'Meal box step alert'
    _order = 'sequence, id'

    step = fields.Selection(STEPS, required=True, default='compose')
    message = fields.Text(required=True, translate=True)
    tone = fields.Selection([('info', "Information"), ('warning', "Warning")], required=True, default='info')
    date_from = fields.Date(string="Shown from", help="First day the message is shown (included); empty: always.")
    date_to = fields.Date(string="Shown until", help="Last day the message is shown (included); empty: always.")
    website_id = fields.Many2one(
        'website', ondelete='cascade', index=True, help="Restrict to one website; empty means every website.")
    sequence = fields.Integer(default=10)
    active = fields.Boolean(default=True)

    _sql_constraints = [
        ('dates_ordered', 'CHECK(date_from IS NULL OR date_to IS NULL OR date_from <= date_to)',
         "An alert cannot end before it starts."),
    ]

    @api.depends('step', 'message')
    @api.depends_context('lang')
    def _compute_display_name(self):
        steps = dict(self._fields['step']._description_selection(self.env))
        for alert in self:
            text = (alert.message or '').splitlines()[0] if alert.message else ''
            alert.display_name = f"{steps.get(alert.step, '')}: {text[:60]}"

    @api.model
    def _mealbox_alerts_for(self, website, step, today=None):
        """Active alerts of `step` shown on `website` on `today` (default: today in the
        website's meal box timezone), in sequence order.

        :return: list of dicts {'id', 'message', 'tone'}, message in the context language
        """
        website = website or self.env['website'].get_current_website()
        today = today or website._mealbox_today()
        alerts = self.sudo().search([
            ('step', '=', step),
            ('website_id', 'in', [False, website.id]),
            '|', ('date_from', '=', False), ('date_from', '<=', today),
            '|', ('date_to', '=', False), ('date_to', '>=', today),
        ])
        return [{'id': alert.id, 'message': alert.message, 'tone': alert.tone} for alert in alerts]
