from . import sale_order_line
