from . import payment_method
from . import payment_provider
from . import payment_token
from . import payment_transaction
from . import sale_order
from . import website
from . import weekbox_card_attempt
