from . import signup
