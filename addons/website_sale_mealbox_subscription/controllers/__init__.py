from . import mealbox_wizard_page
from . import subscription_pages
from . import subscription_routes
