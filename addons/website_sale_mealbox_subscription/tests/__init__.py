from . import test_weekly_run
from . import test_weekly_run_concurrency
from . import test_subscription_routes
from . import test_subscription_pages
