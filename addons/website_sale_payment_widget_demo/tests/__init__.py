from . import test_demo_card_flows
