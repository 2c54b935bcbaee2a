from odoo import models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _weekbox_checkout_delivery_date_mode(self):
        """A meal box's delivery step chooses its date: the checkout asks none."""
        if self.is_mealbox:
            return 'none'
        return super()._weekbox_checkout_delivery_date_mode()
