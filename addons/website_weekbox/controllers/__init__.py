from . import website_weekbox
