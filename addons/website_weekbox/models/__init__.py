from . import website
