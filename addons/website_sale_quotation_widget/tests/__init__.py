from . import test_quote_update_line
from . import test_quote_page
from . import test_odoo_quote_routes
