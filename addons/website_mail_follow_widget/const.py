# Public follows create a contact per e-mail (website_mail's /website_mail/follow):
# at most this many in FOLLOW_ATTEMPT_WINDOW_MINUTES per visitor session and
# per IP address (more: visitors behind one address, e.g. an office). A system
# parameter `website_mail_follow_widget.follow_attempt_limit_<field>` overrides
# a limit.
FOLLOW_ATTEMPT_WINDOW_MINUTES = 10
FOLLOW_ATTEMPT_LIMITS = {
    'session_key': 5,
    'ip_address': 60,
}
FOLLOW_ATTEMPT_LIMIT_PARAM = 'website_mail_follow_widget.follow_attempt_limit_%s'

# The shape the widget asks of a visitor's e-mail (spec §5.1: something@something),
# checked again by the server; the same in widgets/portal/follow/utils/email-shape.ts.
EMAIL_SHAPE = r'^[^@\s]+@[^@\s]+$'
EMAIL_MAX_LENGTH = 254

# What /website_mail/is_follower accepts in one call (a page's follow controls).
IS_FOLLOWER_MAX_MODELS = 10
IS_FOLLOWER_MAX_IDS = 200
