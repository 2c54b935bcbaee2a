"""17.0.1.1.0: each website's days without delivery (website.checkout.weekday,
in website_website_checkout_weekday_rel) become the same days of
website_sale_weekbox's weekbox.weekday, matched by number, in the field's new
table (website_checkout_delivery_weekday_rel)."""
from odoo.tools import sql


def migrate(cr, version):
    if not sql.table_exists(cr, 'website_website_checkout_weekday_rel'):
        return
    cr.execute("""
        INSERT INTO website_checkout_delivery_weekday_rel (website_id, weekday_id)
        SELECT rel.website_id, new_day.id
          FROM website_website_checkout_weekday_rel rel
          JOIN website_checkout_weekday old_day ON old_day.id = rel.website_checkout_weekday_id
          JOIN weekbox_weekday new_day ON new_day.number = old_day.number
        ON CONFLICT DO NOTHING
    """)
