"""Checks of the values the payment widgets send: JSON gives any type for any
key (or none), and Odoo's payment code casts them with int() or compares them
as they come; a wrong one must be refused with a clear message, never crash."""
import math

from odoo import _
from odoo.exceptions import ValidationError

MAX_ID = 2**31 - 1
FLOWS = ('redirect', 'direct', 'token')


def as_id(value, required=True):
    """A record id: a positive int (or its ASCII digits); None when not
    required and not given (None, False, 0, '')."""
    if value in (None, False, '', 0, '0') and not required:
        return None
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 10:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= MAX_ID:
        raise ValidationError(_("Invalid reference."))
    return value


def as_id_list(value):
    if not isinstance(value, list) or not value or len(value) > 100:
        raise ValidationError(_("Invalid reference."))
    return [as_id(item) for item in value]


def as_text(value, max_length=200, required=False):
    """A string (None: '' unless required); NUL and overlong text refused."""
    if value is None and not required:
        return ''
    if not isinstance(value, str) or len(value) > max_length or '\x00' in value:
        raise ValidationError(_("Invalid value."))
    return value


def as_token(value):
    """An access token: ASCII text (compared in constant time, which refuses anything else)."""
    token = as_text(value)
    if not token.isascii():
        raise ValidationError(_("The access token is invalid."))
    return token


def as_flag(value):
    if value in (None, False, 0, '0', '', 'false'):
        return False
    if value in (True, 1, '1', 'true'):
        return True
    raise ValidationError(_("Invalid value."))


def as_amount(value):
    """An amount the customer saw (None: the server's)."""
    if value in (None, False, ''):
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or abs(value) > 1e12:
        raise ValidationError(_("Invalid value."))
    return value


def as_flow(value):
    if value not in FLOWS:
        raise ValidationError(_("Invalid value."))
    return value
