from . import weekbox_signup_attempt
