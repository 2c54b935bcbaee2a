from . import test_get_all_values
from . import test_mealbox_models
from . import test_mealbox_home_routes
from . import test_mealbox_delivery_routes
from . import test_mealbox_wizard_routes
from . import test_mealbox_pages
from . import test_mealbox_payment_details
from . import test_mealbox_cart_routes
