"""The product page routes of the shop widgets (widgets/core/rpc/routes/
shop-routes.ts): unit prices by quantity, and website_sale's combination info
with its params checked, completed with the images and the out-of-stock
message as plain text."""
import math

from odoo import _, http
from odoo.exceptions import ValidationError
from odoo.http import request

from odoo.addons.website_sale.controllers.variant import WebsiteSaleVariantController
from odoo.addons.website_weekbox.params import MAX_LIST, as_id, as_int, as_number

MAX_QTY = 100000


def as_quantity(value, label, default=None):
    """A quantity of more than 0 and at most MAX_QTY; `default` (when given)
    for none (None, False, ''; 0 is a quantity, refused)."""
    if default is not None and (value is None or value is False or value == ''):
        return default
    quantity = as_number(value, label, math.inf, required=True)
    if not 0 < quantity <= MAX_QTY:
        raise ValidationError(_("%(field)s must be more than 0 and at most %(max)s.", field=label, max=MAX_QTY))
    return quantity


def as_ids(value, label):
    """A list of record ids (at most MAX_LIST, each a positive whole number);
    [] for none (None, False)."""
    if value is None or value is False:
        return []
    if not isinstance(value, list):
        raise ValidationError(_("%(field)s must be a list.", field=label))
    if len(value) > MAX_LIST:
        raise ValidationError(_("Too many values for %(field)s.", field=label))
    return [as_int(item, label, 1) for item in value]


class ShopProductController(http.Controller):

    @http.route('/shop/get_unit_price', type='json', auth='public', website=True, weekbox_rpc=True)
    def get_unit_price(self, product_ids=None, add_qty=None):
        """{product id: unit price} for `add_qty` units of each product, as
        the product page shows it. A product the website does not sell is
        refused (the same way whether it exists or not)."""
        ids = as_ids(product_ids, _("Products"))
        if not ids:
            raise ValidationError(_("Please choose at least one product."))
        quantity = as_quantity(add_qty, _("Quantity"))
        products = request.env['product.product']._weekbox_get_website_products(ids, request.website)
        return products._get_weekbox_unit_prices(quantity)


class WebsiteSaleVariantShopWidget(WebsiteSaleVariantController):

    @http.route()
    def get_combination_info_website(self, product_template_id, product_id=None, combination=None, add_qty=None,
                                     parent_combination=None, **kwargs):
        """website_sale's route with its params checked (a clear refusal
        instead of an SQL error) and the widgets' keys on every answer:
        weekbox_images and weekbox_out_of_stock_message. Odoo's own scripts
        call it too, with their own keys (kwargs) and a null add_qty when the
        quantity field is empty (1, as website_sale reads it)."""
        template_id = as_id(product_template_id, _("product"))
        info = super().get_combination_info_website(
            template_id,
            as_id(product_id, _("product variant"), required=False, default=False),
            as_ids(combination, _("Combination")),
            as_quantity(add_qty, _("Quantity"), default=1.0),
            parent_combination=as_ids(parent_combination, _("Parent combination")),
            **kwargs)
        template = request.env['product.template'].browse(template_id)
        info.update(template._prepare_weekbox_combination_values(info['product_id']))
        return info
