from odoo import _, api, fields, models
from odoo.exceptions import ValidationError


class WebsiteCheckoutClosure(models.Model):
    """A time without deliveries (a public holiday, an inventory morning): no
    delivery date and time of the checkout falls within [start, end)."""
    _name = 'website.checkout.closure'
    _description = 'Delivery closure'
    _order = 'date_start desc, id desc'

    name = fields.Char(string="Reason", required=True, translate=True)
    website_id = fields.Many2one(
        'website', ondelete='cascade', index=True, help="Restrict to one website; empty means every website.")
    date_start = fields.Datetime(string="From", required=True, index=True)
    date_end = fields.Datetime(
        string="Until", required=True, index=True, help="Deliveries start again at this time (excluded).")
    active = fields.Boolean(default=True)

    @api.constrains('date_start', 'date_end')
    def _check_dates(self):
        for closure in self:
            if closure.date_end <= closure.date_start:
                raise ValidationError(_("A closure must end after it starts."))
