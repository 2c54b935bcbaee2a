from . import mealbox
