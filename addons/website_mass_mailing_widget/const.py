# Newsletter subscriptions create a contact per e-mail (website_mass_mailing's
# /website_mass_mailing/subscribe): at most this many in
# SUBSCRIBE_ATTEMPT_WINDOW_MINUTES per visitor session and per IP address (more:
# visitors behind one address). A system parameter
# `website_mass_mailing_widget.subscribe_attempt_limit_<field>` overrides a limit.
SUBSCRIBE_ATTEMPT_WINDOW_MINUTES = 10
SUBSCRIBE_ATTEMPT_LIMITS = {
    'session_key': 5,
    'ip_address': 60,
}
SUBSCRIBE_ATTEMPT_LIMIT_PARAM = 'website_mass_mailing_widget.subscribe_attempt_limit_%s'

# The shape the widget asks of a newsletter e-mail (spec §5.5: text@text), checked
# again here; the same in widgets/visitor/newsletter/utils/email-shape.ts.
EMAIL_SHAPE = r'^[^@\s]+@[^@\s]+$'
EMAIL_MAX_LENGTH = 254
# The lists one save of the subscriptions page may name.
MAX_LISTS = 100
