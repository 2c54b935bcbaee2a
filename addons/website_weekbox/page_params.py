"""Query parameters of Odoo's own pages that the site took over (/shop, the
product page, the portal's lists), which Odoo's code reads unchecked: a
category that is no number, an attribute filter that is no "<id>-<id>", an
unknown sort key end in a server error (HTTP 500). The site answers such a
URL with the page without the bad parameter (a redirect to it, so that the
address shows what is applied), as a visitor who edited the URL by hand
would expect; the page's other parameters are kept.

A page's controller override lists its rules (parameter name -> a check of
one value) and calls `redirect_without_bad_params(rules)` first; a form
posted to such a page with a bad value (only a forged post has one) is
refused with `check_form_params(rules, values)`: a 400 page saying so.
"""
import math
import re

from werkzeug.urls import url_encode

from odoo import _, fields
from odoo.exceptions import ValidationError
from odoo.http import request
from odoo.tools import str2bool

from odoo.addons.http_routing.models.ir_http import url_for

from .params import MAX_ID

ID_TEXT = re.compile(r'[0-9]{1,10}')
INT_TEXT = re.compile(r'-?[0-9]{1,10}')
ATTRIBUTE_VALUE_TEXT = re.compile(r'([0-9]{1,10})-([0-9]{1,10})')


def is_id(value):
    """A record id as a URL holds it: ASCII digits, 1 to MAX_ID."""
    return bool(ID_TEXT.fullmatch(value)) and 0 < int(value) <= MAX_ID


def is_int(value):
    """A whole number as a URL holds it (Odoo's -1: none), within the ids' range."""
    return bool(INT_TEXT.fullmatch(value)) and abs(int(value)) <= MAX_ID


def is_flag(value):
    """A yes/no as Odoo's str2bool reads it (1, 0, true, off...)."""
    try:
        str2bool(value)
    except ValueError:
        return False
    return True


def is_attribute_value(value):
    """website_sale's attribute filter: "<attribute id>-<value id>"."""
    match = ATTRIBUTE_VALUE_TEXT.fullmatch(value)
    return bool(match) and all(0 < int(part) <= MAX_ID for part in match.groups())


def is_finite_number(value):
    """A number as float() reads it, but finite (1e309 is infinity)."""
    try:
        return math.isfinite(float(value))
    except ValueError:
        return False


def is_datetime(value):
    """A date or a date and time as Odoo writes them ("2026-11-28", "2026-11-28 23:59:59")."""
    try:
        return bool(fields.Datetime.to_datetime(value))
    except ValueError:
        return False


def one_of(values):
    """A check accepting exactly `values` (a page's sort or filter keys)."""
    allowed = set(values)
    return lambda value: value in allowed


def redirect_without_bad_params(rules):
    """ A redirect to the current page without the query parameters whose
    value a rule refuses (each value of a repeated parameter on its own), or
    None when every value passes (then the page is served as it is). An empty
    value passes: Odoo's pages read it as no value.

    :param dict rules: parameter name -> function(value: str) -> bool
    """
    args = list(request.httprequest.args.items(multi=True))
    kept = [(name, value) for name, value in args if name not in rules or not value or rules[name](value)]
    if len(kept) == len(args):
        return None
    path = request.httprequest.path + ('?' + url_encode(kept) if kept else '')
    return request.redirect(url_for(path))


def check_form_params(rules, values):
    """ Refuses a posted form whose value of a parameter in `rules` the rule
    refuses (an empty value passes), as a 400 page saying so (a UserError):
    the page's own form never sends one, only a forged post does.

    :param dict rules: parameter name -> function(value: str) -> bool
    :param dict values: the posted form's values
    """
    for name, check in rules.items():
        value = values.get(name)
        if isinstance(value, str) and value and not check(value):
            raise ValidationError(_("This form was sent with a value it cannot hold. "
                                    "Please reload the page and try again."))
