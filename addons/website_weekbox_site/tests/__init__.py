# site chrome: tests
from . import test_site_chrome
# site content: tests
