# The live chat's routes as the livechat-button widget calls them (widgets/visitor/livechat).

# Odoo 17's ratings of a live chat (im_livechat's RATING: 5 great, 3 okay, 1 bad);
# the 1 to 5 of rating.rating are accepted, a reason only up to this length.
RATING_VALUES = (1, 2, 3, 4, 5)
RATING_REASON_MAX_LENGTH = 2000

# The page history a visitor sends (spec §9.5: the cookie keeps 15 pages): each a
# path of this site, as the widget records it (/shop?page=2#top).
PAGE_HISTORY_MAX_PAGES = 15
PAGE_HISTORY_MAX_LENGTH = 2000

# The name a visitor chats under (the widget sends 'Visitor', translated).
ANONYMOUS_NAME_MAX_LENGTH = 100

# A chat's transcript by e-mail (im_livechat's /im_livechat/email_livechat_transcript):
# at most this many in TRANSCRIPT_ATTEMPT_WINDOW_MINUTES per visitor session and per
# IP address. A system parameter `website_livechat_widget.transcript_attempt_limit_<field>`
# overrides a limit.
TRANSCRIPT_ATTEMPT_WINDOW_MINUTES = 10
TRANSCRIPT_ATTEMPT_LIMITS = {
    'session_key': 3,
    'ip_address': 30,
}
TRANSCRIPT_ATTEMPT_LIMIT_PARAM = 'website_livechat_widget.transcript_attempt_limit_%s'
EMAIL_SHAPE = r'^[^@\s]+@[^@\s]+$'
EMAIL_MAX_LENGTH = 254
