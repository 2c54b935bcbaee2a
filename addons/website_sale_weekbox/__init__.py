from . import controllers
from . import models
