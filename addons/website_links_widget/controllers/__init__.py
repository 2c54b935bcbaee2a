from . import links
