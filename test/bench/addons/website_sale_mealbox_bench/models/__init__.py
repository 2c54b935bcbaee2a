from . import product_template
