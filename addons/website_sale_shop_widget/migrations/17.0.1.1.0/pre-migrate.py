"""17.0.1.1.0: the limit of wrong promo codes (weekbox.promo.attempt) moved to
website_sale_weekbox, installed before this script runs: the system
parameters that override it follow under that module's name, so a shop keeps
the limits it set."""


def migrate(cr, version):
    cr.execute("""
        UPDATE ir_config_parameter
           SET key = 'website_sale_weekbox.' || substr(key, length('website_sale_shop_widget.') + 1)
         WHERE key LIKE 'website\\_sale\\_shop\\_widget.promo\\_attempt\\_limit\\_%'
    """)
