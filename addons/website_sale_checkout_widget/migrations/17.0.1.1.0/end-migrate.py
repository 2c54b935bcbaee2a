"""17.0.1.1.0: the checkout's old calendar tables, copied into
website_sale_weekbox's pair by pre-migrate.py and post-migrate.py, go once
every module is upgraded."""


def migrate(cr, version):
    cr.execute("""
        DROP TABLE IF EXISTS website_website_checkout_weekday_rel, website_checkout_closure, website_checkout_weekday
        CASCADE
    """)
    cr.execute("DELETE FROM ir_model_relation WHERE name = 'website_website_checkout_weekday_rel'")
