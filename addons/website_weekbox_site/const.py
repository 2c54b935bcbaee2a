# Sign-ups (/web/signup creates an account and sends it a welcome e-mail, to
# any address typed): at most this many posted sign-up forms in
# SIGNUP_ATTEMPT_WINDOW_MINUTES per account, per visitor session and per IP
# address (more: visitors behind one address, e.g. an office), refused or not.
# A system parameter `website_weekbox_site.signup_attempt_limit_<field>`
# overrides a limit.
SIGNUP_ATTEMPT_WINDOW_MINUTES = 60
SIGNUP_ATTEMPT_LIMITS = {
    'partner_id': 5,
    'session_key': 5,
    'ip_address': 20,
}
SIGNUP_ATTEMPT_LIMIT_PARAM = 'website_weekbox_site.signup_attempt_limit_%s'

# Password resets (/web/reset_password sends instructions by e-mail to the
# account a typed login names): at most this many requests in
# RESET_ATTEMPT_WINDOW_MINUTES per account, per visitor session and per IP
# address, refused or not; `website_weekbox_site.reset_attempt_limit_<field>`
# overrides a limit.
RESET_ATTEMPT_WINDOW_MINUTES = 60
RESET_ATTEMPT_LIMITS = {
    'partner_id': 5,
    'session_key': 5,
    'ip_address': 20,
}
RESET_ATTEMPT_LIMIT_PARAM = 'website_weekbox_site.reset_attempt_limit_%s'
