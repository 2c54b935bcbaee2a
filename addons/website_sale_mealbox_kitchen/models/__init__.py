from . import sale_order
from . import mealbox_delivery_zone
from . import mealbox_kitchen_box
from . import mealbox_kitchen_line
