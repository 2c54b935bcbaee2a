from . import test_widget_assets
from . import test_rpc_errors
