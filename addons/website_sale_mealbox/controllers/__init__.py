from . import mealbox_home
from . import mealbox_wizard
from . import mealbox_delivery
from . import mealbox_pages
from . import mealbox_payment
from . import website_sale_cart
