from . import test_widget_assets
from . import test_rpc_errors
from . import test_odoo_json_routes
from . import test_route_params
from . import test_bundle_warning
from . import test_widget_builds_dev_mode
from . import test_batch
from . import test_attempt_mixin
