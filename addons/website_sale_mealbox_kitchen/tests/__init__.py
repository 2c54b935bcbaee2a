from . import test_kitchen_figures
from . import test_kitchen_access
from . import test_kitchen_print
