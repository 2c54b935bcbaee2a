from . import delivery_carrier
from . import res_config_settings
from . import sale_order
from . import website
from . import website_checkout_closure
from . import website_checkout_weekday
