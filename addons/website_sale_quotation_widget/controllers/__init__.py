from . import quotation
