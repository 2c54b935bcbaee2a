"""website_sale's own cart and product routes, as the meal box needs them:
dishes have no product page of their own (the box sells them), and the cart
routes check their params' types so bad input gets a clear message instead of
an SQL error. The cart rules themselves live in sale.order's cart hooks
(`_cart_update`, `_verify_updated_quantity`), shared with the wizard."""
import re

from werkzeug.exceptions import NotFound

from odoo import _, http
from odoo.http import request

from odoo.addons.website_sale.controllers.main import WebsiteSale
from odoo.addons.website_weekbox.params import as_int, as_json_list, as_number

MAX_CART_QTY = 100000
ID_TEXT_RE = re.compile(r'[0-9]{1,9}')
# Each option param: the key of its attribute value id, and of its text (if any).
OPTION_KEYS = {
    'product_custom_attribute_values': ('custom_product_template_attribute_value_id', 'custom_value'),
    'no_variant_attribute_values': ('value', None),
}


def as_cart_id(value, label, required=True):
    """A product or line id of a cart call; None/False/0 for none when not required."""
    if not required and value in (None, False, 0, '', '0'):
        return None
    return as_int(value, label, 1)


def as_cart_qty(value, label):
    """A quantity as website_sale's cart takes it (None for "not sent"): a
    number or a numeric string, truncated to a whole number like Odoo's int()."""
    if value is None:
        return None
    return int(as_number(value, label, MAX_CART_QTY, required=True))


def as_product_options(value, id_key, text_key=None):
    """website_sale's JSON-encoded product options (no-variant attribute values
    or custom values: a list of objects holding an `id_key` id), checked so that
    Odoo's own parsing of them cannot fail; returned as sent."""
    return as_json_list(value, _("product options"), lambda option: (
        isinstance(option, dict) and ID_TEXT_RE.fullmatch(str(option.get(id_key, '')))
        and (not text_key or isinstance(option.get(text_key), str))))


class MealboxWebsiteSale(WebsiteSale):

    @http.route()
    def product(self, product, category='', search='', **kwargs):
        """A dish is composed into a box, never sold alone: no product page."""
        if product.sudo().is_mealbox_dish:
            raise NotFound()
        return super().product(product, category=category, search=search, **kwargs)

    @staticmethod
    def _mealbox_cart_redirect(step=None):
        """A redirect to the wizard when the visitor's cart is a meal box (it
        is continued there, never through the generic cart), else None."""
        order = request.website.sale_get_order()
        if order.is_mealbox and order.state == 'draft':
            return request.redirect(order._mealbox_wizard_url(step))
        return None

    @http.route()
    def cart(self, access_token=None, revive='', **post):
        """/shop/cart of a meal box: its wizard, at the step where it stands
        (website_sale's cart page would also drop its delivery line). An
        abandoned box's link (access_token) is revived first, then continued there."""
        if not access_token:
            redirect = self._mealbox_cart_redirect()
            if redirect:
                return redirect
        response = super().cart(access_token=access_token, revive=revive, **post)
        return (self._mealbox_cart_redirect() if access_token else None) or response

    @http.route()
    def checkout(self, **post):
        """A meal box's addresses and delivery are chosen on its wizard's delivery step."""
        return self._mealbox_cart_redirect('delivery') or super().checkout(**post)

    @staticmethod
    def _check_product_options(kwargs):
        for name, (id_key, text_key) in OPTION_KEYS.items():
            if name in kwargs:
                kwargs[name] = as_product_options(kwargs[name], id_key, text_key)
        return kwargs

    @http.route()
    def cart_update(self, product_id, add_qty=1, set_qty=0, **kwargs):
        self._check_product_options(kwargs)
        return super().cart_update(
            as_cart_id(product_id, _("Product")),
            add_qty=as_cart_qty(add_qty, _("Quantity")) or 0,
            set_qty=as_cart_qty(set_qty, _("Quantity")) or 0,
            **kwargs)

    @http.route()
    def cart_update_json(self, product_id, line_id=None, add_qty=None, set_qty=None, display=True, **kwargs):
        self._check_product_options(kwargs)
        return super().cart_update_json(
            as_cart_id(product_id, _("Product")),
            line_id=as_cart_id(line_id, _("Line"), required=False) if line_id is not False else False,
            add_qty=as_cart_qty(add_qty, _("Quantity")),
            set_qty=as_cart_qty(set_qty, _("Quantity")),
            display=display, **kwargs)

    def _get_shop_payment_errors(self, order):
        """/shop/payment and /shop/payment/validate: a meal box order whose
        content is unsellable is never paid nor, when free, confirmed there."""
        errors = super()._get_shop_payment_errors(order)
        if order and order.state in ('draft', 'sent'):
            problem = order._mealbox_integrity_problem()
            if not problem and not order.amount_total:
                # A free order is confirmed by /shop/payment/validate without any transaction.
                problem = order._mealbox_pay_problem()
            if problem:
                errors.append((_("Your meal box cannot be paid yet"), problem))
        return errors
