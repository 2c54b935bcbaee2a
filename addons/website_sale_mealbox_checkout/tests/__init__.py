from . import test_mealbox_on_checkout
