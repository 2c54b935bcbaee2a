from . import test_follow_page
from . import test_follow_routes
