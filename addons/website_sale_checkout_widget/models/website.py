from collections import namedtuple
from datetime import datetime, time, timedelta

import pytz

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError
from odoo.tools.misc import format_date

from odoo.addons.base.models.res_partner import _tz_get
from odoo.addons.website_sale_checkout_widget.const import (
    DATE_MODES, DEFAULT_TZ, DELIVERY_HOURS, FIRST_DELIVERY_HOUR, LAST_DELIVERY_HOUR, MAX_HORIZON_DAYS, MAX_LEAD_DAYS,
)

# The delivery date rules of a website at one moment (see _checkout_delivery_calendar).
# Dates and times are the website's wall clock (`tz`): `closures` are
# (start, end, reason) with naive local datetimes, end excluded.
DeliveryCalendar = namedtuple('DeliveryCalendar', 'tz min_date max_date forbidden_weekdays closures')


class Website(models.Model):
    _inherit = 'website'

    checkout_delivery_date_mode = fields.Selection(
        DATE_MODES, string="Delivery date at checkout", required=True, default='none',
        help="Whether customers choose a delivery date and time when they pay an order to deliver: "
             "not asked, optional, or required (an order without one is not paid).")
    checkout_delivery_lead_days = fields.Integer(
        string="Delivery lead time", default=1,
        help="Days between today and the first delivery date offered.")
    checkout_delivery_horizon_days = fields.Integer(
        string="Booking horizon", default=30,
        help="Days between today and the last delivery date offered.")
    checkout_delivery_weekday_ids = fields.Many2many(
        'weekbox.weekday', 'website_checkout_delivery_weekday_rel', 'website_id', 'weekday_id',
        string="Days without delivery",
        help="Days of the week no delivery date is offered on.")
    checkout_delivery_tz = fields.Selection(
        _tz_get, string="Delivery time zone",
        help="Time zone of the delivery dates and hours (and of the closures' times shown to customers); "
             "empty: the company's.")

    @api.constrains('checkout_delivery_lead_days', 'checkout_delivery_horizon_days')
    def _check_checkout_delivery_schedule(self):
        for website in self:
            if not 0 <= website.checkout_delivery_lead_days <= MAX_LEAD_DAYS:
                raise ValidationError(_("The delivery lead time must be between 0 and %s days.", MAX_LEAD_DAYS))
            if not website.checkout_delivery_lead_days <= website.checkout_delivery_horizon_days <= MAX_HORIZON_DAYS:
                raise ValidationError(_(
                    "The booking horizon must be between the delivery lead time and %s days.", MAX_HORIZON_DAYS))

    # ------------------------------------------------------------
    # DELIVERY DATES
    # ------------------------------------------------------------

    def _checkout_delivery_tz(self):
        """The time zone of delivery dates: the website's, else its company's, else UTC."""
        self.ensure_one()
        name = self.checkout_delivery_tz or self.company_id.partner_id.tz or DEFAULT_TZ
        try:
            return pytz.timezone(name)
        except pytz.UnknownTimeZoneError:
            return pytz.timezone(DEFAULT_TZ)

    def _checkout_now(self):
        """Now, in UTC (naive): what 'today' of the delivery dates is computed from."""
        return fields.Datetime.now()

    def _checkout_delivery_calendar(self):
        """The delivery date rules of this website now (a DeliveryCalendar):
        dates from today + lead time to today + booking horizon (today in the
        delivery time zone), the days of the week without delivery and the
        website's delivery closures within those dates (website_sale_weekbox)."""
        self.ensure_one()
        website = self.sudo()
        tz = website._checkout_delivery_tz()
        today = pytz.utc.localize(website._checkout_now()).astimezone(tz).date()
        min_date = today + timedelta(days=website.checkout_delivery_lead_days)
        max_date = today + timedelta(days=website.checkout_delivery_horizon_days)
        return DeliveryCalendar(
            tz=tz,
            min_date=min_date,
            max_date=max_date,
            forbidden_weekdays={weekday.number: weekday.name for weekday in website.checkout_delivery_weekday_ids},
            closures=[(start, end, closure.name)
                      for closure, start, end in website._weekbox_get_closures(min_date, max_date, tz)],
        )

    def _checkout_delivery_problem(self, day, hour, calendar=None):
        """What is wrong with a delivery on `day` (a date) at `hour` o'clock in
        the delivery time zone: (param, message) — the param of
        /shop/checkout/set_delivery_date it concerns, 'date' or 'hour' — or
        None when it can be chosen."""
        calendar = calendar or self._checkout_delivery_calendar()
        if not calendar.min_date <= day <= calendar.max_date:
            return 'date', _(
                "Please choose a delivery date between %(first)s and %(last)s.",
                first=format_date(self.env, calendar.min_date), last=format_date(self.env, calendar.max_date))
        if day.weekday() in calendar.forbidden_weekdays:
            return 'date', _(
                "We do not deliver on %(weekday)s. Please choose another day.",
                weekday=calendar.forbidden_weekdays[day.weekday()])
        if hour not in DELIVERY_HOURS:
            return 'hour', _(
                "Please choose a delivery time between %(first)s:00 and %(last)s:00.",
                first=FIRST_DELIVERY_HOUR, last=LAST_DELIVERY_HOUR)
        moment = datetime.combine(day, time(hour))
        for start, end, reason in calendar.closures:
            if start <= moment < end:
                return 'hour', _(
                    "We do not deliver at this time (%(reason)s). Please choose another time.", reason=reason)
        return None
