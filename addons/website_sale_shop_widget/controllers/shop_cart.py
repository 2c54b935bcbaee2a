"""The cart routes of the shop widgets (widgets/core/rpc/routes/shop-routes.ts):
website_sale's /shop/cart/update_json, which answers the whole cart in numbers
on request, the cart summary and promo codes. Every route works on the
visitor's own cart (the session's order, website._weekbox_get_cart), never on
an order the client names. The params of website_sale's cart routes are
checked by website_sale_weekbox (controllers/cart_params.py)."""
from odoo import _, http
from odoo.exceptions import UserError
from odoo.http import request

from odoo.addons.website_sale.controllers.main import WebsiteSale
from odoo.addons.website_sale_weekbox.const import MAX_PROMO_CODE
from odoo.addons.website_weekbox.params import as_flag, as_id, as_text


class WebsiteSaleShopWidget(WebsiteSale):

    @http.route()
    def cart_update_json(self, product_id, line_id=None, add_qty=None, set_qty=None, display=True,
                         weekbox_cart=False, **kwargs):
        """`weekbox_cart`: the answer also holds the cart after the update, in
        numbers (one call updates the page, the counter and the mini cart).
        `linked_line_id` (an optional product's line under its main line,
        website_sale_product_configurator's) must be a line of the visitor's
        own cart: Odoo would link a line to any order's."""
        with_cart = as_flag(weekbox_cart)
        if kwargs.get('linked_line_id') not in (None, False):
            kwargs['linked_line_id'] = self._weekbox_own_line_id(kwargs['linked_line_id'])
        values = super().cart_update_json(
            product_id, line_id=line_id, add_qty=add_qty, set_qty=set_qty, display=display, **kwargs)
        if with_cart:
            values['weekbox_cart'] = self._prepare_weekbox_cart_values(values)
        return values

    @staticmethod
    def _weekbox_own_line_id(line_id):
        """`line_id` when it is a line of the visitor's cart; refused the same
        way whether it exists elsewhere or not."""
        line_id = as_id(line_id, _("cart line"))
        if line_id not in request.website._weekbox_get_cart().order_line.ids:
            raise UserError(_("This cart line is not in your cart."))
        return line_id

    def _prepare_weekbox_cart_values(self, values):
        """The summary of the cart after an update that answered `values`:
        an emptied cart is reset by website_sale (no cart_quantity then), and
        summed up empty."""
        website = request.website
        return website._weekbox_cart_summary(website._weekbox_get_cart() if values.get('cart_quantity') else None)


class WeekboxShopCartController(http.Controller):

    @http.route('/shop/weekbox/cart_summary', type='json', auth='public', website=True, weekbox_rpc=True,
                weekbox_batch=True)
    def weekbox_cart_summary(self):
        """The visitor's cart in numbers (an empty one without a cart)."""
        website = request.website
        return website._weekbox_cart_summary(website._weekbox_get_cart())

    @http.route('/shop/weekbox/promo', type='json', auth='public', website=True, weekbox_rpc=True)
    def weekbox_promo(self, code=None):
        """Applies a promo code to the visitor's cart through Odoo's loyalty
        programs. A code that is refused, or no cart, is answered valid: false
        with the reason; the cart comes with the answer. Wrong codes are
        limited per visitor."""
        code = as_text(code, _("Promo code"), MAX_PROMO_CODE, required=True).strip()
        order = request.website._weekbox_get_cart()
        if not code:
            valid, message = False, _("Please enter a promo code.")
        elif not order.order_line:
            valid, message = False, _("Your cart is empty.")
        else:
            valid, message, _reward_lines = order._weekbox_apply_visitor_promo_code(code)
        return self._prepare_weekbox_promo_values(valid, message, order)

    def _prepare_weekbox_promo_values(self, valid, message, order):
        return {
            'valid': valid,
            'message': message,
            'cart': request.website._weekbox_cart_summary(order),
        }
