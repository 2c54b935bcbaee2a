from . import delivery_carrier
from . import res_config_settings
from . import sale_order
from . import website
