# Wrong promo codes (a code space walked from one visitor): at most this many
# refused codes in PROMO_ATTEMPT_WINDOW_MINUTES per account, per visitor
# session and per IP address (more: visitors behind one address, e.g. an
# office), on every route that applies a code (/shop/weekbox/promo, the meal
# box's /check/promo, Odoo's /shop/pricelist and /coupon/<code>). A code that
# applies is not counted. A system parameter
# `website_sale_shop_widget.promo_attempt_limit_<field>` overrides a limit.
PROMO_ATTEMPT_WINDOW_MINUTES = 15
PROMO_ATTEMPT_LIMITS = {
    'partner_id': 10,
    'session_key': 10,
    'ip_address': 40,
}
PROMO_ATTEMPT_LIMIT_PARAM = 'website_sale_shop_widget.promo_attempt_limit_%s'
