from . import weekbox_signup_attempt
from . import weekbox_reset_attempt
from . import website
from . import res_config_settings
