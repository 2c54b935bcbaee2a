"""A website order's delivery as the checkout widgets show and change it:
its delivery methods and amounts in numbers (shop-checkout-delivery), and its
delivery date and time, kept in `commitment_date` (shop-delivery-date).

The rules are checked again when the order is paid (`_check_cart_is_ready_to_be_paid`,
called by website_sale's transaction route): a delivery method that cannot
deliver the order, a missing required date or a date no longer offered
refuse the payment with the reason."""
from datetime import time

from odoo import _, api, fields, models
from odoo.exceptions import UserError, ValidationError
from odoo.http import request

from odoo.addons.website_sale_checkout_widget.const import LOCAL_FORMAT, LOCAL_FORMAT_NAME
from odoo.addons.website_weekbox.rpc_errors import FieldValidationError

# Transaction states that no longer let the customer change the order's delivery
# (website_sale's /shop/update_carrier refuses a carrier change then too).
OPEN_TRANSACTION_STATES = ('cancel', 'error', 'draft')


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    # ------------------------------------------------------------
    # DELIVERY METHODS
    # ------------------------------------------------------------

    def _prepare_weekbox_checkout_delivery_props(self, carriers):
        """The shop-checkout-delivery widget's props: the delivery methods
        offered (`carriers`, website_sale's `deliveries`), the order's
        choice and amounts."""
        self.ensure_one()
        chosen = self.carrier_id if self.carrier_id in carriers else self.env['delivery.carrier']
        return {
            'carriers': [carrier._prepare_weekbox_checkout_carrier_values(self) for carrier in carriers],
            'carrierId': chosen.id or None,
            'status': bool(chosen and self.delivery_rating_success),
            'errorMessage': (self.delivery_message or '') if chosen and not self.delivery_rating_success else '',
            'amounts': self._prepare_weekbox_order_amounts(),
            'currency': self.currency_id._weekbox_currency_info(),
        }

    @api.model
    def _prepare_weekbox_checkout_delivery_view(self, props):
        """What the delivery methods show before their widget mounts: the
        widget's first render (widgets/shop/checkout-delivery/components/
        shop-checkout-delivery.tsx) from its props, prices being computed, in
        its markup (views/checkout_widget_templates.xml,
        checkout_delivery_placeholder): nothing moves when it mounts."""
        carriers = props['carriers']
        selected = next((carrier for carrier in carriers if carrier['id'] == props['carrierId']), None)
        both_modes = any(c['isPickup'] for c in carriers) and any(not c['isPickup'] for c in carriers)
        mode = ('store' if selected['isPickup'] else 'delivery') if selected else None
        shown = [c for c in carriers if ('store' if c['isPickup'] else 'delivery') == mode] \
            if both_modes and mode else carriers
        return {
            'both_modes': both_modes,
            'mode': mode,
            'carriers': shown,
            'selected': selected,
            'cannot_deliver': props['carrierId'] is not None and not props['status'],
        }

    def _prepare_weekbox_order_amounts(self):
        """The order's amounts as its summary shows them, as numbers."""
        self.ensure_one()
        currency = self.currency_id
        return {
            'amount_delivery': currency._weekbox_round(self.amount_delivery),
            'amount_untaxed': currency._weekbox_round(self.amount_untaxed),
            'amount_tax': currency._weekbox_round(self.amount_tax),
            'amount_total': currency._weekbox_round(self.amount_total),
        }

    def _prepare_weekbox_carrier_id_values(self):
        """/shop/update_carrier_id's answer (spec §3.3 "Carrier id update
        result"): the delivery method now on the order, whether it is a pick-up
        and the order's amounts."""
        self.ensure_one()
        return {
            'carrier_id': self.carrier_id.id or None,
            'status': bool(self.carrier_id and self.delivery_rating_success),
            'error_message': '' if self.delivery_rating_success else (self.delivery_message or ''),
            'is_pickup': bool(self.carrier_id) and self.carrier_id._is_weekbox_pickup(),
            'is_free_delivery': not self.amount_delivery,
            'shipping_country_id': self.partner_shipping_id.country_id.id or None,
            **self._prepare_weekbox_order_amounts(),
        }

    def _weekbox_check_delivery_can_change(self):
        """An order whose payment is under way keeps its delivery."""
        self.ensure_one()
        if any(tx.state not in OPEN_TRANSACTION_STATES for tx in self.sudo().transaction_ids):
            raise UserError(_("Your order is being paid: its delivery can no longer be changed."))

    def _weekbox_carrier_problem(self):
        """Why the order's delivery method cannot deliver it ('' when it can)."""
        self.ensure_one()
        if self.only_services or not self.carrier_id or self.delivery_rating_success:
            return ''
        return _("%(carrier)s cannot deliver this order: %(reason)s Please choose another delivery method.",
                 carrier=self.carrier_id.name, reason=self.delivery_message or _("no price could be computed."))

    # ------------------------------------------------------------
    # DELIVERY DATE
    # ------------------------------------------------------------

    def _weekbox_checkout_delivery_date_mode(self):
        """Whether the checkout asks this order's delivery date: 'none',
        'optional' or 'required' (the website's setting). Never for an order
        without anything to deliver. Override point for modules that plan the
        delivery themselves (website_sale_mealbox: its delivery step chooses
        the box's date)."""
        self.ensure_one()
        if self.only_services:
            return 'none'
        return self._weekbox_delivery_website().checkout_delivery_date_mode

    def _weekbox_delivery_website(self):
        self.ensure_one()
        if self.website_id:
            return self.website_id
        return (request and getattr(request, 'website', None)) or self.env['website'].get_current_website()

    def _weekbox_get_delivery_choice(self, calendar):
        """The order's delivery date as the widget offers it ({date, hour} in
        the delivery time zone), or None when it has none or one the rules no
        longer offer (not on the hour, past, closed...)."""
        self.ensure_one()
        if not self.commitment_date:
            return None
        website = self._weekbox_delivery_website()
        local = website._weekbox_utc_to_local(self.commitment_date, calendar.tz)
        if local.time() != time(local.hour) or website._checkout_delivery_problem(local.date(), local.hour, calendar):
            return None
        return {'date': local.date().isoformat(), 'hour': local.hour}

    def _prepare_weekbox_delivery_dates(self):
        """/shop/checkout/get_dates' answer (spec §3.3 "Delivery date options"):
        the dates offered as [year, month (1-based), day], the closures as
        [start, end) in the delivery time zone's wall clock (`format`), the
        days of the week without delivery numbered as Python's weekday()
        (0 is Monday), and the order's valid choice if any."""
        self.ensure_one()
        website = self._weekbox_delivery_website()
        calendar = website._checkout_delivery_calendar()
        return {
            'min_date': [calendar.min_date.year, calendar.min_date.month, calendar.min_date.day],
            'max_date': [calendar.max_date.year, calendar.max_date.month, calendar.max_date.day],
            'forbidden_intervals': [
                [start.strftime(LOCAL_FORMAT), end.strftime(LOCAL_FORMAT)] for start, end, _reason in calendar.closures
            ],
            'forbidden_days': sorted(calendar.forbidden_weekdays),
            'format': LOCAL_FORMAT_NAME,
            'selected': self._weekbox_get_delivery_choice(calendar),
            'required': self._weekbox_checkout_delivery_date_mode() == 'required',
            'tz': calendar.tz.zone,
        }

    def _weekbox_set_delivery_date(self, day, hour):
        """Delivers the order on `day` at `hour` o'clock (delivery time zone):
        checked against the website's rules, stored in UTC in commitment_date.

        :raise FieldValidationError: the date or hour is not offered (keyed by
                                     the route's param: 'date' or 'hour')
        """
        self.ensure_one()
        if self._weekbox_checkout_delivery_date_mode() == 'none':
            raise ValidationError(_("This order takes no delivery date."))
        self._weekbox_check_delivery_can_change()
        website = self._weekbox_delivery_website()
        calendar = website._checkout_delivery_calendar()
        problem = website._checkout_delivery_problem(day, hour, calendar)
        if problem:
            raise FieldValidationError({problem[0]: problem[1]})
        self.commitment_date = website._weekbox_local_to_utc(day, time(hour), calendar.tz)
        return {
            'date': day.isoformat(),
            'hour': hour,
            'commitment_date': fields.Datetime.to_string(self.commitment_date),
        }

    def _weekbox_delivery_date_problem(self):
        """Why the order cannot be paid with its delivery date ('' when it can)."""
        self.ensure_one()
        mode = self._weekbox_checkout_delivery_date_mode()
        if mode == 'none' or (mode == 'optional' and not self.commitment_date):
            return ''
        if not self.commitment_date:
            return _("Please choose a delivery date and time before paying.")
        calendar = self._weekbox_delivery_website()._checkout_delivery_calendar()
        if not self._weekbox_get_delivery_choice(calendar):
            return _("Your delivery date is no longer available: please choose another one before paying.")
        return ''

    # ------------------------------------------------------------
    # PAYMENT HOOKS (website_sale)
    # ------------------------------------------------------------

    def _weekbox_checkout_delivery_problem(self):
        """Why the order's delivery keeps it from being paid ('' when nothing does)."""
        self.ensure_one()
        return self._weekbox_carrier_problem() or self._weekbox_delivery_date_problem()

    def _check_cart_is_ready_to_be_paid(self):
        """Refuses the payment of an order whose delivery method cannot deliver
        it, or without the delivery date its website requires (or with one no
        longer offered), with the reason."""
        for order in self:
            problem = order._weekbox_checkout_delivery_problem()
            if problem:
                raise ValidationError(problem)
        return super()._check_cart_is_ready_to_be_paid()
