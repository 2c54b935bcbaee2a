from . import test_portal_details
from . import test_portal_search
from . import test_portal_list_params
