from . import shop_cart
from . import shop_options
from . import shop_product
from . import shop_page_params
