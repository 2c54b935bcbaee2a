from . import ir_http
from . import res_config_settings
from . import website
from . import weekbox_attempt_mixin
