from . import thread_stats
from . import portal_chatter
