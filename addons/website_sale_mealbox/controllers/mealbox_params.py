"""Checks of the values the widgets send: JSON gives any type for any key, and a
wrong one must come back as a clear message, never as a traceback."""
import re

from odoo import _
from odoo.exceptions import ValidationError

MAX_INT = 2**31 - 1
WIZARD_STATES = ('compose', 'extra', 'login', 'delivery')
TOGGLE_FILTERS = ('do_something', 'do_nothing')
# ASCII digits only: str.isdigit() also accepts '²' or '١', which int() refuses or reads.
INT_RE = re.compile(r'-?[0-9]{1,10}')
ID_RE = re.compile(r'[0-9]{1,10}')


def as_int(value, label, minimum=0, maximum=MAX_INT, default=None):
    """An integer from an int or a string of digits, within [minimum, maximum]."""
    if value in (None, '') and default is not None:
        return default
    if isinstance(value, str) and INT_RE.fullmatch(value.strip()):
        value = int(value.strip())
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValidationError(_("%(field)s must be a whole number.", field=label))
    if not minimum <= value <= maximum:
        raise ValidationError(_("%(field)s must be between %(min)s and %(max)s.",
                                field=label, min=minimum, max=maximum))
    return value


def as_order_id(value):
    """The order id a page carries (0, '', null: none), for website._mealbox_get_order,
    which checks the rest. Refused here: strings that are not plain ASCII digits,
    which would crash int() there ('²'.isdigit() is True)."""
    if value in (None, False, '', 0, '0'):
        return 0
    if isinstance(value, str) and not ID_RE.fullmatch(value):
        raise ValidationError(_("Invalid order reference."))
    return value


def as_id_list(value, label):
    """A list of record ids (0 allowed: "all"); a single id is taken as a list of one."""
    if value in (None, False, ''):
        return []
    if not isinstance(value, list):
        value = [value]
    if len(value) > 100:
        raise ValidationError(_("Too many values for %(field)s.", field=label))
    return [as_int(item, label) for item in value]


def as_state(value):
    if value in (None, ''):
        return 'compose'
    if value not in WIZARD_STATES:
        raise ValidationError(_("Unknown step: %(state)s.", state=str(value)[:40]))
    return value


def as_toggle(value):
    """'do_something', 'do_nothing', or None for "no filter" (0, '', null)."""
    if value in (None, False, 0, '0', ''):
        return None
    if value not in TOGGLE_FILTERS:
        raise ValidationError(_("Unknown filter."))
    return value


def as_flag(value):
    """The spec's 0/1 (or boolean) flags."""
    if value in (None, False, 0, '0', '', 'false', 'False'):
        return False
    if value in (True, 1, '1', 'true', 'True'):
        return True
    raise ValidationError(_("Invalid flag value."))


def as_text(value, label, max_length=2000):
    if value in (None, False):
        return ''
    if not isinstance(value, str):
        raise ValidationError(_("%(field)s must be text.", field=label))
    if len(value) > max_length:
        raise ValidationError(_("%(field)s is too long.", field=label))
    if '\x00' in value:  # PostgreSQL text cannot hold it: psycopg2 would raise a ValueError
        raise ValidationError(_("%(field)s contains an invalid character.", field=label))
    return value
