"""A weekly meal-box subscription: the contract and its calendar.

A subscription week is named by its Monday (`week_start`): its box is
delivered (or picked up) on the subscription's weekday of that week, and its
order is created and charged at that delivery date's cut-off
(`website._mealbox_cutoff_for`, the countdown's: Thursday 23:59
Europe/Brussels in the demo). `next_week` is the first week without its
order yet; `next_cutoff` (stored, indexed) is when it falls due, which is what
the weekly run selects on (models/mealbox_subscription_run.py).

This file holds the fields and the calendar; the customer's changes are in
mealbox_subscription_changes.py, the weeks' choices in
mealbox_subscription_week.py, what the portal shows in
mealbox_subscription_values.py.
"""
from datetime import timedelta

import pytz

from odoo import _, api, fields, models
from odoo.exceptions import UserError, ValidationError

from odoo.addons.website_sale_mealbox.models.sale_order import DELIVERY_TYPES
from odoo.addons.website_sale_mealbox.models.website import WEEKDAY_SELECTION

STATES = [
    ('active', "Active"),
    ('paused', "Paused"),
    ('cancelled', "Cancelled"),
]
# Weeks the portal shows ahead (the issue's "next four weeks").
WEEKS_AHEAD = 4
# Weeks a start may be chosen ahead (the contract form's choice).
START_WEEKS_OFFERED = 4


def monday_of(day):
    return day - timedelta(days=day.weekday())


