from . import payment_provider
from . import payment_token
from . import payment_transaction
