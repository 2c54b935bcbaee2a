from . import test_shop_cart_routes
from . import test_shop_cart_summary
from . import test_shop_options
from . import test_shop_product_routes
from . import test_shop_promo
from . import test_shop_widget_props
from . import test_shop_placeholders
