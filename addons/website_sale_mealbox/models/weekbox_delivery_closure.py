from odoo import api, fields, models


class WeekboxDeliveryClosure(models.Model):
    """A delivery closure may close one pick-up store only: its pick-up days,
    never the home deliveries nor the checkout's dates."""
    _inherit = 'weekbox.delivery.closure'

    mealbox_store_id = fields.Many2one(
        'mealbox.pickup.store', string="Store only", ondelete='cascade', index='btree_not_null',
        help="Close this meal box pick-up store only; empty closes every delivery and every store.")

    @api.model
    def _weekbox_general_domain(self):
        """A store's own closures are not the website's."""
        return super()._weekbox_general_domain() + [('mealbox_store_id', '=', False)]
