from . import product_product
from . import product_template
from . import sale_order_cart_rewards
from . import sale_order_cart_summary
from . import sale_order_line
from . import website
from . import res_config_settings
