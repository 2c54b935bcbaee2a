from . import test_delivery_calendar
from . import test_module_graph
