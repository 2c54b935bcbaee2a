from . import website_sale_checkout_widget
