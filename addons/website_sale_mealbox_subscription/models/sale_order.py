"""A subscription's weekly order: an ordinary meal-box order (box line,
dish lines, extras, the carrier's line, loyalty rules), created by the
weekly run at the week's cut-off and charged off-session with the saved card.

Exactly one per subscription and week: the unique key below, whatever runs
(two workers, a rerun after a crash). Its delivery date is the
subscription's, fixed at the cut-off: the wizard's "date still offered" check
(which refuses any date past its cut-off) is replaced by "not delivered yet"
for it, so the customer can still pay a declined charge through the link
they are e-mailed until the box leaves.
"""
from odoo import _, fields, models

CHARGE_STATES = [
    ('to_charge', "To charge"),
    ('paid', "Paid"),
    ('declined', "Declined, retried tomorrow"),
    ('failed', "Declined twice"),
]


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    mealbox_subscription_id = fields.Many2one(
        'mealbox.subscription', string="Subscription", ondelete='restrict', index='btree_not_null', copy=False,
        readonly=True)
    mealbox_subscription_week = fields.Date(
        string="Subscription week", copy=False, readonly=True, help="Monday of the subscription week it delivers.")
    mealbox_charge_state = fields.Selection(
        CHARGE_STATES, string="Weekly charge", copy=False, readonly=True, index='btree_not_null',
        help="How the weekly run's off-session charge of this order went.")
    mealbox_charge_attempts = fields.Integer(string="Charge attempts", copy=False, readonly=True)
    mealbox_charge_retry_at = fields.Datetime(
        string="Charge retried at", copy=False, readonly=True, help="When a declined charge is tried again.")
    mealbox_chef_choice = fields.Boolean(
        string="Chef's choice", copy=False, readonly=True,
        help="The dishes are the week menu's chef's choice (the customer did not choose them).")

    _sql_constraints = [
        ('mealbox_subscription_week_unique', 'UNIQUE(mealbox_subscription_id, mealbox_subscription_week)',
         "A subscription has one order per week."),
    ]

    def _mealbox_payment_problem(self):
        """A subscription's order was prepared at its cut-off, for the
        subscription's delivery date: it may be paid until that date passes
        (the link of a declined charge), with its content and carrier checked
        as any meal box's."""
        self.ensure_one()
        if not self.mealbox_subscription_id:
            return super()._mealbox_payment_problem()
        try:
            self._mealbox_check_complete()
        except Exception as error:  # UserError's message: the box is not its meals
            return error.args[0]
        if not self.mealbox_delivery_date or self.mealbox_delivery_date < self._mealbox_website()._mealbox_today():
            return _("This box's delivery date has passed: it can no longer be paid.")
        if not self.carrier_id or not self.order_line.filtered('is_delivery'):
            return _("Your delivery method has changed. Please confirm your delivery details again.")
        return ''

    def _get_confirmation_template(self):
        """A subscription's week order is confirmed by its own e-mail (the week,
        the dishes, the delivery; no PDF: ten thousand of them go at once)."""
        self.ensure_one()
        if self.mealbox_subscription_id:
            template = self.env.ref(
                'website_sale_mealbox_subscription.mail_template_week_order_confirmed', raise_if_not_found=False)
            if template:
                return template
        return super()._get_confirmation_template()

    def _send_payment_succeeded_for_order_mail(self):
        """The confirmation e-mail already says a subscription's order is paid."""
        return super(SaleOrder, self.filtered(lambda order: not order.mealbox_subscription_id)) \
            ._send_payment_succeeded_for_order_mail()
