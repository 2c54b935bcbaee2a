from . import website_sale_payment_widget_demo
from . import payment_demo_simulation