class MealboxSubscription(models.Model):
    _name = 'mealbox.subscription'
    _description = 'Meal box subscription'
    _inherit = ['mail.thread', 'mail.activity.mixin', 'portal.mixin']
    _order = 'id desc'

    name = fields.Char(string="Reference", required=True, readonly=True, copy=False, default=lambda self: _("New"))
    partner_id = fields.Many2one(
        'res.partner', string="Customer", required=True, index=True, tracking=True, ondelete='restrict')
    website_id = fields.Many2one('website', required=True, ondelete='restrict', index=True)
    company_id = fields.Many2one(related='website_id.company_id', store=True, index=True)
    state = fields.Selection(
        STATES, required=True, default='active', tracking=True, index=True, group_expand='_group_expand_states')
    box_id = fields.Many2one(
        'mealbox.box', string="Box size", required=True, ondelete='restrict', tracking=True,
        help="Meals and people of each week's box; priced at the cut-off from the box price matrix.")
    meals = fields.Integer(related='box_id.meals')
    people = fields.Integer(related='box_id.people')
    delivery_type = fields.Selection(DELIVERY_TYPES, string="Delivery mode", required=True, tracking=True)
    partner_shipping_id = fields.Many2one(
        'res.partner', string="Delivery address", ondelete='restrict', tracking=True,
        help="Home delivery: the customer's address the box goes to.")
    store_id = fields.Many2one('mealbox.pickup.store', string="Pick-up store", ondelete='restrict', tracking=True)
    weekday = fields.Selection(
        WEEKDAY_SELECTION, string="Delivery day", required=True, tracking=True,
        help="Day of the week the box is delivered or picked up.")
    token_id = fields.Many2one(
        'payment.token', string="Card", ondelete='restrict', tracking=True,
        help="Saved with the provider's own tokenisation; charged off-session at each cut-off.")
    consent_date = fields.Datetime(
        string="Consent given on", tracking=True,
        help="When the customer agreed to have this card charged each week.")
    consent_text = fields.Text(string="Consent", help="The words the customer agreed to, as shown to them.")
    diet_ids = fields.Many2many(
        'mealbox.diet', 'mealbox_subscription_diet_rel', 'subscription_id', 'diet_id', string="Diets",
        help="The chef's choice only picks dishes having each of these diets.")
    extra_line_ids = fields.One2many('mealbox.subscription.extra', 'subscription_id', string="Extras", copy=True)
    week_ids = fields.One2many('mealbox.subscription.week', 'subscription_id', string="Weeks")
    order_ids = fields.One2many('sale.order', 'mealbox_subscription_id', string="Orders")
    order_count = fields.Integer(compute='_compute_order_count')
    start_week = fields.Date(string="First week", required=True, help="Monday of the first week ordered.")
    next_week = fields.Date(
        string="Next week", index=True, copy=False,
        help="Monday of the first week whose order is not created yet.")
    next_delivery_date = fields.Date(compute='_compute_next_cutoff', store=True, string="Next delivery")
    next_cutoff = fields.Datetime(
        compute='_compute_next_cutoff', store=True, index=True, string="Next cut-off",
        help="When the next week's order is created and charged.")
    cancel_reason = fields.Text(string="Reason for cancelling", tracking=True)
    cancel_date = fields.Datetime(string="Cancelled on", copy=False)
    payment_issue = fields.Boolean(
        compute='_compute_payment_issue', search='_search_payment_issue',
        help="A week's order whose charge was declined is not paid yet.")
    run_problem = fields.Char(
        string="Last run problem", copy=False,
        help="Why the weekly run could not create the next order (retried at the next run).")
    form_key = fields.Char(
        copy=False, index=True,
        help="The contract form's key: the same form posted twice creates one subscription.")

    _sql_constraints = [
        ('form_key_unique', 'UNIQUE(form_key)', "This contract form was already submitted."),
    ]

    @api.model
    def _group_expand_states(self, states, domain, order):
        return [key for key, _label in STATES]

    @api.model_create_multi
    def create(self, vals_list):
        for vals in vals_list:
            if vals.get('name', _("New")) == _("New"):
                vals['name'] = self.env['ir.sequence'].next_by_code('mealbox.subscription') or _("New")
            if not vals.get('next_week') and vals.get('start_week'):
                vals['next_week'] = vals['start_week']
        subscriptions = super().create(vals_list)
        for subscription in subscriptions:
            subscription.message_subscribe(partner_ids=subscription.partner_id.ids)
        return subscriptions

    # ------------------------------------------------------------
    # COMPUTES / CONSTRAINTS
    # ------------------------------------------------------------

    def _compute_access_url(self):
        super()._compute_access_url()
        for subscription in self:
            subscription.access_url = f'/my/subscriptions/{subscription.id}'

    def _compute_order_count(self):
        counts = dict(self.env['sale.order']._read_group(
            [('mealbox_subscription_id', 'in', self.ids)], ['mealbox_subscription_id'], ['__count']))
        for subscription in self:
            subscription.order_count = counts.get(subscription, 0)

    @api.depends('next_week', 'weekday', 'website_id.mealbox_cutoff_weekday', 'website_id.mealbox_cutoff_hour',
                 'website_id.mealbox_lead_days', 'website_id.mealbox_tz')
    def _compute_next_cutoff(self):
        for subscription in self:
            if subscription.next_week and subscription.weekday and subscription.website_id:
                delivery = subscription._mealbox_delivery_date(subscription.next_week)
                subscription.next_delivery_date = delivery
                subscription.next_cutoff = subscription._mealbox_week_cutoff(subscription.next_week).replace(
                    tzinfo=None)
            else:
                subscription.next_delivery_date = False
                subscription.next_cutoff = False

    def _mealbox_unpaid_orders(self):
        """Orders of these subscriptions whose charge was declined and that nobody paid since."""
        return self.env['sale.order'].sudo().search([
            ('mealbox_subscription_id', 'in', self.ids),
            ('mealbox_charge_state', 'in', ('declined', 'failed')),
            ('state', '=', 'draft'),
        ])

    @api.depends('order_ids.mealbox_charge_state', 'order_ids.state')
    def _compute_payment_issue(self):
        unpaid = self._mealbox_unpaid_orders().mealbox_subscription_id
        for subscription in self:
            subscription.payment_issue = subscription in unpaid

    def _search_payment_issue(self, operator, value):
        if operator not in ('=', '!=') or not isinstance(value, bool):
            raise UserError(_("Unsupported search on payment issues."))
        with_issue = self.env['sale.order'].sudo()._search([
            ('mealbox_subscription_id', '!=', False),
            ('mealbox_charge_state', 'in', ('declined', 'failed')),
            ('state', '=', 'draft'),
        ]).select('mealbox_subscription_id')
        positive = (operator == '=') == value
        return [('id', 'in' if positive else 'not in', with_issue)]

    @api.constrains('start_week', 'next_week')
    def _check_mondays(self):
        for subscription in self:
            for day in (subscription.start_week, subscription.next_week):
                if day and day.weekday() != 0:
                    raise ValidationError(_("A subscription week starts on a Monday (%s).", day))

    @api.constrains('delivery_type', 'partner_shipping_id', 'store_id')
    def _check_delivery(self):
        for subscription in self:
            if subscription.delivery_type == 'delivery' and not subscription.partner_shipping_id:
                raise ValidationError(_("A home delivery subscription needs a delivery address."))
            if subscription.delivery_type == 'pick_store' and not subscription.store_id:
                raise ValidationError(_("A pick-up subscription needs a pick-up store."))

    @api.constrains('token_id', 'partner_id', 'state')
    def _check_token(self):
        for subscription in self.filtered(lambda s: s.state != 'cancelled'):
            token = subscription.token_id.sudo()
            if not token:
                raise ValidationError(_("A subscription needs a saved card to charge each week."))
            if token.partner_id.commercial_partner_id != subscription.partner_id.commercial_partner_id:
                raise ValidationError(_("The card of a subscription must be its customer's."))

    # ------------------------------------------------------------
    # CALENDAR
    # ------------------------------------------------------------

    def _mealbox_now(self):
        """Now, as the meal box's clock says (aware, in the meal box time zone)."""
        self.ensure_one()
        return self.website_id._mealbox_now()

    def _mealbox_delivery_date(self, week_start, weekday=None):
        """The delivery (or pick-up) date of the week starting `week_start`."""
        self.ensure_one()
        return week_start + timedelta(days=int(weekday if weekday is not None else self.weekday))

    def _mealbox_week_cutoff(self, week_start, weekday=None):
        """When the week's order closes (and is created), aware UTC."""
        self.ensure_one()
        return self.website_id._mealbox_cutoff_for(self._mealbox_delivery_date(week_start, weekday))

    def _mealbox_is_week_open(self, week_start, now=None):
        """Whether the customer may still change `week_start`: before its cut-off, and its order not created."""
        self.ensure_one()
        now = now or self._mealbox_now()
        if self.next_week and week_start < self.next_week:
            return False
        return now.astimezone(pytz.utc) < self._mealbox_week_cutoff(week_start)

    def _mealbox_first_open_week(self, now=None, weekday=None, website=None):
        """The first Monday (not before the start week) whose cut-off is still ahead."""
        self.ensure_one()
        website = website or self.website_id
        now_utc = (now or website._mealbox_now()).astimezone(pytz.utc)
        weekday = int(weekday if weekday is not None else self.weekday)
        week = monday_of(website._mealbox_today()) - timedelta(days=7)
        if self.start_week and self.start_week > week:
            week = self.start_week
        while website._mealbox_cutoff_for(week + timedelta(days=weekday)) <= now_utc:
            week += timedelta(days=7)
        return week

    def _mealbox_upcoming_weeks(self, count=WEEKS_AHEAD, now=None):
        """The next `count` weeks the customer may still change (their Mondays)."""
        self.ensure_one()
        first = self._mealbox_first_open_week(now=now)
        if self.next_week and self.next_week > first:
            first = self.next_week
        return [first + timedelta(days=7 * n) for n in range(count)]

    def _mealbox_is_run_pending(self, now=None):
        """Whether the next week's cut-off has passed and its order is not created
        yet (the weekly run is about to): nothing may change meanwhile."""
        self.ensure_one()
        if self.state != 'active' or not self.next_cutoff:
            return False
        now_utc = (now or self._mealbox_now()).astimezone(pytz.utc).replace(tzinfo=None)
        return self.next_cutoff <= now_utc

    # ------------------------------------------------------------
    # ACTIONS (back office)
    # ------------------------------------------------------------

    def action_view_orders(self):
        self.ensure_one()
        action = self.env['ir.actions.act_window']._for_xml_id('sale.action_orders')
        action.update({
            'domain': [('mealbox_subscription_id', '=', self.id)],
            'context': {'create': False},
        })
        return action

    def action_pause(self):
        for subscription in self:
            subscription._mealbox_pause()

    def action_resume(self):
        for subscription in self:
            subscription._mealbox_resume()


class MealboxSubscriptionExtra(models.Model):
    """An extra (dessert, drinks...) the customer asked for in every week's box."""
    _name = 'mealbox.subscription.extra'
    _description = 'Meal box subscription extra'

    subscription_id = fields.Many2one('mealbox.subscription', required=True, ondelete='cascade', index=True)
    product_id = fields.Many2one(
        'product.product', string="Extra", required=True, ondelete='restrict',
        domain=[('product_tmpl_id.is_mealbox_extra', '=', True)])
    quantity = fields.Integer(default=1, required=True)

    _sql_constraints = [
        ('quantity_positive', 'CHECK(quantity > 0)', "An extra is taken at least once."),
    ]
