from . import test_form_attempt_limit
from . import test_form_bad_posts
from . import test_form_dates
from . import test_form_field_errors
from . import test_form_lean_page
