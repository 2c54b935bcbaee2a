"""Coercion and checks of the params the widgets send, for every addon's routes.

JSON gives any type for any key (or none), and Odoo's code casts what it gets
(int(), float comparisons, SQL): a wrong value must come back as a clear
ValidationError naming the field (`label`, translated by the caller, e.g.
_("Number of meals")), never as a traceback. Domain-specific parsers (delivery
mode, zip code...) live in their addon, built on these.
"""
import functools
import inspect
import json
import math
import re

from odoo import _
from odoo.exceptions import ValidationError

MAX_ID = 2**31 - 1
MAX_LIST = 100
# ASCII digits only: str.isdigit() also accepts '²' or '١', which int() refuses or reads.
INT_RE = re.compile(r'-?[0-9]{1,10}')
ID_RE = re.compile(r'[0-9]{1,10}')
NUMBER_RE = re.compile(r'-?[0-9]{1,12}(\.[0-9]{1,12})?')
EMPTY = (None, False, '')
NO_ID = (None, False, '', 0, '0')
FALSE_FLAGS = (None, False, 0, '0', '', 'false', 'False')
TRUE_FLAGS = (True, 1, '1', 'true', 'True')


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def as_int(value, label, minimum=0, maximum=MAX_ID, default=None):
    """An integer from an int, an integral float or a string of digits, within
    [minimum, maximum]; `default` (when given) for None or ''."""
    if value in (None, '') and default is not None:
        return default
    if isinstance(value, str) and INT_RE.fullmatch(value.strip()):
        value = int(value.strip())
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if not _is_int(value):
        raise ValidationError(_("%(field)s must be a whole number.", field=label))
    if not minimum <= value <= maximum:
        raise ValidationError(_("%(field)s must be between %(min)s and %(max)s.",
                                field=label, min=minimum, max=maximum))
    return value


def as_id(value, what, required=True, default=None):
    """A record id: a positive int (or its ASCII digits). Not `required`:
    `default` for none (None, False, '', 0, '0'). `what` is lowercase, inside
    the sentence ("Invalid order reference.")."""
    if value in NO_ID and not required:
        return default
    if isinstance(value, str) and ID_RE.fullmatch(value):
        value = int(value)
    if not _is_int(value) or not 0 < value <= MAX_ID:
        raise ValidationError(_("Invalid %(what)s reference.", what=what))
    return value


def as_id_list(value, label, required=False):
    """A list of record ids (a single one is a list of one; None, False, '':
    []). Not `required`, 0 is allowed ("all"); `required`: at least one id,
    all positive."""
    if value in EMPTY:
        value = []
    if not isinstance(value, list):
        value = [value]
    if len(value) > MAX_LIST:
        raise ValidationError(_("Too many values for %(field)s.", field=label))
    if required and not value:
        raise ValidationError(_("%(field)s must be a whole number.", field=label))
    return [as_int(item, label, 1 if required else 0) for item in value]


def as_number(value, label, maximum=1e9, required=False):
    """A finite number (int, float or a decimal string) within [-maximum,
    maximum], as a float; None for None, False or '' unless `required`."""
    if value in EMPTY and not required:
        return None
    if isinstance(value, str) and NUMBER_RE.fullmatch(value.strip()):
        value = float(value.strip())
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValidationError(_("%(field)s must be a number.", field=label))
    if abs(value) > maximum:
        bound = int(maximum) if float(maximum).is_integer() else maximum
        raise ValidationError(_("%(field)s must be between %(min)s and %(max)s.",
                                field=label, min=-bound, max=bound))
    return float(value)


def as_flag(value):
    """The spec's 0/1 (or boolean, or 'true'/'false') flags; None, '': False."""
    if value in FALSE_FLAGS:
        return False
    if value in TRUE_FLAGS:
        return True
    raise ValidationError(_("Invalid flag value."))


def as_text(value, label, max_length=2000, required=False):
    """A string ('' for None or False unless `required`), at most `max_length`
    characters and without NUL (PostgreSQL text cannot hold it: psycopg2
    would raise a ValueError)."""
    if value in (None, False) and not required:
        return ''
    if not isinstance(value, str):
        raise ValidationError(_("%(field)s must be text.", field=label))
    if len(value) > max_length:
        raise ValidationError(_("%(field)s is too long.", field=label))
    if '\x00' in value:
        raise ValidationError(_("%(field)s contains an invalid character.", field=label))
    return value


def as_choice(value, choices, label, default=None):
    """One of `choices` (`default` when not given: None, False, ''); `label`
    is lowercase, inside the sentence ("Unknown payment flow.")."""
    if value in EMPTY and default is not None:
        return default
    if isinstance(value, (list, dict)) or value not in choices:
        raise ValidationError(_("Unknown %(field)s.", field=label))
    return value


def as_json_list(value, label, item_ok):
    """JSON text of a list whose every item passes `item_ok` (website_sale's
    product options), returned as sent; empty values as they are."""
    if not value:
        return value
    try:
        items = json.loads(value) if isinstance(value, str) else None
    except ValueError:
        items = None
    if not isinstance(items, list) or len(items) > MAX_LIST or not all(item_ok(item) for item in items):
        raise ValidationError(_("Invalid %(what)s.", what=label))
    return value


@functools.lru_cache(maxsize=None)
def _function_param_names(function):
    parameters = list(inspect.signature(function).parameters.values())[1:]  # self
    if any(parameter.kind is parameter.VAR_KEYWORD for parameter in parameters):
        return None
    return frozenset(parameter.name for parameter in parameters
                     if parameter.kind in (parameter.POSITIONAL_OR_KEYWORD, parameter.KEYWORD_ONLY))


def route_param_names(endpoint):
    """The params the function of a route's endpoint names (those of the
    method that is called: the most derived one), or None when it takes
    **kwargs."""
    return _function_param_names(inspect.unwrap(endpoint))


def check_unknown(params, named):
    """Refuses the params a route does not name: see ir_http._dispatch."""
    unknown = set(params) - set(named)
    if unknown:
        raise ValidationError(_("Unknown parameter(s): %s", ', '.join(sorted(map(str, unknown)))[:200]))
