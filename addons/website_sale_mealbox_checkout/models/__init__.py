from . import delivery_carrier
from . import sale_order
