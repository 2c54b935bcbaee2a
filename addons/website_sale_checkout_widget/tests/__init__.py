from . import test_checkout_delivery
from . import test_delivery_date
