from . import sale_order
from . import sale_order_line
