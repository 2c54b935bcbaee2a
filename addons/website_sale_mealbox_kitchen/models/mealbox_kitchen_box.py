"""The kitchen's and deliveries' view of the confirmed meal boxes: one row per
box (a confirmed meal-box order), read from the orders by a SQL view so a day
of thousands of boxes is one indexed query (the day is an indexed column of
the order, models/sale_order.py).

Confirmed means what the back office's "Meal box orders" list shows by
default: orders in the Sales Order state, paid or to be paid on delivery.
Quotations whose payment is announced but not received (wire transfers),
unfinished carts and cancelled orders are left out.
"""
from odoo import _, api, fields, models, tools
from odoo.tools.safe_eval import safe_eval

from odoo.addons.website_sale_mealbox.models.sale_order import DELIVERY_TYPES

# What the view counts; said to staff in the view, the PDF and the CSV.
CONFIRMED_STATES = ('sale',)


class MealboxKitchenBox(models.Model):
    _name = 'mealbox.kitchen.box'
    _description = 'Meal box to pack and deliver'
    _auto = False
    _rec_name = 'name'
    _order = 'delivery_day, destination, customer_name, id'
    # What the view reads: flushed before any search or read_group on it.
    _depends = {
        'sale.order': [
            'name', 'is_mealbox', 'state', 'mealbox_delivery_day', 'mealbox_delivery_type', 'mealbox_store_id',
            'mealbox_zone_id', 'partner_id', 'partner_shipping_id', 'mealbox_remark', 'mealbox_is_individual',
            'mealbox_box_id', 'mealbox_meals', 'mealbox_people', 'website_id', 'company_id',
        ],
        'res.partner': ['name', 'street', 'street2', 'zip', 'city', 'phone', 'mobile'],
        'mealbox.pickup.store': ['name'],
        'mealbox.delivery.zone': ['name'],
    }

    name = fields.Char(
        string="Box", readonly=True,
        help="The order of a confirmed meal box: paid, or confirmed to be paid on delivery. Quotations "
             "awaiting payment (e.g. a wire transfer not received), carts and cancelled orders are not counted.")
    order_id = fields.Many2one('sale.order', string="Order", readonly=True)
    delivery_day = fields.Date(string="Delivery day", readonly=True)
    delivery_type = fields.Selection(DELIVERY_TYPES, string="Delivery mode", readonly=True)
    store_id = fields.Many2one('mealbox.pickup.store', string="Pick-up store", readonly=True)
    zone_id = fields.Many2one('mealbox.delivery.zone', string="Delivery zone", readonly=True)
    # The store of a pick-up, the zone of a home delivery: one list per destination.
    destination = fields.Char(string="Store or zone", translate=True, readonly=True)
    partner_id = fields.Many2one('res.partner', string="Customer", readonly=True)
    customer_name = fields.Char(string="Customer name", readonly=True)
    # A home delivery's address; a pick-up's customer's own.
    address = fields.Char(readonly=True)
    street = fields.Char(readonly=True)
    zip = fields.Char(readonly=True)
    city = fields.Char(readonly=True)
    phone = fields.Char(readonly=True)
    remark = fields.Text(readonly=True)
    is_individual = fields.Boolean(string="Individual", readonly=True)
    box_id = fields.Many2one('mealbox.box', string="Box size", readonly=True)
    meals = fields.Integer(readonly=True, group_operator=None)
    people = fields.Integer(readonly=True, group_operator=None)
    website_id = fields.Many2one('website', readonly=True)
    company_id = fields.Many2one('res.company', readonly=True)
    line_ids = fields.One2many('mealbox.kitchen.line', 'box_id', string="Dishes and extras", readonly=True)
    contents = fields.Char(compute='_compute_contents', string="Contents")

    def init(self):
        tools.drop_view_if_exists(self.env.cr, self._table)
        self.env.cr.execute(f"""
            CREATE OR REPLACE VIEW {self._table} AS (
                SELECT so.id AS id,
                       so.id AS order_id,
                       so.name AS name,
                       so.mealbox_delivery_day AS delivery_day,
                       so.mealbox_delivery_type AS delivery_type,
                       so.mealbox_store_id AS store_id,
                       so.mealbox_zone_id AS zone_id,
                       CASE WHEN so.mealbox_delivery_type = 'pick_store' AND store.id IS NOT NULL
                            THEN jsonb_build_object('en_US', store.name)
                            ELSE zone.name END AS destination,
                       so.partner_id AS partner_id,
                       customer.name AS customer_name,
                       NULLIF(concat_ws(', ', NULLIF(addr.street, ''), NULLIF(addr.street2, ''),
                                        NULLIF(concat_ws(' ', NULLIF(addr.zip, ''), NULLIF(addr.city, '')), '')),
                              '') AS address,
                       addr.street AS street,
                       addr.zip AS zip,
                       addr.city AS city,
                       COALESCE(NULLIF(ship.phone, ''), NULLIF(ship.mobile, ''),
                                NULLIF(customer.phone, ''), NULLIF(customer.mobile, '')) AS phone,
                       so.mealbox_remark AS remark,
                       COALESCE(so.mealbox_is_individual, FALSE) AS is_individual,
                       so.mealbox_box_id AS box_id,
                       so.mealbox_meals AS meals,
                       so.mealbox_people AS people,
                       so.website_id AS website_id,
                       so.company_id AS company_id
                  FROM sale_order so
                  JOIN res_partner customer ON customer.id = so.partner_id
                  JOIN res_partner ship ON ship.id = so.partner_shipping_id
                  JOIN res_partner addr ON addr.id = CASE WHEN so.mealbox_delivery_type = 'pick_store'
                                                          THEN so.partner_id ELSE so.partner_shipping_id END
             LEFT JOIN mealbox_pickup_store store ON store.id = so.mealbox_store_id
             LEFT JOIN mealbox_delivery_zone zone ON zone.id = so.mealbox_zone_id
                 WHERE so.is_mealbox
                   AND so.state IN %s
                   AND so.mealbox_delivery_day IS NOT NULL
            )
        """, [CONFIRMED_STATES])

    def _compute_contents(self):
        """'2 × Stoofvlees, 1 × Waterzooi + 1 × Bread': one read of the lines
        (and their products' names) for all the boxes shown."""
        lines_by_box = self.env['mealbox.kitchen.line']._mealbox_lines_by_box([('box_id', 'in', self.ids)])
        for box in self:
            box.contents = self._mealbox_contents_text(lines_by_box.get(box.id, []))

    @api.model
    def _mealbox_contents_text(self, lines):
        """The box's dishes, then its extras after a '+': '2 × A, 1 × B + 1 × C'."""
        # Translated here: Odoo's _() finds the language in its caller's `self`, which `items` lacks.
        item_text = _("%(quantity)s × %(product)s")

        def items(kind):
            return ', '.join(item_text % {'quantity': line['quantity_text'], 'product': line['product']}
                             for line in lines if line['line_type'] == kind)
        return ' + '.join(part for part in (items('dish'), items('extra')) if part)

    # ------------------------------------------------------------
    # ACTIONS
    # ------------------------------------------------------------

    @api.model
    def _mealbox_kitchen_action(self, xmlid):
        """The kitchen view `xmlid` opened on the next day with boxes (the
        menus' server actions): its filter is that day, which staff change.
        Without its id: the web client's URL would name the window action, and
        a reload would load that one bare, without the day; with none, a
        reload restores this action as it was opened, with its day."""
        action = self.env['ir.actions.act_window']._for_xml_id(xmlid)
        action.pop('id', None)
        day = fields.Date.to_string(self._mealbox_next_day())
        context = safe_eval(action.get('context') or '{}', {'uid': self.env.uid})
        context.update({'search_default_delivery_day': day, 'mealbox_kitchen_day': day})
        action['context'] = context
        return action

    # ------------------------------------------------------------
    # BUSINESS METHODS
    # ------------------------------------------------------------

    @api.model
    def _mealbox_today(self):
        return self.env['website'].get_current_website()._mealbox_today()

    @api.model
    def _mealbox_next_day(self):
        """Today or the first day after it with a confirmed box (in the meal
        box's time zone); today when none is coming."""
        today = self._mealbox_today()
        upcoming = self.search_fetch(
            [('delivery_day', '>=', fields.Date.to_string(today))], ['delivery_day'], order='delivery_day', limit=1)
        return upcoming.delivery_day or today

    @api.model
    def _mealbox_confirmed_text(self):
        """Which boxes are counted, as staff read it in the view, the PDF and the CSV."""
        return _("Confirmed boxes only: orders confirmed, paid or to be paid on delivery. Quotations awaiting "
                 "payment (e.g. a wire transfer not received), unfinished carts and cancelled orders are not counted.")
