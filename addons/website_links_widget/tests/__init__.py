from . import test_link_routes
from . import test_link_statistics
from . import test_link_pages
