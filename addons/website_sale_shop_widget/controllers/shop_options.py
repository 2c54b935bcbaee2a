"""The optional products' step of the product page (website_sale_product_configurator's
modal, in React: widgets/shop-product): what a product offers, and the product
added with the options chosen, in one call each. Odoo 17's own routes answer
HTML (/sale_product_configurator/optional_product_items) or take JSON text
(/shop/cart/update_option) and link any product to any line; these answer
numbers, and only link a product's own optional products to its line."""
from odoo import _, http
from odoo.exceptions import UserError, ValidationError
from odoo.http import request

from odoo.addons.website_sale.controllers.main import WebsiteSale
from odoo.addons.website_sale_weekbox.params import as_cart_quantity
from odoo.addons.website_weekbox.params import as_id, as_int

from .shop_product import as_quantity

# The options a product may be added with at once (options of options included).
MAX_OPTIONS = 20


class WebsiteSaleShopOptions(WebsiteSale):

    @http.route('/shop/weekbox/optional_products', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_optional_products(self, product_id=None, add_qty=None):
        """The optional products offered with a variant the website sells,
        priced for `add_qty`: [] when none (the product is added at once)."""
        website = request.website
        product = request.env['product.product']._weekbox_get_website_products(
            [as_id(product_id, _("product"))], website)
        quantity = as_quantity(add_qty, _("Quantity"), default=1.0)
        return {'options': product._prepare_weekbox_optional_product_values(quantity)}

    @http.route('/shop/weekbox/cart_options', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_cart_options(self, product_id=None, add_qty=None, options=None, product_custom_attribute_values=None,
                             no_variant_attribute_values=None):
        """Adds a product (as /shop/cart/update_json adds it) and its chosen
        optional products, each on a line linked to its parent's, as
        website_sale_product_configurator's /shop/cart/update_option does.
        `options`: [{product_id, quantity, parent}], `parent` the index of the
        option's parent in [the product, *options] (0: the product), before
        it. The answer holds the cart in numbers."""
        website = request.website
        main_id = as_id(product_id, _("product"))
        quantity = as_cart_quantity(1 if add_qty is None else add_qty)
        if quantity < 1:
            raise ValidationError(_("%(field)s must be at least 1.", field=_("Quantity")))
        options = self._weekbox_parse_options(options)
        # Every option checked before anything changes: an option of its parent, sold here.
        # Read as the shop (an unpublished product is refused like any other, not as a hidden record).
        products = request.env['product.product'].sudo().browse(
            [main_id] + [option['product_id'] for option in options])
        for index, option in enumerate(options, start=1):
            if not products[index]._is_weekbox_option_of(products[option['parent']], website):
                raise UserError(_("This option is not available with this product."))
        extra = {}
        if product_custom_attribute_values:
            extra['product_custom_attribute_values'] = product_custom_attribute_values
        if no_variant_attribute_values:
            extra['no_variant_attribute_values'] = no_variant_attribute_values
        values = self.cart_update_json(main_id, add_qty=quantity, display=False, force_create=True, **extra)
        warnings = [values.get('notification_info', {}).get('warning', '')]
        line_ids = [values.get('line_id')]
        if line_ids[0]:
            for index, option in enumerate(options, start=1):
                parent_line = line_ids[option['parent']]
                option_values = self.cart_update_json(
                    products[index].id, set_qty=option['quantity'], display=False, linked_line_id=parent_line) \
                    if parent_line else {}
                warnings.append(option_values.get('notification_info', {}).get('warning', ''))
                line_ids.append(option_values.get('line_id') or False)
        order = website._weekbox_get_cart()
        return {
            'line_id': line_ids[0] or False,
            'quantity': values.get('quantity', 0),
            'option_line_ids': [line_id or False for line_id in line_ids[1:]],
            'cart_quantity': order.cart_quantity if order else 0,
            'warning': '\n'.join(warning for warning in dict.fromkeys(warnings) if warning),
            'weekbox_cart': website._weekbox_cart_summary(order or None),
        }

    @staticmethod
    def _weekbox_parse_options(options):
        if options in (None, False):
            return []
        if not isinstance(options, list):
            raise ValidationError(_("%(field)s must be a list.", field=_("Options")))
        if len(options) > MAX_OPTIONS:
            raise ValidationError(_("Too many values for %(field)s.", field=_("Options")))
        parsed = []
        for index, option in enumerate(options):
            if not isinstance(option, dict) or set(option) - {'product_id', 'quantity', 'parent'}:
                raise ValidationError(_("Invalid %(what)s.", what=_("options")))
            quantity = as_cart_quantity(option.get('quantity'))
            if quantity is None or quantity < 1:
                raise ValidationError(_("%(field)s must be at least 1.", field=_("Quantity")))
            parsed.append({
                'product_id': as_id(option.get('product_id'), _("product")),
                'quantity': quantity,
                # The product (0) or an option before this one.
                'parent': as_int(option.get('parent'), _("Option parent"), 0, index),
            })
        return parsed
