from . import livechat
