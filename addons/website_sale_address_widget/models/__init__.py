from . import res_country
from . import website
