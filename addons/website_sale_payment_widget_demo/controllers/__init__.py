from . import website_sale_payment_widget_demo
