# Card rules of the payment form (spec §5.4). Kept in step with
# widgets/payment/checkout/utils/card-types.ts: the browser checks first, the server
# checks again and decides.

# Card type → prefixes (a string, or an inclusive (first, last) range of
# prefixes of equal length), allowed lengths, Luhn check, CVC lengths.
# The most specific (longest) matching prefix decides the type: 622… is
# discover, other 62… unionpay.
CARD_TYPES = {
    'maestro': {
        'prefixes': ['5018', '5020', '5038', '6304', '6759', ('6761', '6763')],
        'lengths': range(12, 20),
        'luhn': True,
        'cvc_lengths': (3,),
    },
    'dinersclub': {
        'prefixes': ['36', '38', ('300', '305')],
        'lengths': (14,),
        'luhn': True,
        'cvc_lengths': (3,),
    },
    'laser': {
        'prefixes': ['6706', '6771', '6709'],
        'lengths': range(16, 20),
        'luhn': True,
        'cvc_lengths': (3,),
    },
    'jcb': {
        'prefixes': ['35'],
        'lengths': (16,),
        'luhn': True,
        'cvc_lengths': (3,),
    },
    'unionpay': {
        'prefixes': ['62'],
        'lengths': range(16, 20),
        'luhn': False,
        'cvc_lengths': (3,),
    },
    'discover': {
        'prefixes': ['6011', '65', ('644', '649'), '622'],
        'lengths': (16,),
        'luhn': True,
        'cvc_lengths': (3,),
    },
    'mastercard': {
        'prefixes': [('51', '55')],
        'lengths': (16,),
        'luhn': True,
        'cvc_lengths': (3,),
    },
    'amex': {
        'prefixes': ['34', '37'],
        'lengths': (15,),
        'luhn': True,
        'cvc_lengths': (3, 4),
    },
    'visa': {
        'prefixes': ['4'],
        'lengths': range(13, 17),
        'luhn': True,
        'cvc_lengths': (3,),
    },
}

# Odoo 17 payment.method codes of the card brands (laser has none: plain "card").
BRAND_PAYMENT_METHOD_CODES = {
    'maestro': 'maestro',
    'dinersclub': 'diners',
    'jcb': 'jcb',
    'unionpay': 'unionpay',
    'discover': 'discover',
    'mastercard': 'mastercard',
    'amex': 'amex',
    'visa': 'visa',
}

CARD_PAYMENT_METHOD_CODE = 'card'

# Odoo 17 providers whose JavaScript drives the payment (it patches Odoo's
# payment form: an inline form, a direct flow, the provider's own checkout)
# even when they also have a redirect form (razorpay): the widget hosts Odoo's
# own form for them. A provider module may add its code by overriding
# payment.provider._weekbox_needs_odoo_payment_form.
ODOO_JS_DRIVEN_PROVIDER_CODES = {'adyen', 'authorize', 'demo', 'razorpay', 'stripe'}

# The id of the hidden element holding Odoo's own payment form for those
# providers, next to the widget's mount point (widget prop `inlineHostId`).
INLINE_HOST_ID = 'o_weekbox_inline_host'

# How long a transaction of an order may be handed out again instead of a new
# one, when Pay is pressed again with the same payment option and amount.
TRANSACTION_REUSE_SECONDS = 600

# The session key of the cards being authenticated (3-D Secure): for each
# challenge (keyed by its transaction reference, so two tabs do not overwrite
# each other), what to do once the provider reports the card authenticated.
CARD_CONTINUATION_SESSION_KEY = 'weekbox_card_continuations'
# At most this many challenges are remembered per session (the oldest go).
CARD_CONTINUATIONS_KEPT = 5
# The query parameter the form's page gets back when a challenge did not
# succeed: 'cancelled' by the customer, or 'failed' (widgets/payment/checkout reads it).
CHALLENGE_OUTCOME_PARAM = 'payment_challenge'

# Card testing: at most this many cards sent to a provider (added or paid
# with) in CARD_ATTEMPT_WINDOW_MINUTES, per account, per visitor session and
# per IP address (more: customers behind one address, e.g. an office). A
# system parameter `website_sale_payment_widget.card_attempt_limit_<field>`
# overrides a limit (e.g. a shop whose customers share a proxy's address).
CARD_ATTEMPT_WINDOW_MINUTES = 10
CARD_ATTEMPT_LIMITS = {
    'partner_id': 5,
    'session_key': 5,
    'ip_address': 60,
}
CARD_ATTEMPT_LIMIT_PARAM = 'website_sale_payment_widget.card_attempt_limit_%s'

# Where a payment leads when the form gives no path of this site.
DEFAULT_LANDING_ROUTE = '/shop/payment/validate'

# Odoo's "Accept Terms & Conditions" option of the checkout (website editor):
# while this view is active for an order's website, its payment takes the
# customer's acceptance (the widget's checkbox; /shop/payment/transaction
# refuses a payment without terms_accepted).
TERMS_VIEW_KEY = 'website_sale.accept_terms_and_conditions'
# The terms and conditions page (website_sale's /terms), as Odoo's checkbox links it.
TERMS_URL = '/terms'
