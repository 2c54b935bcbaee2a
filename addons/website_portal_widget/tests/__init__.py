from . import test_portal_details
from . import test_portal_search
