from . import cart_params
from . import promo_forms
