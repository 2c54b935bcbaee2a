"""A database made with the addons before website_sale_weekbox, upgraded: the
meal box's and the checkout's delivery calendar records are found in the
shared pair (weekbox.weekday, weekbox.delivery.closure) with their settings,
and the shop's promo limit under its new name.

Runs in the upgrade run only (tag weekbox_upgrade, -standard):
odoo-docker/native/upgrade-test.sh installs the addons of
WEEKBOX_UPGRADE_FROM, adds fixtures and a snapshot of them
(odoo-docker/native/upgrade-fixtures.py: the system parameter
weekbox_test.upgrade_snapshot), then upgrades to this code with these tests.
"""
import json
from datetime import date, datetime, time, timedelta
from unittest.mock import patch

import pytz

from odoo.tests import TransactionCase, tagged
from odoo.tools import sql

BRUSSELS = pytz.timezone('Europe/Brussels')
OLD_TABLES = ('mealbox_weekday', 'mealbox_closed_date', 'website_checkout_weekday', 'website_checkout_closure',
              'website_website_checkout_weekday_rel')
OLD_MODELS = ('mealbox.weekday', 'mealbox.closed.date', 'website.checkout.weekday', 'website.checkout.closure')


def utc(day, tz=BRUSSELS):
    """Midnight of `day` in `tz`, as a naive UTC datetime."""
    return tz.localize(datetime.combine(day, time(0))).astimezone(pytz.utc).replace(tzinfo=None)


@tagged('-standard', 'weekbox_upgrade', 'post_install', '-at_install')
class TestUpgradeFromMain(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        snapshot = cls.env['ir.config_parameter'].sudo().get_param('weekbox_test.upgrade_snapshot')
        if not snapshot:
            raise AssertionError("no weekbox_test.upgrade_snapshot: run through odoo-docker/native/upgrade-test.sh")
        cls.snapshot = json.loads(snapshot)
        cls.langs = [code for code, _label in cls.env['res.lang'].get_installed()]
        cls.Closure = cls.env['weekbox.delivery.closure'].with_context(active_test=False)

    def names(self, record):
        return {lang: record.with_context(lang=lang).name or '' for lang in self.langs}

    @staticmethod
    def named(field, name):
        """The domain of a many2one `field` to the record called `name` (None: empty)."""
        return [(field, '=', False)] if name is None else [(f'{field}.name', '=', name)]

    def by_name(self, model, name):
        record = self.env[model].with_context(active_test=False).search([('name', '=', name)])
        self.assertEqual(len(record), 1, f"{model} {name!r}")
        return record

    def test_days_of_the_week_keep_their_settings(self):
        for kind, model, field in (('zones', 'mealbox.delivery.zone', 'weekday_ids'),
                                   ('stores', 'mealbox.pickup.store', 'weekday_ids'),
                                   ('websites', 'website', 'checkout_delivery_weekday_ids')):
            self.assertTrue(self.snapshot[kind], kind)
            for name, numbers in self.snapshot[kind].items():
                with self.subTest(kind=kind, name=name):
                    record = self.by_name(model, name)
                    self.assertEqual(record[field]._name, 'weekbox.weekday')
                    self.assertEqual(sorted(record[field].mapped('number')), numbers)
        other = self.by_name('website', 'Upgrade test website')
        self.assertEqual(sorted(other.checkout_delivery_weekday_ids.mapped('number')), [0, 2])
        self.assertEqual(self.env['weekbox.weekday'].search([]).mapped('number'), list(range(7)))

    def test_meal_box_closed_dates_are_closures_of_their_whole_day(self):
        self.assertEqual(len(self.snapshot['closed_dates']), 5, "the demo's Christmas and four fixtures")
        for closed in self.snapshot['closed_dates']:
            with self.subTest(closed=closed):
                day = date.fromisoformat(closed['date'])
                closure = self.Closure.search([
                    ('date_start', '=', utc(day)), ('date_end', '=', utc(day + timedelta(days=1))),
                    *self.named('website_id', closed['website']), *self.named('mealbox_store_id', closed['store']),
                ])
                self.assertEqual(len(closure), 1)
                self.assertEqual(closure.active, closed['active'])
                expected = closed['names'] if any(closed['names'].values()) else dict.fromkeys(self.langs, "Closed")
                self.assertEqual(self.names(closure), expected)
                for xmlid in closed['xmlids']:
                    self.assertEqual(self.env.ref(xmlid), closure)

    def test_checkout_closures_keep_their_times_and_translations(self):
        fixture = [c for c in self.snapshot['checkout_closures'] if c['website'] == 'Upgrade test website']
        self.assertEqual(len(fixture), 1)
        if 'fr_BE' in self.langs:
            self.assertEqual(fixture[0]['names']['fr_BE'], "Inventaire du test de mise à niveau")
        for old in self.snapshot['checkout_closures']:
            with self.subTest(closure=old):
                closure = self.Closure.search([
                    ('date_start', '=', old['start']), ('date_end', '=', old['end']),
                    *self.named('website_id', old['website']), ('mealbox_store_id', '=', False),
                ])
                self.assertEqual(len(closure), 1)
                self.assertEqual((closure.active, self.names(closure)), (old['active'], old['names']))
                for xmlid in old['xmlids']:
                    self.assertEqual(self.env.ref(xmlid), closure)

    def test_the_calendars_read_the_moved_records(self):
        store = self.by_name('mealbox.pickup.store', 'Upgrade test store')
        website = self.by_name('website', self.snapshot['main_website'])
        # The store's Saturdays from 28 December 2030, a week before its closed date.
        dates = website._mealbox_delivery_dates(store=store, now=datetime(2030, 12, 20, 12, 0))
        self.assertEqual(dates[:2], [date(2030, 12, 28), date(2031, 1, 11)], "not the store's closed 4 January")
        self.assertNotIn(date(2031, 1, 25), dates, "closed everywhere")
        other = self.by_name('website', 'Upgrade test website')
        with patch.object(type(other), '_checkout_now', lambda site: datetime(2031, 2, 1, 10, 0)):
            other.write({'checkout_delivery_lead_days': 1, 'checkout_delivery_horizon_days': 10,
                         'checkout_delivery_tz': 'Europe/Brussels'})
            calendar = other._checkout_delivery_calendar()
        self.assertEqual(set(calendar.forbidden_weekdays), {0, 2})
        self.assertIn((datetime(2031, 2, 3, 9, 0), datetime(2031, 2, 3, 13, 0), "Upgrade test inventory"),
                      calendar.closures)

    def test_the_promo_limit_keeps_its_setting(self):
        Param = self.env['ir.config_parameter'].sudo()
        self.assertEqual(self.snapshot['promo_limits'],
                         {'website_sale_shop_widget.promo_attempt_limit_session_key': '7'})
        self.assertEqual(Param.get_param('website_sale_weekbox.promo_attempt_limit_session_key'), '7')
        self.assertFalse(Param.search([('key', '=like', 'website_sale_shop_widget.promo_attempt_limit_%')]))

    def test_the_old_models_are_gone(self):
        for table in OLD_TABLES:
            self.assertFalse(sql.table_exists(self.env.cr, table), table)
        self.assertFalse(self.env['ir.model'].search([('model', 'in', OLD_MODELS)]))
        self.assertFalse(self.env['ir.model.data'].search([('model', 'in', OLD_MODELS)]))
