from . import shop_cart
from . import shop_product
