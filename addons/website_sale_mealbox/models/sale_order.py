"""A meal box order: a website cart holding one box line (its size), the
dish lines (free: the box line pays for them) and the extras, delivered at
home or picked up in a store.

This file holds the fields, the helpers every concern shares and website_sale's
pay hooks; each concern has its own file:
  sale_order_mealbox_cart.py     box size, dishes, extras, website_sale's cart hooks
  sale_order_wizard.py           the dishes and extras left to choose, the purchase event
  sale_order_address.py          the customer's billing and shipping addresses
  sale_order_delivery.py         zones, dates, carriers and the pay checks of the delivery step
  sale_order_pay.py              Pay in one round trip (/add/details)
  sale_order_payment.py          the payment options offered for the order
What the routes answer is shaped controller-side (controllers/mealbox_values.py);
the order lock, amounts in numbers and promo codes are website_sale_weekbox's.
"""
from odoo import _, api, fields, models
from odoo.exceptions import AccessError, ValidationError

from odoo.addons.website_weekbox.params import as_id

PICKUP_ALIASES = ('pick_store', 'pickup')
BILLING_REQUIRED = ('name', 'email', 'phone', 'street', 'city', 'zip', 'country_id')
SHIPPING_REQUIRED = ('name', 'phone', 'street', 'city', 'country_id')

# Where each kind of meal-box line sorts in the order (box first, extras last).
LINE_SEQUENCE = {'box': 1, 'dish': 10, 'extra': 20}

DELIVERY_TYPES = [
    ('delivery', "Home delivery"),
    ('pick_store', "Pick-up at a store"),
]

