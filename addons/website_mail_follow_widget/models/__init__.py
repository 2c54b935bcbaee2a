from . import weekbox_follow_attempt
from . import website
