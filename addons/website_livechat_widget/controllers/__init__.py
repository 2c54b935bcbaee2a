from . import discuss
from . import livechat
