from odoo import api, fields, models

DELIVERY_TYPES = [
    ('delivery', "Home delivery"),
    ('pick_store', "Pick-up at a store"),
]


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    mealbox_box_id = fields.Many2one(
        'mealbox.box', string="Meal box", ondelete='restrict', index='btree_not_null',
        help="Box size (meals and people) of this order; set for meal box orders only.")
    mealbox_meals = fields.Integer(string="Meals")
    mealbox_people = fields.Integer(string="People")
    mealbox_delivery_type = fields.Selection(DELIVERY_TYPES, string="Delivery mode")
    mealbox_delivery_date = fields.Date(string="Delivery date", copy=False, index=True)
    mealbox_store_id = fields.Many2one(
        'mealbox.pickup.store', string="Pick-up store", ondelete='restrict')
    mealbox_remark = fields.Text(string="Delivery remark", copy=False)
    mealbox_is_individual = fields.Boolean(
        string="Individual", copy=False, help="The 'is individual' box ticked on the delivery step.")
    is_mealbox = fields.Boolean(
        string="Is a meal box order", compute='_compute_is_mealbox', store=True, index=True)

    @api.depends('mealbox_box_id')
    def _compute_is_mealbox(self):
        for order in self:
            order.is_mealbox = bool(order.mealbox_box_id)
