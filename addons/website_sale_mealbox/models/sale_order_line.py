from odoo import fields, models

LINE_TYPES = [
    ('box', "Box"),
    ('dish', "Dish"),
    ('extra', "Extra"),
]


class SaleOrderLine(models.Model):
    _inherit = 'sale.order.line'

    mealbox_line_type = fields.Selection(
        LINE_TYPES, string="Meal box line", copy=True,
        help="Role of the line in a meal box order: the box product, a chosen dish, or an extra.")

    def write(self, vals):
        result = super().write(vals)
        if 'product_id' in vals:
            self._mealbox_follow_box_product()
        return result

    def _mealbox_follow_box_product(self):
        """A box line given another box size's product (staff editing the
        order lines) makes that size the order's box, so the order's meals
        and people follow. A product that is no box size's changes nothing
        (the pay checks then refuse the order, see _mealbox_integrity_problem)."""
        for line in self.filtered(lambda line: line.mealbox_line_type == 'box'):
            order = line.order_id
            if not line.product_id or order.mealbox_box_id.product_id == line.product_id:
                continue
            box = order._mealbox_box_of_product(line.product_id)
            if box:
                order.mealbox_box_id = box
