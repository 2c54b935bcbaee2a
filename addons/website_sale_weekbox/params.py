"""The params of website_sale's cart routes, checked the same way by every
sale-side addon (website_weekbox/params.py holds the generic parsers)."""
import re

from odoo import _

from odoo.addons.website_weekbox.params import as_int, as_json_list, as_number

from .const import MAX_CART_QTY

ID_TEXT_RE = re.compile(r'[0-9]{1,9}')
# Each option param of website_sale's cart routes: the key of its attribute
# value id, and of its text (if any).
PRODUCT_OPTION_KEYS = {
    'product_custom_attribute_values': ('custom_product_template_attribute_value_id', 'custom_value'),
    'no_variant_attribute_values': ('value', None),
}


def as_cart_id(value, label, required=True):
    """A product or line id of a cart call; None for none (None, False, 0,
    '', '0') when not `required`."""
    if not required and value in (None, False, 0, '', '0'):
        return None
    return as_int(value, label, 1)


def as_cart_quantity(value, label=None):
    """add_qty or set_qty as website_sale's cart takes them: None for "not
    sent", else a number (or numeric text) truncated to a whole number as
    Odoo's int() does."""
    if value is None:
        return None
    return int(as_number(value, label or _("Quantity"), MAX_CART_QTY, required=True))


def as_product_options(value, id_key, text_key=None):
    """website_sale's JSON-encoded product options (no-variant attribute values
    or custom values: a list of objects holding an `id_key` id), checked so that
    Odoo's own parsing of them cannot fail; returned as sent."""
    return as_json_list(value, _("product options"), lambda option: (
        isinstance(option, dict) and ID_TEXT_RE.fullmatch(str(option.get(id_key, '')))
        and (not text_key or isinstance(option.get(text_key), str))))


def check_product_options(kwargs):
    """The product options among a cart route's `kwargs`, checked in place."""
    for name, (id_key, text_key) in PRODUCT_OPTION_KEYS.items():
        if name in kwargs:
            kwargs[name] = as_product_options(kwargs[name], id_key, text_key)
    return kwargs
