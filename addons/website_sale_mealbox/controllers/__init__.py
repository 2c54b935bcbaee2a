from . import mealbox_home
from . import mealbox_wizard
from . import mealbox_delivery
