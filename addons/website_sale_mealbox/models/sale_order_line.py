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
