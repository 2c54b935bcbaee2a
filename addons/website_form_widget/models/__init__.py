from . import weekbox_form_attempt
from . import website
