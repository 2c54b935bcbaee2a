"""17.0.1.2.0: the meal box's old calendar tables, copied into
website_sale_weekbox's pair by pre-migrate.py, go once every module is
upgraded."""


def migrate(cr, version):
    cr.execute("DROP TABLE IF EXISTS mealbox_closed_date, mealbox_weekday CASCADE")
