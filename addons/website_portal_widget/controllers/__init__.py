from . import portal
