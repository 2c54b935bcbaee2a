from . import ir_http
from . import website
