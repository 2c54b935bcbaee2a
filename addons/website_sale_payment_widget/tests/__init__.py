from . import test_card_validation
from . import test_payment_widget_routes
from . import test_bad_params
from . import test_payment_security
from . import test_payment_terms
from . import test_payment_lean_page
from . import test_post_processing_once
