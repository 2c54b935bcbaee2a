"""17.0.1.1.0: the checkout's delivery calendar records moved to the pair the
sale-side addons share (website_sale_weekbox, installed before this script
runs): its closures (website.checkout.closure) become delivery closures
(weekbox.delivery.closure) with their reason and its translations, website,
times and archived state, and their external ids (the demo's inventory)
follow them. The days without delivery follow in post-migrate.py, once the
websites' new field has its table; the old tables go in end-migrate.py."""
from psycopg2.extras import Json

from odoo.tools import sql


def migrate(cr, version):
    if sql.table_exists(cr, 'website_checkout_closure'):
        cr.execute("""
            SELECT id, name, website_id, date_start, date_end, active, create_uid, create_date, write_uid, write_date
              FROM website_checkout_closure
             ORDER BY id
        """)
        for closure_id, name, *values in cr.fetchall():
            cr.execute("""
                INSERT INTO weekbox_delivery_closure
                       (name, website_id, date_start, date_end, active, create_uid, create_date, write_uid, write_date)
                VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)
             RETURNING id
            """, [Json(name), *values])
            cr.execute("""
                UPDATE ir_model_data SET model = 'weekbox.delivery.closure', res_id = %s
                 WHERE model = 'website.checkout.closure' AND res_id = %s
            """, [cr.fetchone()[0], closure_id])
    cr.execute("DELETE FROM ir_model_data WHERE model IN ('website.checkout.closure', 'website.checkout.weekday')")
