from . import mealbox_kitchen_print
