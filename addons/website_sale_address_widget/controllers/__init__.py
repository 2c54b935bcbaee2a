from . import website_sale_address_widget
