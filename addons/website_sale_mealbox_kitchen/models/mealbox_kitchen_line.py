"""What goes in the confirmed meal boxes: one row per box, dish and extra line
(a SQL view of the order lines, see mealbox_kitchen_box.py for "confirmed").
Dishes to cook are these rows summed per product (read_group: one query for a
whole day); a dish line's quantity is meals, each for the box's people, so its
portions are quantity × people."""
from odoo import api, fields, models, tools

from odoo.addons.website_sale_mealbox.models.sale_order import DELIVERY_TYPES
from odoo.addons.website_sale_mealbox.models.sale_order_line import LINE_TYPES

from .mealbox_kitchen_box import CONFIRMED_STATES


class MealboxKitchenLine(models.Model):
    _name = 'mealbox.kitchen.line'
    _description = 'Meal box content to cook and pack'
    _auto = False
    _order = 'delivery_day, box_id, sequence, id'
    _rec_name = 'product_id'
    # What the view reads: flushed before any search or read_group on it.
    _depends = {
        'sale.order.line': ['order_id', 'sequence', 'product_id', 'mealbox_line_type', 'product_uom_qty',
                            'display_type'],
        'sale.order': [
            'is_mealbox', 'state', 'mealbox_delivery_day', 'mealbox_delivery_type', 'mealbox_store_id',
            'mealbox_zone_id', 'partner_id', 'mealbox_people', 'website_id', 'company_id',
        ],
    }

    box_id = fields.Many2one('mealbox.kitchen.box', string="Box", readonly=True)
    order_id = fields.Many2one('sale.order', string="Order", readonly=True)
    sequence = fields.Integer(readonly=True, group_operator=None)
    delivery_day = fields.Date(string="Delivery day", readonly=True)
    delivery_type = fields.Selection(DELIVERY_TYPES, string="Delivery mode", readonly=True)
    store_id = fields.Many2one('mealbox.pickup.store', string="Pick-up store", readonly=True)
    zone_id = fields.Many2one('mealbox.delivery.zone', string="Delivery zone", readonly=True)
    partner_id = fields.Many2one('res.partner', string="Customer", readonly=True)
    product_id = fields.Many2one('product.product', string="Product", readonly=True)
    line_type = fields.Selection(LINE_TYPES, string="Kind", readonly=True)
    quantity = fields.Float(
        readonly=True, digits='Product Unit of Measure',
        help="Dishes: how many meals of the dish the box holds, each for the box's people. "
             "Extras: units. Boxes: one per box.")
    people = fields.Integer(string="For people", readonly=True, group_operator=None)
    portions = fields.Float(
        readonly=True, digits='Product Unit of Measure',
        help="What to cook: a dish's quantity × the box's people; extras and boxes: their quantity.")
    website_id = fields.Many2one('website', readonly=True)
    company_id = fields.Many2one('res.company', readonly=True)

    def init(self):
        tools.drop_view_if_exists(self.env.cr, self._table)
        self.env.cr.execute(f"""
            CREATE OR REPLACE VIEW {self._table} AS (
                SELECT line.id AS id,
                       line.order_id AS box_id,
                       line.order_id AS order_id,
                       line.sequence AS sequence,
                       so.mealbox_delivery_day AS delivery_day,
                       so.mealbox_delivery_type AS delivery_type,
                       so.mealbox_store_id AS store_id,
                       so.mealbox_zone_id AS zone_id,
                       so.partner_id AS partner_id,
                       line.product_id AS product_id,
                       line.mealbox_line_type AS line_type,
                       line.product_uom_qty AS quantity,
                       so.mealbox_people AS people,
                       CASE WHEN line.mealbox_line_type = 'dish'
                            THEN line.product_uom_qty * COALESCE(so.mealbox_people, 1)
                            ELSE line.product_uom_qty END AS portions,
                       so.website_id AS website_id,
                       so.company_id AS company_id
                  FROM sale_order_line line
                  JOIN sale_order so ON so.id = line.order_id
                 WHERE so.is_mealbox
                   AND so.state IN %s
                   AND so.mealbox_delivery_day IS NOT NULL
                   AND line.mealbox_line_type IS NOT NULL
                   AND line.display_type IS NULL
                   AND line.product_id IS NOT NULL
                   AND line.product_uom_qty > 0
            )
        """, [CONFIRMED_STATES])

    @api.model
    def _mealbox_lines_by_box(self, domain):
        """{box id: [{line_type, product, product_id, quantity, quantity_text, people}, ...]}
        of the dishes and extras matching `domain` (on these lines' fields),
        dishes before extras: one query, and one for the products' names."""
        lines = self.search_fetch(
            [*domain, ('line_type', 'in', ('dish', 'extra'))],
            ['box_id', 'line_type', 'product_id', 'quantity', 'people'],
            order='box_id, line_type, sequence, id')
        names = {product.id: product.display_name for product in lines.product_id}
        result = {}
        for line in lines:
            result.setdefault(line.box_id.id, []).append({
                'line_type': line.line_type,
                'product': names.get(line.product_id.id, ''),
                'product_id': line.product_id.id,
                'quantity': line.quantity,
                'quantity_text': self._mealbox_quantity_text(line.quantity),
                'people': line.people,
            })
        return result

    @api.model
    def _mealbox_quantity_text(self, quantity):
        """2.0 -> '2', 1.5 -> '1.5' (dishes and units are whole numbers in practice)."""
        return str(int(quantity)) if float(quantity).is_integer() else f'{quantity:g}'
