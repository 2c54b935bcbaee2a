from . import test_kitchen_bench_day
