from . import sale_order
