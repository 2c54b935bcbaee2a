from . import test_weekly_run
from . import test_weekly_run_concurrency
