from . import test_thread_stats
from . import test_thread_chatter
from . import test_thread_lean_page
