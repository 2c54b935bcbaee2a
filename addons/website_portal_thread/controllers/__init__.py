from . import thread_stats
