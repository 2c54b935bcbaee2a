from . import orm_envs_snapshot
from . import controllers
from . import models
