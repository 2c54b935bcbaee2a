from . import subscription_pages
from . import subscription_routes
