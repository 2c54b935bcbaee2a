from . import survey
