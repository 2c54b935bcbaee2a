from . import link_tracker
