from . import test_get_all_values
from . import test_mealbox_models
