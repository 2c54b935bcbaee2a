"""17.0.1.2.0: the meal box's delivery calendar records moved to the pair the
sale-side addons share (website_sale_weekbox, installed before this script
runs), so that one list of days and one list of closures serve every
delivery calendar of a website:

- its days of the week (mealbox.weekday) become weekbox.weekday, matched by
  number: the delivery zones' and pick-up stores' days follow;
- its closed dates (mealbox.closed.date: a day, maybe of one store only)
  become delivery closures (weekbox.delivery.closure) from midnight to
  midnight of that day in the meal box timezone of their website (a date of
  every website: in the timezone the websites share, else one closure per
  website), their store in mealbox_store_id; the reason (a closure needs
  one: "Closed" when there was none) and its translations, the website and
  the archived state are kept, and their external ids (the demo's Christmas)
  follow them.

The old tables are dropped once every module is upgraded (end-migrate.py)."""
from datetime import datetime, timedelta

import pytz
from psycopg2.extras import Json

from odoo.tools import sql

DEFAULT_TZ = 'Europe/Brussels'
NO_REASON = {'en_US': "Closed"}
WEEKDAY_RELATIONS = (
    ('mealbox_delivery_zone_weekday_rel', 'zone_id'),
    ('mealbox_pickup_store_weekday_rel', 'store_id'),
)


def migrate(cr, version):
    if sql.table_exists(cr, 'mealbox_weekday'):
        _move_weekdays(cr)
    if sql.table_exists(cr, 'mealbox_closed_date'):
        _move_closed_dates(cr)


def _move_weekdays(cr):
    for relation, column in WEEKDAY_RELATIONS:
        if not sql.table_exists(cr, relation):
            continue
        # The foreign key to mealbox_weekday goes; Odoo adds the one to weekbox_weekday.
        cr.execute(f'ALTER TABLE "{relation}" DROP CONSTRAINT IF EXISTS "{relation}_weekday_id_fkey"')
        # Through a copy: the ids may swap places, which the primary key refuses row by row.
        cr.execute(f"""
            CREATE TEMPORARY TABLE mealbox_weekday_moved ON COMMIT DROP AS
            SELECT rel."{column}" AS owner_id, new_day.id AS weekday_id
              FROM "{relation}" rel
              JOIN mealbox_weekday old_day ON old_day.id = rel.weekday_id
              JOIN weekbox_weekday new_day ON new_day.number = old_day.number
        """)
        cr.execute(f'DELETE FROM "{relation}"')
        cr.execute(f"""
            INSERT INTO "{relation}" ("{column}", weekday_id)
            SELECT DISTINCT owner_id, weekday_id FROM mealbox_weekday_moved
        """)
        cr.execute("DROP TABLE mealbox_weekday_moved")
    cr.execute("DELETE FROM ir_model_data WHERE model = 'mealbox.weekday'")


def _move_closed_dates(cr):
    # The closures' new column, before the meal box's models add its foreign key.
    cr.execute("ALTER TABLE weekbox_delivery_closure ADD COLUMN IF NOT EXISTS mealbox_store_id int4")
    cr.execute("SELECT id, COALESCE(NULLIF(mealbox_tz, ''), %s) FROM website ORDER BY id", [DEFAULT_TZ])
    website_tz = dict(cr.fetchall())
    shared_tz = set(website_tz.values())
    cr.execute("""
        SELECT id, date, name, website_id, store_id, active, create_uid, create_date, write_uid, write_date
          FROM mealbox_closed_date
         ORDER BY id
    """)
    for (closed_id, day, name, website_id, store_id, active, create_uid, create_date, write_uid,
         write_date) in cr.fetchall():
        if website_id:
            targets = [(website_id, website_tz.get(website_id, DEFAULT_TZ))]
        elif len(shared_tz) <= 1:
            targets = [(None, next(iter(shared_tz), DEFAULT_TZ))]
        else:
            targets = sorted(website_tz.items())
        reason = name if name and any((text or '').strip() for text in name.values()) else NO_REASON
        new_ids = []
        for target_website_id, tz_name in targets:
            start, end = _local_day_in_utc(day, tz_name)
            cr.execute("""
                INSERT INTO weekbox_delivery_closure
                       (name, website_id, date_start, date_end, active, mealbox_store_id,
                        create_uid, create_date, write_uid, write_date)
                VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)
             RETURNING id
            """, [Json(reason), target_website_id, start, end, bool(active), store_id,
                  create_uid, create_date, write_uid, write_date])
            new_ids.append(cr.fetchone()[0])
        cr.execute("""
            UPDATE ir_model_data SET model = 'weekbox.delivery.closure', res_id = %s
             WHERE model = 'mealbox.closed.date' AND res_id = %s
        """, [new_ids[0], closed_id])
    cr.execute("DELETE FROM ir_model_data WHERE model = 'mealbox.closed.date'")


def _local_day_in_utc(day, tz_name):
    """[midnight, next midnight) of `day` in `tz_name`, as naive UTC datetimes."""
    try:
        tz = pytz.timezone(tz_name)
    except pytz.UnknownTimeZoneError:
        tz = pytz.timezone(DEFAULT_TZ)

    def midnight(value):
        return tz.localize(datetime.combine(value, datetime.min.time()), is_dst=False).astimezone(
            pytz.utc).replace(tzinfo=None)

    return midnight(day), midnight(day + timedelta(days=1))
