from datetime import date, datetime, timedelta

import pytz
from psycopg2 import IntegrityError

from odoo.exceptions import ValidationError
from odoo.fields import Command
from odoo.tests import TransactionCase, tagged
from odoo.tools import mute_logger

from .closures import close_day

BRUSSELS = pytz.timezone('Europe/Brussels')


def utc(*args):
    """Naive UTC datetime, as fields.Datetime.now() returns."""
    return datetime(*args)


@tagged('post_install', '-at_install')
class TestMealboxModels(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        cls.website.write({
            'mealbox_tz': 'Europe/Brussels',
            'mealbox_cutoff_weekday': '3',  # Thursday
            'mealbox_cutoff_hour': 23.0 + 59 / 60,
            'mealbox_lead_days': 2,
            'mealbox_dates_ahead': 4,
        })
        # Start from this test's records only (demo data is archived).
        for model in ('mealbox.delivery.zone', 'mealbox.pickup.store', 'weekbox.delivery.closure',
                      'mealbox.week.menu', 'mealbox.step.alert'):
            cls.env[model].search([]).action_archive()
        cls.env['product.template'].search([('is_mealbox_dish', '=', True)]).write({'is_published': False})

        cls.weekdays = {day.number: day for day in cls.env['weekbox.weekday'].search([])}
        Zone = cls.env['mealbox.delivery.zone']
        cls.zone_brussels = Zone.create({
            'name': 'Brussels', 'zip_ranges': '1000-1299', 'weekday_ids': cls._days(1, 5)})
        cls.zone_saturday = Zone.create({
            'name': 'Flanders', 'zip_ranges': '1500-3999, 8000-9999', 'weekday_ids': cls._days(5)})

        product = cls.env['product.product'].create({'name': 'Pick-up', 'detailed_type': 'service', 'list_price': 0})
        Carrier = cls.env['delivery.carrier']
        cls.carrier_gent = Carrier.create({'name': 'Pick-up Gent', 'product_id': product.id, 'delivery_type': 'fixed'})
        cls.carrier_liege = Carrier.create(
            {'name': 'Pick-up Liège', 'product_id': product.id, 'delivery_type': 'fixed'})
        cls.store = cls.env['mealbox.pickup.store'].create({
            'name': 'Weekbox Gent', 'street': 'Veldstraat 20', 'zip': '9000', 'city': 'Gent',
            'latitude': 51.052, 'longitude': 3.7225,
            'weekday_ids': cls._days(4, 5), 'carrier_id': cls.carrier_gent.id,
        })

    @classmethod
    def _days(cls, *numbers):
        return [Command.set([cls.weekdays[number].id for number in numbers])]

    def _dates(self, now, **kwargs):
        return self.website._mealbox_delivery_dates(now=now, **kwargs)

    # ------------------------------------------------------------
    # Zip codes and zones
    # ------------------------------------------------------------

    def test_zip_ranges_are_parsed(self):
        Zone = self.env['mealbox.delivery.zone']
        self.assertEqual(
            Zone._mealbox_parse_zip_ranges('1000-1299, 1500;3000 - 3999\n 4000'),
            [(1000, 1299), (1500, 1500), (3000, 3999), (4000, 4000)])
        for bad in ('abc', '1299-1000', '10a0', '1000-', ' , ', '١٠٠٠'):
            with self.subTest(zip_ranges=bad), self.assertRaises(ValidationError):
                Zone.create({'name': 'Bad', 'zip_ranges': bad})

    def test_zip_codes_are_matched(self):
        Zone = self.env['mealbox.delivery.zone']
        cases = {
            '1000': self.zone_brussels,
            ' 1050 ': self.zone_brussels,  # whitespace trimmed
            1200: self.zone_brussels,  # ints accepted
            '9000': self.zone_saturday,
            '1300': Zone,  # between zones
            '99999999999': Zone,  # very long numeric string
            '10000': Zone,  # Belgian zip codes have 4 digits
            '0999': Zone,
            'abc': Zone,
            '10 00': Zone,
            '': Zone,
            None: Zone,
            False: Zone,
        }
        for zip_code, zone in cases.items():
            with self.subTest(zip_code=zip_code):
                self.assertEqual(Zone._mealbox_find_zone(zip_code, website=self.website), zone)
                self.assertEqual(Zone._mealbox_is_deliverable(zip_code, website=self.website), bool(zone))

    def test_zone_country_website_and_archive(self):
        Zone = self.env['mealbox.delivery.zone']
        netherlands = self.env.ref('base.nl')
        zone_nl = Zone.create({'name': 'Amsterdam', 'zip_ranges': '1000-1109', 'country_id': netherlands.id})
        self.assertEqual(Zone._mealbox_find_zone('1011', country=netherlands, website=self.website), zone_nl)
        self.assertEqual(Zone._mealbox_find_zone('1011', country='NL', website=self.website), zone_nl)
        self.assertEqual(Zone._mealbox_find_zone('1011', website=self.website), self.zone_brussels)
        # A zone of this website wins over a zone of every website; another website's zone is ignored.
        other_website = self.env['website'].create({'name': 'Other meal box site'})
        Zone.create({'name': 'Other site', 'zip_ranges': '1000', 'website_id': other_website.id, 'sequence': 1})
        specific = Zone.create({'name': 'Brussels centre', 'zip_ranges': '1000', 'website_id': self.website.id,
                                'sequence': 99})
        self.assertEqual(Zone._mealbox_find_zone('1000', website=self.website), specific)
        specific.action_archive()
        self.assertEqual(Zone._mealbox_find_zone('1000', website=self.website), self.zone_brussels)

    # ------------------------------------------------------------
    # Delivery dates and cut-off
    # ------------------------------------------------------------

    def test_dates_just_before_and_after_cutoff(self):
        # Thursday 14 January 2027, 23:59 in Brussels (CET, UTC+1) is 22:59 UTC.
        before, after = utc(2027, 1, 14, 22, 58), utc(2027, 1, 14, 23, 0)
        self.assertEqual(self._dates(before, zone=self.zone_saturday),
                         [date(2027, 1, 16), date(2027, 1, 23), date(2027, 1, 30), date(2027, 2, 6)])
        self.assertEqual(self._dates(after, zone=self.zone_saturday),
                         [date(2027, 1, 23), date(2027, 1, 30), date(2027, 2, 6), date(2027, 2, 13)])
        # An aware datetime is accepted too (23:58 in Brussels).
        aware = BRUSSELS.localize(datetime(2027, 1, 14, 23, 58))
        self.assertEqual(self._dates(aware, zone=self.zone_saturday)[0], date(2027, 1, 16))
        # A Tuesday delivery closes on the Thursday of the week before (lead days 2).
        self.assertEqual(self._dates(before, zone=self.zone_brussels)[:3],
                         [date(2027, 1, 16), date(2027, 1, 19), date(2027, 1, 23)])
        self.assertEqual(self._dates(after, zone=self.zone_brussels)[:2],
                         [date(2027, 1, 23), date(2027, 1, 26)])

    def test_dates_across_daylight_saving_time(self):
        # Thursday 22 October 2026 is summer time (UTC+2): the cut-off is 21:59 UTC.
        self.assertEqual(self._dates(utc(2026, 10, 22, 21, 58), zone=self.zone_saturday)[0], date(2026, 10, 24))
        self.assertEqual(self._dates(utc(2026, 10, 22, 22, 0), zone=self.zone_saturday)[0], date(2026, 10, 31))
        # Summer time ends on Sunday 25 October: the next Thursday's cut-off is 22:59 UTC.
        self.assertEqual(self._dates(utc(2026, 10, 29, 22, 30), zone=self.zone_saturday)[0], date(2026, 10, 31))
        self.assertEqual(self._dates(utc(2026, 10, 29, 23, 0), zone=self.zone_saturday)[0], date(2026, 11, 7))
        # Summer time starts on Sunday 28 March 2027: that week's Thursday is still UTC+1.
        self.assertEqual(self._dates(utc(2027, 3, 25, 22, 58), zone=self.zone_saturday)[0], date(2027, 3, 27))
        self.assertEqual(self.website._mealbox_order_deadline(now=utc(2027, 3, 25, 12, 0)),
                         pytz.utc.localize(datetime(2027, 3, 25, 22, 59)))
        self.assertEqual(self.website._mealbox_order_deadline(now=utc(2027, 3, 26, 12, 0)),
                         pytz.utc.localize(datetime(2027, 4, 1, 21, 59)))

    def test_dates_skip_closed_dates(self):
        close_day(self.env, date(2027, 1, 23), name='Closed')
        other_store = self.env['mealbox.pickup.store'].create({
            'name': 'Weekbox Liège', 'carrier_id': self.carrier_liege.id, 'weekday_ids': self._days(5)})
        close_day(self.env, date(2027, 1, 30), store=other_store)
        close_day(self.env, date(2027, 2, 6), active=False)
        now = utc(2027, 1, 14, 22, 58)
        self.assertEqual(self._dates(now, zone=self.zone_saturday),
                         [date(2027, 1, 16), date(2027, 1, 30), date(2027, 2, 6), date(2027, 2, 13)])
        self.assertEqual(self._dates(now, store=other_store),
                         [date(2027, 1, 16), date(2027, 2, 6), date(2027, 2, 13), date(2027, 2, 20)])

    def test_store_dates_use_store_days_and_closures(self):
        close_day(self.env, date(2027, 1, 22), store=self.store)
        now = utc(2027, 1, 14, 22, 58)
        expected = [date(2027, 1, 16), date(2027, 1, 23), date(2027, 1, 29), date(2027, 1, 30)]
        self.assertEqual(self._dates(now, store=self.store), expected)
        # The store wins over a zone, and the store's own helper agrees.
        self.assertEqual(self._dates(now, store=self.store, zone=self.zone_brussels), expected)
        self.assertEqual(self.store._mealbox_delivery_dates(now=now), expected)
        # Home deliveries ignore a store's closure.
        friday_zone = self.env['mealbox.delivery.zone'].create({
            'name': 'Fridays', 'zip_ranges': '5000', 'weekday_ids': self._days(4)})
        self.assertIn(date(2027, 1, 22), self._dates(now, zone=friday_zone))

    def test_dates_settings(self):
        now = utc(2027, 1, 14, 22, 58)
        self.website.mealbox_dates_ahead = 2
        self.assertEqual(len(self._dates(now, zone=self.zone_saturday)), 2)
        empty_zone = self.env['mealbox.delivery.zone'].create({'name': 'No day', 'zip_ranges': '7000'})
        self.assertEqual(self._dates(now, zone=empty_zone), [])
        # Same-day cut-off: Saturday 10:00 without lead days.
        self.website.write({'mealbox_cutoff_weekday': '5', 'mealbox_cutoff_hour': 10.0, 'mealbox_lead_days': 0})
        self.assertEqual(self._dates(utc(2027, 1, 16, 8, 59), zone=self.zone_saturday)[0], date(2027, 1, 16))
        self.assertEqual(self._dates(utc(2027, 1, 16, 9, 0), zone=self.zone_saturday)[0], date(2027, 1, 23))
        self.assertEqual(self.website._mealbox_today(utc(2027, 1, 16, 23, 30)), date(2027, 1, 17))
        for values in ({'mealbox_cutoff_hour': 24.0}, {'mealbox_lead_days': -1}, {'mealbox_dates_ahead': 0}):
            with self.subTest(values=values), self.assertRaises(ValidationError):
                self.website.write(values)

    def test_order_deadline_is_consistent_with_dates(self):
        deadline = self.website._mealbox_order_deadline(now=utc(2027, 1, 14, 22, 58))
        self.assertEqual(deadline, pytz.utc.localize(datetime(2027, 1, 14, 22, 59)))
        self.assertEqual(deadline.tzinfo, pytz.utc)
        close_day(self.env, date(2027, 1, 30))
        second = timedelta(seconds=1)
        for zone in (None, self.zone_saturday, self.zone_brussels):
            now = utc(2027, 1, 11, 3, 0)
            while now < utc(2027, 2, 2):
                with self.subTest(zone=zone and zone.name, now=now):
                    deadline = self.website._mealbox_order_deadline(now=now, zone=zone)
                    first = self._dates(now, zone=zone)[0]
                    naive_deadline = deadline.replace(tzinfo=None)
                    self.assertGreater(naive_deadline, now)
                    # Ordering until the deadline gets the earliest date, not after it.
                    self.assertEqual(self._dates(naive_deadline - second, zone=zone)[0], first)
                    self.assertNotEqual(self._dates(naive_deadline, zone=zone)[0], first)
                now += timedelta(hours=7)

    def test_dates_query_count_does_not_grow_with_dates(self):
        now = utc(2027, 1, 14, 22, 58)
        for week in range(10):
            close_day(self.env, date(2027, 1, 16) + timedelta(days=7 * week))

        def count(dates_ahead):
            self.website.mealbox_dates_ahead = dates_ahead
            self._dates(now, zone=self.zone_saturday)  # warm the caches
            self.env.invalidate_all()
            before = self.cr.sql_log_count
            dates = self._dates(now, zone=self.zone_saturday)
            self.assertEqual(len(dates), dates_ahead)
            return self.cr.sql_log_count - before

        self.assertEqual(count(40), count(2))

    # ------------------------------------------------------------
    # Weekly menus
    # ------------------------------------------------------------

    def _dish(self, name, **values):
        return self.env['product.template'].create({
            'name': name, 'is_mealbox_dish': True, 'detailed_type': 'service', 'list_price': 0,
            'sale_ok': True, 'is_published': True, **values})

    def test_current_menu_and_dishes(self):
        Menu = self.env['mealbox.week.menu']
        stew = self._dish('Stew', website_sequence=20)
        bolo = self._dish('Bolognaise', website_sequence=10)
        curry = self._dish('Curry', website_sequence=20)
        hidden = self._dish('Unpublished', is_published=False)
        not_sold = self._dish('Not sold', sale_ok=False)
        week1 = Menu.create({'name': 'Week 1', 'date_start': date(2027, 1, 4),
                             'dish_ids': [Command.set((stew | hidden | not_sold).ids)]})
        week2 = Menu.create({'name': 'Week 2', 'date_start': date(2027, 1, 11), 'website_id': self.website.id,
                             'dish_ids': [Command.set((stew | bolo | curry | hidden).ids)]})
        self.assertEqual(week1.date_end, date(2027, 1, 10))
        self.assertEqual(self.website._mealbox_current_menu(date(2027, 1, 5)), week1)
        self.assertEqual(self.website._mealbox_current_menu(date(2027, 1, 17)), week2)
        self.assertEqual(self.website._mealbox_current_menu(date(2027, 1, 25)), week2)  # the most recent past one
        self.assertFalse(self.website._mealbox_current_menu(date(2027, 1, 1)))
        self.assertEqual(self.website._mealbox_current_dishes(date(2027, 1, 5)), stew)
        self.assertEqual(self.website._mealbox_current_dishes(date(2027, 1, 12)).ids, [bolo.id, curry.id, stew.id])
        # No menu yet: every published dish is offered.
        self.assertEqual(self.website._mealbox_current_dishes(date(2027, 1, 1)), bolo | curry | stew)
        # Archived menus are ignored.
        week2.action_archive()
        self.assertEqual(self.website._mealbox_current_menu(date(2027, 1, 17)), week1)
        # Today in the website's timezone by default: the menu covering it (week 1
        # out of the way: in the week of 2027-01-04 it would overlap this week's).
        week1.action_archive()
        today = self.website._mealbox_today()
        current = Menu.create({'date_start': today - timedelta(days=today.weekday())})
        self.assertEqual(self.website._mealbox_current_menu(), current)

    def test_menu_constraints(self):
        Menu = self.env['mealbox.week.menu']
        with self.assertRaises(ValidationError):
            Menu.create({'name': 'Tuesday', 'date_start': date(2027, 1, 5)})
        Menu.create({'name': 'Week', 'date_start': date(2027, 1, 4), 'website_id': self.website.id})
        other_website = self.env['website'].create({'name': 'Other meal box site'})
        Menu.create({'name': 'Other site', 'date_start': date(2027, 1, 4), 'website_id': other_website.id})
        Menu.create({'name': 'Archived', 'date_start': date(2027, 1, 4), 'active': False})
        with self.assertRaises(ValidationError):
            Menu.create({'name': 'Same week', 'date_start': date(2027, 1, 4), 'website_id': self.website.id})
        with self.assertRaises(ValidationError):
            Menu.create({'name': 'Every website', 'date_start': date(2027, 1, 4)})
        next_week = Menu.create({'name': 'Next', 'date_start': date(2027, 1, 11), 'website_id': self.website.id})
        with self.assertRaises(ValidationError):
            next_week.date_start = date(2027, 1, 4)
        action = next_week.action_copy_to_next_week()
        self.assertEqual(Menu.browse(action['res_id']).date_start, date(2027, 1, 18))

    # ------------------------------------------------------------
    # Alerts
    # ------------------------------------------------------------

    def test_alerts_by_step_and_date(self):
        Alert = self.env['mealbox.step.alert']
        always = Alert.create({'step': 'compose', 'message': 'Always', 'sequence': 20})
        december = Alert.create({'step': 'compose', 'message': 'December', 'tone': 'warning', 'sequence': 10,
                                 'date_from': date(2026, 12, 1), 'date_to': date(2026, 12, 25)})
        Alert.create({'step': 'delivery', 'message': 'Delivery'})
        Alert.create({'step': 'compose', 'message': 'Archived', 'active': False})
        other_website = self.env['website'].create({'name': 'Other meal box site'})
        Alert.create({'step': 'compose', 'message': 'Other site', 'website_id': other_website.id})
        self.assertEqual(Alert._mealbox_alerts_for(self.website, 'compose', today=date(2026, 12, 25)), [
            {'id': december.id, 'message': 'December', 'tone': 'warning'},
            {'id': always.id, 'message': 'Always', 'tone': 'info'},
        ])
        alerts = Alert._mealbox_alerts_for(self.website, 'compose', today=date(2026, 12, 26))
        self.assertEqual([a['id'] for a in alerts], [always.id])
        self.assertEqual([a['message'] for a in Alert._mealbox_alerts_for(self.website, 'delivery')], ['Delivery'])
        self.assertEqual(Alert._mealbox_alerts_for(self.website, 'pickup'), [])
        with mute_logger('odoo.sql_db'), self.assertRaises(IntegrityError):
            with self.env.cr.savepoint():
                Alert.create({'step': 'extra', 'message': 'Backwards',
                              'date_from': date(2026, 12, 2), 'date_to': date(2026, 12, 1)})

    # ------------------------------------------------------------
    # Stores, dishes, orders
    # ------------------------------------------------------------

    def test_store_address_coordinates_and_carrier(self):
        self.assertEqual(self.store.partner_id.city, 'Gent')
        self.assertEqual(self.store.country_id, self.env.ref('base.be'))
        self.assertEqual(self.store._mealbox_address_text(), 'Veldstraat 20, 9000 Gent, Belgium')
        Store = self.env['mealbox.pickup.store']
        self.assertEqual(Store._mealbox_find_by_carrier(self.carrier_gent.id, self.website), self.store)
        self.assertEqual(Store._mealbox_find_by_carrier('not an id', self.website), Store)
        for values in ({'latitude': 90.5}, {'latitude': -91}, {'longitude': 180.1}, {'longitude': -181}):
            with self.subTest(values=values), self.assertRaises(ValidationError):
                self.store.write(values)
        self.store.write({'latitude': -90, 'longitude': 180})
        with self.assertRaises(ValidationError):
            Store.create({'name': 'Same carrier', 'carrier_id': self.carrier_gent.id})

    def test_dish_fields_and_shop_domain(self):
        dish = self._dish('Waterzooi')
        for url in ('javascript:alert(1)', 'ftp://example.com/video', 'www.youtube.com/embed/x', 'https:// x'):
            with self.subTest(url=url), self.assertRaises(ValidationError):
                dish.mealbox_video_url = url
        dish.mealbox_video_url = 'https://www.youtube.com/embed/abc'
        self.assertEqual(dish.mealbox_min_qty, 1)
        with self.assertRaises(ValidationError):
            dish.mealbox_min_qty = 0
        with self.assertRaises(ValidationError):
            dish.is_mealbox_extra = True
        extra = self.env['product.template'].create({'name': 'Mousse', 'is_mealbox_extra': True, 'list_price': 4.5,
                                                     'is_published': True})
        shop = self.env['product.template'].search(self.website.sale_product_domain())
        self.assertNotIn(dish, shop)
        self.assertIn(extra, shop)
        self.assertIn(extra, self.website._mealbox_extras())

    def test_order_is_mealbox(self):
        box = self.env['mealbox.box'].create({
            'meals': 9, 'people': 9,
            'product_id': self.env['product.product'].create({'name': 'Box', 'list_price': 45.0}).id,
        })
        order = self.env['sale.order'].create({'partner_id': self.env['res.partner'].create({'name': 'Customer'}).id})
        self.assertFalse(order.is_mealbox)
        order.write({'mealbox_box_id': box.id, 'mealbox_delivery_type': 'pick_store',
                     'mealbox_store_id': self.store.id, 'mealbox_delivery_date': date(2027, 1, 16)})
        self.assertTrue(order.is_mealbox)
        self.assertIn(order, self.env['sale.order'].search([('is_mealbox', '=', True)]))

    def test_home_carrier(self):
        carrier = self.env.ref('website_sale_mealbox.carrier_home_delivery')
        self.website.mealbox_home_carrier_id = False
        self.assertEqual(self.website._mealbox_home_carrier(), carrier)
        self.zone_brussels.carrier_id = self.carrier_liege
        self.assertEqual(self.zone_brussels._mealbox_get_carrier(), self.carrier_liege)
        self.assertEqual(self.zone_saturday._mealbox_get_carrier(), carrier)
