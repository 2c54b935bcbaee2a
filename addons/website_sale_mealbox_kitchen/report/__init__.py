from . import mealbox_kitchen_report
