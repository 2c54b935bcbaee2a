from . import test_delivery_calendar
from . import test_module_graph
from . import test_upgrade_from_main
from . import test_translations
