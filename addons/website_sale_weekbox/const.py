# Wrong promo codes (a code space walked from one visitor): at most this many
# refused codes in PROMO_ATTEMPT_WINDOW_MINUTES per account, per visitor
# session and per IP address (more: visitors behind one address, e.g. an
# office), on every route that applies a code (the shop's /shop/weekbox/promo,
# the meal box's /check/promo, Odoo's /shop/pricelist and /coupon/<code>). A
# code that applies is not counted. A system parameter
# `website_sale_weekbox.promo_attempt_limit_<field>` overrides a limit.
PROMO_ATTEMPT_WINDOW_MINUTES = 15
PROMO_ATTEMPT_LIMITS = {
    'partner_id': 10,
    'session_key': 10,
    'ip_address': 40,
}
PROMO_ATTEMPT_LIMIT_PARAM = 'website_sale_weekbox.promo_attempt_limit_%s'
# The longest promo code looked up (Odoo's codes are far shorter).
MAX_PROMO_CODE = 64

# The most units a cart route takes for one line at once.
MAX_CART_QTY = 100000
