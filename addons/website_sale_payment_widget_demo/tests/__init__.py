from . import test_demo_card_flows
from . import test_demo_security
from . import test_inline_providers
from . import test_transfer_instructions
from . import test_demo_simulated_payment
