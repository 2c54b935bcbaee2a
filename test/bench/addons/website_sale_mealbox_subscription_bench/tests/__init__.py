from . import test_subscription_bench
