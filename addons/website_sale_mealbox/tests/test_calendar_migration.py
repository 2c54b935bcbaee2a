"""17.0.1.2.0's migration of the meal box's delivery calendar, run on a
database shaped as the module left it before (its mealbox.weekday and
mealbox.closed.date tables, zones and stores pointing at the old days, an
external id on a closed day): what an installed shop has when it upgrades.

The old tables are made inside the test's transaction (PostgreSQL's DDL is
transactional), so the rollback leaves the database as it was."""
import importlib.util
import os
from datetime import date, datetime

from psycopg2.extras import Json

from odoo import Command
from odoo.modules.module import get_module_path
from odoo.tests import TransactionCase, tagged
from odoo.tools import sql

VERSION = '17.0.1.2.0'


def load_migration(step):
    """The module's migration script `step` (pre, end), as Odoo's upgrade runs it."""
    path = os.path.join(get_module_path('website_sale_mealbox'), 'migrations', VERSION, f'{step}-migrate.py')
    spec = importlib.util.spec_from_file_location(f'website_sale_mealbox_{step}_migrate', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@tagged('post_install', '-at_install')
class TestCalendarMigration(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        cls.new_days = {day.number: day for day in cls.env['weekbox.weekday'].search([])}
        cls.zone = cls.env['mealbox.delivery.zone'].create({'name': 'Migrated zone', 'zip_ranges': '4000'})
        product = cls.env['product.product'].create({'name': 'Pick-up', 'detailed_type': 'service'})
        carrier = cls.env['delivery.carrier'].create(
            {'name': 'Pick-up migrated', 'product_id': product.id, 'delivery_type': 'fixed'})
        cls.store = cls.env['mealbox.pickup.store'].create({'name': 'Migrated store', 'carrier_id': carrier.id})

    def setUp(self):
        super().setUp()
        cr = self.env.cr
        cr.execute("CREATE TABLE mealbox_weekday (id int PRIMARY KEY, number int NOT NULL, name jsonb)")
        cr.execute("""
            CREATE TABLE mealbox_closed_date (
                id serial PRIMARY KEY, date date NOT NULL, name jsonb, website_id int, store_id int,
                active bool, create_uid int, create_date timestamp, write_uid int, write_date timestamp)
        """)
        # The old days' ids are the new days' ids in reverse order (old Monday = new Sunday's
        # id): the migration must match days by number, and the relations' rows swap places.
        self.old_day_ids = {number: self.new_days[6 - number].id for number in range(7)}
        for number, old_id in self.old_day_ids.items():
            cr.execute("INSERT INTO mealbox_weekday (id, number, name) VALUES (%s, %s, %s)",
                       [old_id, number, Json({'en_US': f'Day {number}'})])

    def _point_at_old_days(self, relation, column, owner, *numbers):
        self.env.cr.execute(f'DELETE FROM "{relation}" WHERE "{column}" = %s', [owner.id])
        for number in numbers:
            self.env.cr.execute(f'INSERT INTO "{relation}" ("{column}", weekday_id) VALUES (%s, %s)',
                                [owner.id, self.old_day_ids[number]])

    def _old_closed_date(self, day, name, **values):
        columns = {'date': day, 'name': Json(name), 'active': True, **values}
        self.env.cr.execute(
            f"INSERT INTO mealbox_closed_date ({', '.join(columns)}) VALUES ({', '.join(['%s'] * len(columns))})"
            " RETURNING id", list(columns.values()))
        return self.env.cr.fetchone()[0]

    def _migrate(self):
        self.env.flush_all()  # the scripts read the websites' timezones in SQL
        closure_ids_before = self.env['weekbox.delivery.closure'].with_context(active_test=False).search([]).ids
        load_migration('pre').migrate(self.env.cr, '17.0.1.1.0')
        load_migration('end').migrate(self.env.cr, '17.0.1.1.0')
        self.env.invalidate_all()
        return self.env['weekbox.delivery.closure'].with_context(active_test=False).search(
            [('id', 'not in', closure_ids_before)], order='id')

    def test_zones_and_stores_keep_their_days_by_number(self):
        self._point_at_old_days('mealbox_delivery_zone_weekday_rel', 'zone_id', self.zone, 0, 3)
        self._point_at_old_days('mealbox_pickup_store_weekday_rel', 'store_id', self.store, 3, 6)
        self._migrate()
        self.assertEqual(sorted(self.zone.weekday_ids.mapped('number')), [0, 3])  # Monday, Thursday
        self.assertEqual(sorted(self.store.weekday_ids.mapped('number')), [3, 6])  # Thursday, Sunday
        self.assertFalse(sql.table_exists(self.env.cr, 'mealbox_weekday'))
        self.env.cr.execute("SELECT count(*) FROM ir_model_data WHERE model = 'mealbox.weekday'")
        self.assertEqual(self.env.cr.fetchone()[0], 0)

    def test_closed_days_become_closures_of_the_whole_day_in_the_website_timezone(self):
        self.env['website'].search([]).write({'mealbox_tz': 'Europe/Brussels'})
        christmas = self._old_closed_date(
            date(2026, 12, 25), {'en_US': 'Christmas', 'fr_BE': 'Noël'}, website_id=self.website.id)
        self.env.cr.execute("""
            INSERT INTO ir_model_data (module, name, model, res_id, noupdate)
            VALUES ('website_sale_mealbox', 'test_migrated_christmas', 'mealbox.closed.date', %s, true)
        """, [christmas])
        # A store's own closed day in summer time, without a reason, archived.
        self._old_closed_date(date(2026, 7, 21), {'en_US': ' '}, store_id=self.store.id, active=False)
        # A day of every website, which share one timezone: one closure for all.
        self._old_closed_date(date(2027, 1, 1), {'en_US': "New Year's Day"})
        closures = self._migrate()
        self.assertEqual(len(closures), 3)
        christmas_closure, store_closure, new_year = closures

        self.assertEqual(christmas_closure.website_id, self.website)
        self.assertEqual((christmas_closure.date_start, christmas_closure.date_end),
                         (datetime(2026, 12, 24, 23), datetime(2026, 12, 25, 23)))
        self.assertEqual(christmas_closure.name, 'Christmas')
        self.assertEqual(christmas_closure.with_context(lang='fr_BE').name, 'Noël')
        self.assertFalse(christmas_closure.mealbox_store_id)
        self.assertEqual(self.env.ref('website_sale_mealbox.test_migrated_christmas'), christmas_closure)

        self.assertEqual((store_closure.date_start, store_closure.date_end),
                         (datetime(2026, 7, 20, 22), datetime(2026, 7, 21, 22)))
        self.assertEqual(store_closure.mealbox_store_id, self.store)
        self.assertEqual(store_closure.name, 'Closed')
        self.assertFalse(store_closure.active)

        self.assertFalse(new_year.website_id)
        self.assertEqual(new_year.date_start, datetime(2026, 12, 31, 23))
        self.assertFalse(sql.table_exists(self.env.cr, 'mealbox_closed_date'))

    def test_a_day_of_every_website_in_different_timezones_closes_each_website(self):
        websites = self.env['website'].search([])
        if len(websites) < 2:
            websites |= self.env['website'].create({'name': 'Second shop'})
        websites.write({'mealbox_tz': 'Europe/Brussels'})
        websites[-1].mealbox_tz = 'Europe/London'
        self._old_closed_date(date(2027, 1, 1), {'en_US': "New Year's Day"})
        closures = self._migrate()
        self.assertEqual(closures.website_id, websites)
        starts = {closure.website_id: closure.date_start for closure in closures}
        self.assertEqual(starts[websites[0]], datetime(2026, 12, 31, 23))
        self.assertEqual(starts[websites[-1]], datetime(2027, 1, 1, 0))

    def test_a_database_without_the_old_tables_is_left_as_it_is(self):
        self.env.cr.execute("DROP TABLE mealbox_weekday, mealbox_closed_date")
        self.zone.weekday_ids = [Command.set([self.new_days[2].id])]
        self.assertFalse(self._migrate())
        self.assertEqual(self.zone.weekday_ids.mapped('number'), [2])
