from . import weekbox_signup_attempt
from . import weekbox_reset_attempt
