"""website_sale's own cart routes with their params checked: bad input gets a
clear message instead of an SQL error, whichever sale-side addon is
installed. The cart rules themselves stay in sale.order's cart hooks
(`_cart_update`, `_verify_updated_quantity`)."""
from odoo import _, http

from odoo.addons.website_sale.controllers.main import WebsiteSale
from odoo.addons.website_sale_weekbox.params import as_cart_id, as_cart_quantity, check_product_options


class WeekboxCartParams(WebsiteSale):

    @http.route()
    def cart_update(self, product_id, add_qty=1, set_qty=0, **kwargs):
        check_product_options(kwargs)
        return super().cart_update(
            as_cart_id(product_id, _("Product")),
            add_qty=as_cart_quantity(add_qty) or 0,
            set_qty=as_cart_quantity(set_qty) or 0,
            **kwargs)

    @http.route()
    def cart_update_json(self, product_id, line_id=None, add_qty=None, set_qty=None, display=True, **kwargs):
        check_product_options(kwargs)
        return super().cart_update_json(
            as_cart_id(product_id, _("Product")),
            # False: website_sale looks for no line.
            line_id=as_cart_id(line_id, _("Line"), required=False) if line_id is not False else False,
            add_qty=as_cart_quantity(add_qty),
            set_qty=as_cart_quantity(set_qty),
            display=display, **kwargs)
