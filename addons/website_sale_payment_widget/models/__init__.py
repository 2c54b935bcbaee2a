from . import payment_method
from . import payment_provider
from . import payment_token
from . import sale_order
