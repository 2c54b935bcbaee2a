from . import test_mealbox_cart_lines
