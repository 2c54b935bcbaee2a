from . import weekbox_subscribe_attempt
