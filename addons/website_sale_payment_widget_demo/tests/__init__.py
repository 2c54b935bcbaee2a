from . import test_demo_card_flows
from . import test_demo_security
