from . import test_lean_page
from . import test_site_chrome
from . import test_site_content_assets
from . import test_site_content_render
from . import test_signup_limit
from . import test_reset_password_limit
