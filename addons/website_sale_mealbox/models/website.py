from datetime import datetime, time, timedelta

import pytz

from odoo import _, api, fields, models
from odoo.exceptions import AccessError, UserError, ValidationError
from odoo.osv import expression

from odoo.addons.base.models.res_partner import _tz_get
from odoo.addons.website_weekbox.params import as_id

WEEKDAY_SELECTION = [
    ('0', "Monday"),
    ('1', "Tuesday"),
    ('2', "Wednesday"),
    ('3', "Thursday"),
    ('4', "Friday"),
    ('5', "Saturday"),
    ('6', "Sunday"),
]
DEFAULT_TZ = 'Europe/Brussels'
# How far ahead delivery dates are looked for (on top of the lead days).
DATES_HORIZON_DAYS = 400
MAX_LEAD_DAYS = 60
MAX_DATES_AHEAD = 52


class Website(models.Model):
    _inherit = 'website'

    mealbox_max_meal = fields.Integer(
        string="Meal box: most meals",
        help="Highest number of meals a visitor can pick; 0 takes the largest box size offered.")
    mealbox_max_people = fields.Integer(
        string="Meal box: most people",
        help="Highest number of people a visitor can pick; 0 takes the largest box size offered.")
    mealbox_tz = fields.Selection(
        _tz_get, string="Meal box timezone", required=True, default=DEFAULT_TZ,
        help="Timezone of the order cut-off, of delivery dates and of weekly menus.")
    mealbox_cutoff_weekday = fields.Selection(
        WEEKDAY_SELECTION, string="Order cut-off day", required=True, default='3',
        help="Orders for a delivery date close on this day of the week, at the cut-off hour, "
             "at least the lead days before the delivery date.")
    mealbox_cutoff_hour = fields.Float(
        string="Order cut-off hour", default=23.0 + 59 / 60,
        help="Local time (meal box timezone) at which orders close on the cut-off day.")
    mealbox_lead_days = fields.Integer(
        string="Lead days", default=2,
        help="Minimum number of days between the cut-off and the delivery date: a delivery date "
             "closes at the last cut-off day/hour falling at least this many days before it.")
    mealbox_dates_ahead = fields.Integer(
        string="Dates offered", default=4, help="How many delivery or pick-up dates customers can choose from.")
    mealbox_home_carrier_id = fields.Many2one(
        'delivery.carrier', string="Home delivery method", ondelete='set null',
        default=lambda self: self.env.ref('website_sale_mealbox.carrier_home_delivery', raise_if_not_found=False),
        help="Shipping method of home deliveries, unless the delivery zone has its own.")
    mealbox_filter_do_something_label = fields.Char(
        string="First dish filter", translate=True, default="Ready in 20 minutes",
        help="Label of the 'do_something' toggle filter of the compose screen.")
    mealbox_filter_do_nothing_label = fields.Char(
        string="Second dish filter", translate=True, default="Family favourite",
        help="Label of the 'do_nothing' toggle filter of the compose screen.")

    # ------------------------------------------------------------
    # CONSTRAINTS
    # ------------------------------------------------------------

    @api.constrains('mealbox_cutoff_hour', 'mealbox_lead_days', 'mealbox_dates_ahead')
    def _check_mealbox_schedule(self):
        for website in self:
            if not 0 <= website.mealbox_cutoff_hour < 24:
                raise ValidationError(_("The order cut-off hour must be between 00:00 and 23:59."))
            if not 0 <= website.mealbox_lead_days <= MAX_LEAD_DAYS:
                raise ValidationError(_("The lead days must be between 0 and %s.", MAX_LEAD_DAYS))
            if not 1 <= website.mealbox_dates_ahead <= MAX_DATES_AHEAD:
                raise ValidationError(_("The number of dates offered must be between 1 and %s.", MAX_DATES_AHEAD))

    # ------------------------------------------------------------
    # SHOP
    # ------------------------------------------------------------

    def sale_product_domain(self):
        """Dishes are sold through the meal box only: keep them out of /shop and its search."""
        return expression.AND([super().sale_product_domain(), [('is_mealbox_dish', '=', False)]])

    # ------------------------------------------------------------
    # TIME
    # ------------------------------------------------------------

    def _mealbox_tzinfo(self):
        self.ensure_one()
        return pytz.timezone(self.mealbox_tz or DEFAULT_TZ)

    def _mealbox_now(self, now=None):
        """`now` (default: the current time; naive means UTC) as an aware datetime in the meal box timezone."""
        self.ensure_one()
        now = now or fields.Datetime.now()
        if now.tzinfo is None:
            now = pytz.utc.localize(now)
        return now.astimezone(self._mealbox_tzinfo())

    def _mealbox_today(self, now=None):
        """Today's date in the meal box timezone."""
        return self._mealbox_now(now).date()

    def _mealbox_cutoff_time(self):
        hours = self.mealbox_cutoff_hour or 0.0
        minutes = min(round(hours * 60), 24 * 60 - 1)
        return time(minutes // 60, minutes % 60)

    def _mealbox_localize(self, day, at):
        """Aware UTC datetime of local `day` at local time `at` (meal box timezone)."""
        local = self._mealbox_tzinfo().localize(datetime.combine(day, at), is_dst=False)
        return local.astimezone(pytz.utc)

    def _mealbox_cutoff_for(self, delivery_date):
        """When orders for `delivery_date` close, as an aware UTC datetime.

        The cut-off of a delivery date D is the cut-off weekday at the cut-off
        hour (local time) of the latest such day falling on or before
        D - lead days. With the defaults (Thursday 23:59, 2 lead days): Saturday
        and Sunday deliveries close on the Thursday before at 23:59, a Tuesday
        delivery closes on the Thursday of the week before.
        """
        self.ensure_one()
        latest = delivery_date - timedelta(days=self.mealbox_lead_days)
        back = (latest.weekday() - int(self.mealbox_cutoff_weekday or 0)) % 7
        return self._mealbox_localize(latest - timedelta(days=back), self._mealbox_cutoff_time())

    def _mealbox_next_cutoff(self, now=None):
        """The first cut-off moment (cut-off weekday and hour, local time) strictly after `now`, aware UTC."""
        self.ensure_one()
        local_now = self._mealbox_now(now)
        now_utc = local_now.astimezone(pytz.utc)
        weekday = int(self.mealbox_cutoff_weekday or 0)
        day = local_now.date() + timedelta(days=(weekday - local_now.weekday()) % 7)
        cutoff = self._mealbox_localize(day, self._mealbox_cutoff_time())
        if cutoff <= now_utc:
            cutoff = self._mealbox_localize(day + timedelta(days=7), self._mealbox_cutoff_time())
        return cutoff

    # ------------------------------------------------------------
    # DELIVERY DATES
    # ------------------------------------------------------------

    def _mealbox_delivery_dates(self, zone=None, store=None, now=None):
        """The next delivery (or pick-up) dates customers can choose, as `datetime.date`.

        Rule: a date D is offered when
          - its weekday is a day of `store` (pick-up) or else of `zone` (home
            delivery); with neither, every weekday counts;
          - D is not a closed date of this website (closures without store, plus
            the closures of `store` for a pick-up);
          - `now` is before the cut-off of D (see `_mealbox_cutoff_for`).
        The first `mealbox_dates_ahead` such dates are returned, in order, computed
        in the meal box timezone. A zone or store without days gives no date.

        :param zone: mealbox.delivery.zone (home delivery) or None
        :param store: mealbox.pickup.store (pick-up) or None; wins over `zone`
        :param now: datetime (aware, or naive UTC); default: the current time
        :return: list of datetime.date
        """
        self.ensure_one()
        website = self.sudo()
        now_utc = website._mealbox_now(now).astimezone(pytz.utc)
        today = website._mealbox_today(now)
        if store:
            weekdays = set(store.sudo().weekday_ids.mapped('number'))
        elif zone:
            weekdays = set(zone.sudo().weekday_ids.mapped('number'))
        else:
            weekdays = set(range(7))
        wanted = website.mealbox_dates_ahead
        if not weekdays or wanted <= 0:
            return []
        last_day = today + timedelta(days=DATES_HORIZON_DAYS + website.mealbox_lead_days)
        closed = website._mealbox_closed_dates(today, last_day, store=store)
        dates = []
        day = today
        while day <= last_day and len(dates) < wanted:
            if day.weekday() in weekdays and day not in closed and now_utc < website._mealbox_cutoff_for(day):
                dates.append(day)
            day += timedelta(days=1)
        return dates

    def _mealbox_closed_dates(self, date_from, date_to, store=None):
        """Set of closed dates between the two dates (included): the website's
        closures without store, plus those of `store`. One query."""
        self.ensure_one()
        store_ids = [False] + ([store.id] if store else [])
        closures = self.env['mealbox.closed.date'].sudo().search_read([
            ('date', '>=', date_from),
            ('date', '<=', date_to),
            ('website_id', 'in', [False, self.id]),
            ('store_id', 'in', store_ids),
        ], ['date'])
        return {closure['date'] for closure in closures}

    def _mealbox_is_date_available(self, delivery_date, zone=None, store=None, now=None):
        """Whether `delivery_date` (date or 'YYYY-MM-DD') is one of the offered dates."""
        if isinstance(delivery_date, str):
            try:
                delivery_date = fields.Date.to_date(delivery_date)
            except ValueError:
                return False
        return bool(delivery_date) and delivery_date in self._mealbox_delivery_dates(zone=zone, store=store, now=now)

    def _mealbox_order_deadline(self, now=None, zone=None, store=None):
        """When ordering closes for the earliest date offered, as an aware UTC datetime.

        It is the cut-off (`_mealbox_cutoff_for`) of the first date of
        `_mealbox_delivery_dates(zone, store, now)`: ordering before it gets that
        date, right after it that date is no longer offered. Without zone and
        store (every weekday counts) this is the next cut-off moment unless the
        whole week is closed. When no date is offered at all, the next cut-off
        moment is returned.
        """
        self.ensure_one()
        dates = self._mealbox_delivery_dates(zone=zone, store=store, now=now)
        if dates:
            return self._mealbox_cutoff_for(dates[0])
        return self._mealbox_next_cutoff(now)

    def _mealbox_home_carrier(self, zone=None):
        """Shipping method of a home delivery (in `zone` when given), sudo."""
        self.ensure_one()
        carrier = (zone and zone.sudo().carrier_id) or self.sudo().mealbox_home_carrier_id
        if not carrier:
            carrier = self.env.ref('website_sale_mealbox.carrier_home_delivery', raise_if_not_found=False)
        return (carrier or self.env['delivery.carrier']).sudo()

    # ------------------------------------------------------------
    # MENU
    # ------------------------------------------------------------

    def _mealbox_current_menu(self, today=None):
        """The weekly menu of `today` (default: today in the meal box timezone), else
        the most recent past one, else an empty recordset. Sudo.

        Menus of a website cannot overlap, so this is the active menu of this
        website (or without website) that started last on or before today.
        """
        self.ensure_one()
        today = today or self._mealbox_today()
        return self.env['mealbox.week.menu'].sudo().search([
            ('website_id', 'in', [False, self.id]),
            ('date_start', '<=', today),
        ], order='date_start desc, id desc', limit=1)

    def _mealbox_dish_domain(self):
        return expression.AND([
            [('is_mealbox_dish', '=', True), ('sale_ok', '=', True), ('is_published', '=', True)],
            self.website_domain(),
        ])

    def _mealbox_current_dishes(self, today=None):
        """Published, sellable dishes of the current menu (all published dishes when
        there is no current or past menu), sorted by website sequence and name. Sudo."""
        self.ensure_one()
        domain = self._mealbox_dish_domain()
        menu = self._mealbox_current_menu(today)
        if menu:
            domain = expression.AND([domain, [('mealbox_week_menu_ids', 'in', menu.ids)]])
        return self.env['product.template'].sudo().search(domain, order='website_sequence, name, id')

    def _mealbox_extras(self):
        """Published, sellable extras of this website, sorted like the shop. Sudo."""
        self.ensure_one()
        domain = expression.AND([
            [('is_mealbox_extra', '=', True), ('sale_ok', '=', True), ('is_published', '=', True)],
            self.website_domain(),
        ])
        return self.env['product.template'].sudo().search(domain, order='website_sequence, name, id')

    def _mealbox_filter_labels(self):
        """Labels of the two toggle filters, keyed by their API value, in the context language."""
        self.ensure_one()
        return {
            'do_something': self.mealbox_filter_do_something_label or '',
            'do_nothing': self.mealbox_filter_do_nothing_label or '',
        }

    # ------------------------------------------------------------
    # ORDER ACCESS
    # ------------------------------------------------------------

    def _mealbox_get_order(self, order_id=None, create=False):
        """The current visitor's meal box order (sudo), i.e. the website cart of
        their session, or of their partner once logged in.

        `order_id` is what the page carries in its URL: it must be that cart, so
        a visitor can never read or change another visitor's order (the refusal
        says the same whether the order exists or not). Without `create`, an
        empty recordset means "no cart yet".
        """
        self.ensure_one()
        wanted_id = self._mealbox_parse_id(order_id, _("order"))
        order = self.sale_get_order(force_create=create)
        if wanted_id and order.id != wanted_id:
            raise AccessError(_("This order is not available. Please start your box again."))
        if order and order.state != 'draft':
            raise UserError(_("This order is already confirmed and can no longer be changed."))
        return order.sudo()

    @api.model
    def _mealbox_parse_id(self, value, what):
        """A record id from the client: a positive int (or its digits), else 0
        for "none"; anything else is refused with a clear message."""
        return as_id(value, what, required=False, default=0)
