from . import ir_http
from . import ir_qweb
from . import ir_qweb_image
from . import res_config_settings
from . import website
from . import weekbox_attempt_mixin
