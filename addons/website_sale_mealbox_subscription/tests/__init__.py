from . import test_weekly_run
