from . import website_form