PAYMENT_STATES = [
    ('paid', "Paid"),
    ('pending', "Awaiting payment"),
    ('not_paid', "Not paid"),
]


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    mealbox_box_id = fields.Many2one(
        'mealbox.box', string="Meal box", ondelete='restrict', index='btree_not_null',
        help="Box size (meals and people) of this order; set for meal box orders only.")
    # The box's size, kept on the order: a later change of the box record does
    # not rewrite past orders, a change of the order's box does (see below).
    mealbox_meals = fields.Integer(
        string="Meals", compute='_compute_mealbox_size', store=True, readonly=False, precompute=True)
    mealbox_people = fields.Integer(
        string="People", compute='_compute_mealbox_size', store=True, readonly=False, precompute=True)
    mealbox_delivery_type = fields.Selection(DELIVERY_TYPES, string="Delivery mode")
    mealbox_delivery_date = fields.Date(string="Delivery date", copy=False, index=True)
    mealbox_store_id = fields.Many2one(
        'mealbox.pickup.store', string="Pick-up store", ondelete='restrict')
    mealbox_remark = fields.Text(string="Delivery remark", copy=False)
    mealbox_is_individual = fields.Boolean(
        string="Individual", copy=False, help="The 'is individual' box ticked on the delivery step.")
    is_mealbox = fields.Boolean(
        string="Is a meal box order", compute='_compute_is_mealbox', store=True, index=True)
    mealbox_purchase_tracked = fields.Boolean(
        string="Purchase event sent", copy=False,
        help="The thank-you page has sent this order's purchase analytics event (once per order).")
    # Staff's question in the meal box orders list: can this box leave?
    mealbox_payment_state = fields.Selection(
        PAYMENT_STATES, string="Payment", compute='_compute_mealbox_payment_state',
        help="Paid: online payments or paid invoices cover the total. Awaiting payment: a payment "
             "is announced but not received (e.g. a wire transfer). Not paid: nothing yet.")

    @api.depends('mealbox_box_id')
    def _compute_mealbox_size(self):
        """Meals and people follow the order's box whenever it changes (the
        wizard, or staff editing the order or its box line in the back office)."""
        for order in self:
            if order.mealbox_box_id:
                order.mealbox_meals = order.mealbox_box_id.meals
                order.mealbox_people = order.mealbox_box_id.people

    @api.depends('mealbox_box_id')
    def _compute_is_mealbox(self):
        for order in self:
            order.is_mealbox = bool(order.mealbox_box_id)

    @api.depends('amount_total', 'transaction_ids.state', 'invoice_ids.payment_state')
    def _compute_mealbox_payment_state(self):
        for order in self:
            orders = order.sudo()
            invoices = orders.invoice_ids.filtered(lambda move: move.state == 'posted')
            paid = orders.currency_id.compare_amounts(orders.amount_paid, orders.amount_total) >= 0 or (
                invoices and all(move.payment_state in ('paid', 'in_payment') for move in invoices))
            if paid:
                order.mealbox_payment_state = 'paid'
            elif any(tx.state == 'pending' for tx in orders.transaction_ids):
                order.mealbox_payment_state = 'pending'
            else:
                order.mealbox_payment_state = 'not_paid'

    # ------------------------------------------------------------
    # LINES AND AMOUNTS
    # ------------------------------------------------------------

    def _weekbox_get_purchase_tracking_info(self, tracking_info):
        """The meal box's thank-you widget sends its orders' purchase event."""
        if self.is_mealbox:
            return None
        return super()._weekbox_get_purchase_tracking_info(tracking_info)

    def _mealbox_lines(self, line_type):
        return self.order_line.filtered(lambda line: line.mealbox_line_type == line_type)

    def _mealbox_count_line(self):
        """Meals chosen so far: the dish lines' quantities (a dish taken twice counts twice)."""
        return int(sum(self._mealbox_lines('dish').mapped('product_uom_qty')))

    def _mealbox_update_rewards(self):
        """Rewards follow every change of the box, as website_sale_loyalty does
        after a cart change: a discount never outlives what earned it."""
        self._update_programs_and_rewards()
        self._auto_apply_rewards()

    def _mealbox_display_amount(self, lines):
        """Lines' total as the website shows prices: with or without taxes."""
        tax_included = self.website_id.show_line_subtotals_tax_selection == 'tax_included'
        return self.currency_id._weekbox_round(sum(lines.mapped('price_total' if tax_included else 'price_subtotal')))

    # ------------------------------------------------------------
    # CLIENT VALUES
    # ------------------------------------------------------------

    @api.model
    def _mealbox_parse_client_id(self, value, what):
        """A record id sent by a widget (int or ASCII digits; 0/''/null for
        none), else a ValidationError naming `what`."""
        return as_id(value, what, required=False, default=0)

    @api.model
    def _mealbox_parse_date(self, value, what=None):
        """A date from the client ('YYYY-MM-DD'); False for the spec's "none" (0, '', null)."""
        if value in (None, False, '', 0, '0'):
            return False
        if isinstance(value, str) and len(value) == 10:
            try:
                return fields.Date.to_date(value)
            except ValueError:
                pass
        raise ValidationError(_("Invalid %(what)s.", what=what or _("date")))

    # ------------------------------------------------------------
    # WHO AND WHERE
    # ------------------------------------------------------------

    def _mealbox_website(self):
        return (self.website_id or self.env['website'].get_current_website()).sudo()

    def _mealbox_is_public(self):
        """Whether the order still belongs to the website's public user (a guest)."""
        self.ensure_one()
        return self.partner_id == self._mealbox_website().user_id.partner_id

    def _mealbox_check_logged_in(self):
        if self._mealbox_is_public():
            raise AccessError(_("Please log in to continue with your delivery details."))

    # ------------------------------------------------------------
    # PAYMENT HOOKS (website_sale)
    # `_mealbox_set_delivery` (sale_order_delivery.py) runs every pay check
    # when the delivery step is done; these hooks run them again at payment
    # time, so Odoo's own /shop/payment flow cannot skip them.
    # ------------------------------------------------------------

    def _is_cart_ready(self):
        """A meal box order is ready once its delivery is prepared and still valid."""
        ready = super()._is_cart_ready()
        if ready:
            ready = not self._mealbox_pay_problem()
        return ready

    def _check_cart_is_ready_to_be_paid(self):
        """Refuses the payment of a meal box order with the pay check's own message."""
        for order in self:
            problem = order._mealbox_pay_problem()
            if problem:
                raise ValidationError(problem)
        return super()._check_cart_is_ready_to_be_paid()

    def _mealbox_pay_problem(self):
        """Why this order cannot be paid as a meal box order (its content,
        then the pay checks), or '' (also for an ordinary order)."""
        self.ensure_one()
        problem = self._mealbox_integrity_problem()
        if not problem and self.is_mealbox:
            problem = self._mealbox_payment_problem()
        return problem
