from odoo import _, api, fields, models
from odoo.exceptions import ValidationError


class WeekboxDeliveryClosure(models.Model):
    """A time without deliveries (a public holiday, an inventory morning):
    no delivery falls within [start, end). One list for every delivery
    calendar of the website: the checkout's dates and hours take out the
    times it covers, the meal box the days it covers whole (website._weekbox_get_closures)."""
    _name = 'weekbox.delivery.closure'
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

    @api.model
    def _weekbox_general_domain(self):
        """The closures of every delivery of a website. Override point: a
        module whose closures may concern one place only (the meal box's
        pick-up stores) leaves those out here."""
        return []
