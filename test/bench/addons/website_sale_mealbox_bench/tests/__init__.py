from . import test_benchmark_dishes
