from odoo import models


class SaleOrderLine(models.Model):
    _inherit = 'sale.order.line'

    def _is_weekbox_composed_line(self):
        """The meal box's lines are changed by its wizard only, never in the cart."""
        return super()._is_weekbox_composed_line() or bool(self.mealbox_line_type)

    def _get_weekbox_product_url(self):
        """A dish is sold in a box only: it has no product page."""
        if self.product_id.is_mealbox_dish:
            return None
        return super()._get_weekbox_product_url()
