from . import main
