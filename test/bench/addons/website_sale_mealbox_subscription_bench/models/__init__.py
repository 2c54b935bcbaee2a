from . import mealbox_subscription
from . import website
