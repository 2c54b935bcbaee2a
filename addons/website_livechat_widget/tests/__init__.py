from . import test_livechat_assets
from . import test_livechat_routes
from . import test_livechat_demo
