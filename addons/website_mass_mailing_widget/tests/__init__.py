from . import test_newsletter_routes
from . import test_unsubscribe
