from . import res_currency
from . import sale_order
from . import sale_order_promo
from . import weekbox_promo_attempt
from . import weekbox_weekday
from . import weekbox_delivery_closure
from . import website
