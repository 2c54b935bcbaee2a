from odoo import fields, models


class MealboxClosedDate(models.Model):
    """A day without deliveries and pick-ups (public holiday, closure of one store)."""
    _name = 'mealbox.closed.date'
    _description = 'Meal box closed date'
    _order = 'date desc, id desc'

    date = fields.Date(required=True, index=True)
    name = fields.Char(string="Reason", translate=True)
    website_id = fields.Many2one(
        'website', ondelete='cascade', index=True, help="Restrict to one website; empty means every website.")
    store_id = fields.Many2one(
        'mealbox.pickup.store', string="Store only", ondelete='cascade', index=True,
        help="Close this store only; empty closes home deliveries and every store.")
    active = fields.Boolean(default=True)
