from . import weekbox_form_attempt
