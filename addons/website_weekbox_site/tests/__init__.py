# site chrome: tests
from . import test_site_chrome
# site content: tests
from . import test_site_content_assets
from . import test_site_content_render
