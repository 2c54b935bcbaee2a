# Spam: at most this many website forms sent in FORM_ATTEMPT_WINDOW_MINUTES,
# per account, per visitor session and per IP address (more: visitors behind
# one address, e.g. an office). A system parameter
# `website_form_widget.form_attempt_limit_<field>` overrides a limit.
FORM_ATTEMPT_WINDOW_MINUTES = 10
FORM_ATTEMPT_LIMITS = {
    'partner_id': 10,
    'session_key': 10,
    'ip_address': 40,
}
FORM_ATTEMPT_LIMIT_PARAM = 'website_form_widget.form_attempt_limit_%s'

# What the form sends for a date or datetime field of the target model: the
# widget turns the visitor's value (in their language's format) into these.
FORM_DATE_PATTERN = r'\d{4}-\d{2}-\d{2}'
FORM_DATETIME_PATTERN = r'\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?'
