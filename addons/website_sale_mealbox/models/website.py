from datetime import datetime, time, timedelta

import pytz
from markupsafe import Markup

from odoo import _, api, fields, models
from odoo.exceptions import AccessError, UserError, ValidationError
from odoo.osv import expression
from odoo.tools import SQL
from odoo.tools.json import scriptsafe

from odoo.addons.base.models.res_partner import _tz_get
from odoo.addons.website_weekbox.params import as_id

from .product_template import mealbox_card_product_sql

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
ISO_UTC = '%Y-%m-%dT%H:%M:%SZ'
# The home page's menu in its HTML (views/mealbox_home_templates.xml,
# our_menu_prerender): all the grid's dishes, as the widget draws them (each
# stays where it is when the widget takes over), and the carousel's first view
# (3 from 600 px), with /our/menu's answer, which the widget then renders at
# once. Up to the widget's largest limit: a larger menu is left to the widget,
# not carried in every home page.
MENU_PRERENDER_MAX = 60
MENU_PRERENDER_SLIDES = 3
# The photo's `sizes` for both layouts (widgets/mealbox/our-menu: 100vw and
# 33vw in the carousel, the grid's from 769 px): the browser picks the same
# file as the widget at any width, so the photo is fetched once.
MENU_IMAGE_SIZES = ('(max-width: 599px) 100vw, (max-width: 768px) 33vw, '
                    '(min-width: 1400px) 320px, (min-width: 1200px) 275px, 33vw')


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

    def _weekbox_lean_page_keys(self):
        """The wizard's page (every step: compose, extras, login, delivery
        with its payment details) is the wizard widget's alone."""
        return super()._weekbox_lean_page_keys() | {'website_sale_mealbox.mealbox_wizard_page'}

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
        return self._mealbox_delivery_dates_batch([store or zone or None], now=now)[0]

    def _mealbox_delivery_dates_batch(self, places, now=None):
        """`_mealbox_delivery_dates` for many places at once, with one closure
        query whatever their number (the pick-up step lists every store with
        its dates).

        :param places: list of mealbox.pickup.store (pick-up),
            mealbox.delivery.zone (home delivery) or None (every weekday)
        :param now: as in `_mealbox_delivery_dates`
        :return: list of lists of datetime.date, aligned with `places`
        """
        self.ensure_one()
        website = self.sudo()
        now_utc = website._mealbox_now(now).astimezone(pytz.utc)
        today = website._mealbox_today(now)
        wanted = website.mealbox_dates_ahead
        last_day = today + timedelta(days=DATES_HORIZON_DAYS + website.mealbox_lead_days)
        stores = self.env['mealbox.pickup.store'].concat(*(
            place for place in places if place and place._name == 'mealbox.pickup.store'))
        closed_everywhere, closed_by_store = website._mealbox_closed_dates(today, last_day, stores=stores)
        # Many places share their days: each cut-off is computed once.
        cutoffs = {}
        result = []
        for place in places:
            weekdays = set(place.sudo().weekday_ids.mapped('number')) if place else set(range(7))
            closed = closed_everywhere
            if place and place._name == 'mealbox.pickup.store':
                closed = closed | closed_by_store.get(place.id, set())
            dates = []
            day = today
            while weekdays and wanted > 0 and day <= last_day and len(dates) < wanted:
                if day.weekday() in weekdays and day not in closed:
                    if day not in cutoffs:
                        cutoffs[day] = website._mealbox_cutoff_for(day)
                    if now_utc < cutoffs[day]:
                        dates.append(day)
                day += timedelta(days=1)
            result.append(dates)
        return result

    def _mealbox_closed_dates(self, date_from, date_to, stores=None):
        """(closed dates of every store, {store id: its closed dates})
        between the two dates (included), for this website: the days the
        website's delivery closures (website_sale_weekbox) leave without an
        open hour in the meal box timezone (a box is delivered on a day: a
        closed morning leaves the day open), a store's own closures counting
        for that store only. One query."""
        self.ensure_one()
        closures = self._weekbox_get_closures(date_from, date_to, self._mealbox_tzinfo(), domain=[
            ('mealbox_store_id', 'in', [False] + (stores.ids if stores else [])),
        ])
        general = [(start, end) for closure, start, end in closures if not closure.mealbox_store_id]
        own = {}
        for closure, start, end in closures:
            if closure.mealbox_store_id:
                own.setdefault(closure.mealbox_store_id.id, []).append((start, end))
        closed_everywhere = self._weekbox_days_closed(general)
        closed_by_store = {store_id: self._weekbox_days_closed(general + intervals)
                           for store_id, intervals in own.items()}
        return closed_everywhere, closed_by_store

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

    def _mealbox_current_dishes(self, today=None, among=None):
        """Published, sellable dishes of the current menu (all published dishes when
        there is no current or past menu), sorted by website sequence and name. Sudo.

        :param among: only those of these templates (a check of a few dishes
            against a menu of thousands reads those few, not the menu)
        """
        self.ensure_one()
        domain = self._mealbox_current_dish_domain(today)
        if among is not None:
            domain = expression.AND([domain, [('id', 'in', among.ids)]])
        return self.env['product.template'].sudo().search(domain, order='website_sequence, name, id')

    def _mealbox_menu_rows(self, domain=None, after=0, limit=None):
        """The dishes of `_mealbox_current_dishes` that also match `domain`
        (product.template, e.g. the compose filters), in menu order, those after
        the dish `after` (a product id; 0: from the start), at most `limit`:

        - rows: [{'product_tmpl_id', 'product_id', 'menu_rank'}], menu_rank
          being the dish's place on the whole menu (from 1), whatever the
          filters, so places sent by two answers compare;
        - matching: how many match after `after`, `limit` or not.

        ONE query, run by the database: the menu is ranked, filtered, cut at
        the cursor, counted and paged there, so a menu of 2,000 dishes costs a
        page of rows, not 2,000 rows for Python to filter (that was most of the
        wizard's load time at that size).

        :raises UserError: `after` is not (or no longer) on the menu
        """
        self.ensure_one()
        Template = self.env['product.template'].sudo()
        self.env['product.product'].flush_model(['product_tmpl_id', 'active'])
        menu = Template._search(self._mealbox_current_dish_domain(), order='website_sequence, name, id')
        menu_order, menu.order = menu.order, None
        template_id = SQL.identifier(menu.table, 'id')
        matching = Template._search(domain).subselect() if domain else None
        ranked = menu.select(SQL("%s AS tmpl_id", template_id),
                             SQL("row_number() OVER (ORDER BY %s) AS menu_rank", menu_order))
        self.env.cr.execute(SQL(
            """
            WITH menu AS (%(ranked)s)
            SELECT page.tmpl_id, %(product_id)s, page.menu_rank, page.matching, cursor.menu_rank IS NOT NULL
              FROM (SELECT (SELECT menu.menu_rank FROM menu JOIN product_product pp ON pp.product_tmpl_id = menu.tmpl_id
                             WHERE pp.id = %(after)s) AS menu_rank) cursor
              LEFT JOIN LATERAL (
                    SELECT menu.tmpl_id, menu.menu_rank, COUNT(*) OVER () AS matching
                      FROM menu
                     WHERE menu.menu_rank > COALESCE(cursor.menu_rank, 0) AND %(matching)s
                     ORDER BY menu.menu_rank
                     LIMIT %(limit)s
              ) page ON TRUE
             ORDER BY page.menu_rank
            """,
            ranked=ranked,
            product_id=mealbox_card_product_sql(SQL('page.tmpl_id')),
            after=after or 0,
            matching=SQL("menu.tmpl_id IN %s", matching) if matching else SQL("TRUE"),
            limit=limit,
        ))
        result = self.env.cr.fetchall()
        if after and not result[0][4]:
            raise UserError(_("The week's menu has changed: please reload the page."))
        rows = [{'product_tmpl_id': tmpl_id, 'product_id': product_id, 'menu_rank': rank}
                for tmpl_id, product_id, rank, _matching, _cursor in result if tmpl_id]
        return rows, result[0][3] or 0

    def _mealbox_dish_page_size(self):
        """How many dishes the compose step lists at once (then "Show more"):
        a multiple of its two, three and four dishes a row."""
        return 48

    def _mealbox_current_dish_domain(self, today=None):
        """The domain of `_mealbox_current_dishes` (product.template, to search in sudo)."""
        self.ensure_one()
        domain = self._mealbox_dish_domain()
        menu = self._mealbox_current_menu(today)
        if menu:
            domain = expression.AND([domain, [('mealbox_week_menu_ids', 'in', menu.ids)]])
        return domain

    def _prepare_mealbox_menu_place_values(self):
        """How many rows the home page's menu grid draws at three and at four dishes a row:
        its server placeholder reserves them (website_sale_mealbox.our_menu_place), so the
        content under it is not pushed down when the dishes arrive. The week's menu is the
        same for every visitor of this website: one count, asked per request (the week
        turns and dishes are published between two visits)."""
        self.ensure_one()
        count = self.env['product.template'].sudo().search_count(self._mealbox_current_dish_domain())
        return {'dish_count': count, 'rows_3': -(-count // 3), 'rows_4': -(-count // 4)}

    def _mealbox_extras(self, domain=None):
        """Published, sellable extras of this website (that also match
        `domain`), sorted like the shop. Sudo."""
        self.ensure_one()
        domain = expression.AND([
            [('is_mealbox_extra', '=', True), ('sale_ok', '=', True), ('is_published', '=', True)],
            self.website_domain(),
            domain or [],
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
    # WHAT THE WIDGETS ARE SENT (home page, wizard filters)
    # ------------------------------------------------------------

    def _prepare_mealbox_duration_values(self, now=None):
        """The countdown (spec §2.6): days, hours and minutes left to order
        before the cut-off of the earliest delivery date."""
        self.ensure_one()
        now = now or fields.Datetime.now()
        now_utc = pytz.utc.localize(now) if now.tzinfo is None else now.astimezone(pytz.utc)
        deadline = self._mealbox_order_deadline(now=now_utc)
        dates = self._mealbox_delivery_dates(now=now_utc)
        remaining = max(0, int((deadline - now_utc).total_seconds()))
        return {
            'day': remaining // 86400,
            'hours': remaining % 86400 // 3600,
            'minutes': remaining % 3600 // 60,
            'deadline': deadline.astimezone(pytz.utc).strftime(ISO_UTC),
            'now': now_utc.strftime(ISO_UTC),
            'tz': self.mealbox_tz or 'Europe/Brussels',
            'delivery_date': fields.Date.to_string(dates[0]) if dates else '',
        }

    def _prepare_mealbox_menu_values(self):
        """The current week's dishes as cards, and the categories they use."""
        self.ensure_one()
        cards = self._mealbox_current_dishes()._mealbox_card_rows()
        category_ids = sorted({category for card in cards for category in card['category']})
        categories = self.env['product.public.category'].sudo().search_read(
            [('id', 'in', category_ids)], ['name'], order='sequence, name, id') if category_ids else []
        return {
            'front_products': cards,
            'categ_list': [{'id': category['id'], 'name': category['name']} for category in categories],
        }

    def _prepare_mealbox_menu_prerender_view(self):
        """The home page's menu as the our-menu widget first renders it
        (widgets/mealbox/our-menu: our-menu.tsx, dish-carousel.tsx,
        menu-dish-card.tsx), for website_sale_mealbox.our_menu_prerender: the
        dishes' photos are then the page's first paint (its largest
        contentful paint) rather than the end of a chain of scripts and a
        call, and the widget takes them over without moving anything.
        None without dishes (the widget says the menu is coming soon) and for
        a menu larger than MENU_PRERENDER_MAX (the widget asks for it).

        `answer_json` is /our/menu's own answer."""
        self.ensure_one()
        answer = self._prepare_mealbox_menu_values()
        dishes = answer['front_products']
        if not dishes or len(dishes) > MENU_PRERENDER_MAX:
            return None
        category_names = {category['id']: category['name'] for category in answer['categ_list']}
        t = self._weekbox_t

        def card(dish):
            facts = [category_names.get(dish['category'][0], '') if dish['category'] else '']
            facts += [t('{n} min', n=dish['prep_time']) if dish['prep_time'] > 0 else '',
                      t('{n} kcal', n=dish['calories']) if dish['calories'] > 0 else '']
            return {
                'name': dish['name'],
                'src': dish['image_small_url'],
                'srcset': '%s 256w, %s 512w' % (dish['image_small_url'], dish['image_url']),
                'facts': [fact for fact in facts if fact],
            }

        cards = [card(dish) for dish in dishes]
        total = len(dishes)
        return {
            'grid': cards,
            'slides': [dict(slide, label=t('{n} of {total}', n=index + 1, total=total))
                       for index, slide in enumerate(cards[:MENU_PRERENDER_SLIDES])],
            'sizes': MENU_IMAGE_SIZES,
            'label': t("This week's dishes"),
            'carousel': t('carousel'),
            'slide': t('slide'),
            'previous': t('Previous dish'),
            'next': t('Next dish'),
            'position': t('{n} of {total}', n=1, total=total),
            'has_controls': total > 1,
            # scriptsafe escapes <, > and &: a dish's name cannot close the <script>.
            'answer_json': Markup(scriptsafe.dumps(answer)),
            'stylesheets': (self._weekbox_widget_preloads('our-menu', 'eager') or {}).get('css', []),
        }

    def _prepare_mealbox_filter_values(self):
        """The compose step's filter buttons: the categories of the current
        menu's dishes (asked of the database, not gathered from 2,000 rows),
        the diets and the toggle filters' labels."""
        self.ensure_one()
        categories = self.env['product.public.category'].sudo().search(
            [('product_tmpl_ids', 'any', self._mealbox_current_dish_domain())], order='sequence, id')
        diets = self.env['mealbox.diet'].sudo().search([])
        return {
            'categ_list': [{'id': c.id, 'name': c.name} for c in categories],
            'diet_list': [{'id': d.id, 'name': d.name, 'color': d.color} for d in diets],
            'filter_labels': self._mealbox_filter_labels(),
        }

    def _prepare_mealbox_empty_cart_values(self):
        """The wizard's cart panel when the visitor has no cart yet."""
        self.ensure_one()
        currency = self.currency_id
        return {'price': 0.0, 'currency': currency.symbol, 'count_line': 0, 'order_id': 0,
                'currency_info': currency._weekbox_currency_info()}

    # ------------------------------------------------------------
    # ORDER ACCESS
    # ------------------------------------------------------------

    def _mealbox_get_order(self, order_id=None, create=False, required=False):
        """The current visitor's meal box order (sudo), i.e. the website cart of
        their session, or of their partner once logged in.

        `order_id` is what the page carries in its URL: it must be that cart, so
        a visitor can never read or change another visitor's order (the refusal
        says the same whether the order exists or not). Without `create`, an
        empty recordset means "no cart yet"; with `required`, no cart is refused
        as an empty box (what every route acting on the box answers).
        """
        self.ensure_one()
        wanted_id = self._mealbox_parse_id(order_id, _("order"))
        # The last unfinished box of a customer, never their ordinary cart (models/website_cart.py).
        order = self.with_context(mealbox_cart=True).sale_get_order(force_create=create)
        if wanted_id and order.id != wanted_id:
            raise AccessError(_("This order is not available. Please start your box again."))
        if order and order.state != 'draft':
            raise UserError(_("This order is already confirmed and can no longer be changed."))
        if required and not order:
            raise UserError(_("Your box is empty. Please choose your box size first."))
        return order.sudo()

    @api.model
    def _mealbox_parse_id(self, value, what):
        """A record id from the client: a positive int (or its digits), else 0
        for "none"; anything else is refused with a clear message."""
        return as_id(value, what, required=False, default=0)
