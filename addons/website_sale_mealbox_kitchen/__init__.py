from . import models
from . import report
from . import wizard
