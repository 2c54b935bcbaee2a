"""Card checks of the payment form, done again on the server: a number of a
known type, length and Luhn, a CVC of the type's length, an expiry not yet
past (spec §5.4).

Pure functions: no ORM, no logging. A card number or CVC must never be logged
or stored; what leaves these functions is the brand and the last 4 digits
(CardDetails.payment_details), plus the full card in memory for the provider.
"""
import re
from collections import namedtuple
from datetime import datetime, timedelta

from .const import CARD_TYPES

CardDetails = namedtuple('CardDetails', 'number cvc exp_month exp_year brand')
CardDetails.__doc__ = "A checked card: digits only, 4-digit year, brand from CARD_TYPES."
CardDetails.payment_details = property(lambda self: self.number[-4:])
# The default repr would print the number and the CVC.
CardDetails.__repr__ = lambda self: f'CardDetails(brand={self.brand!r}, last4={self.number[-4:]!r})'


class CardError(ValueError):
    """A card the form should have refused. `field` names the culprit:
    'number', 'cvc' or 'expiry'; `reason` is a code ('invalid', 'expired')."""

    def __init__(self, field, reason='invalid'):
        super().__init__(f'{field}: {reason}')
        self.field = field
        self.reason = reason


def _prefix_matches(number, prefix):
    if isinstance(prefix, tuple):
        first, last = prefix
        head = number[:len(first)]
        return len(head) == len(first) and first <= head <= last
    return number.startswith(prefix)


def detect_card_type(number):
    """The card type of a digits-only number: the type whose matching prefix is
    the longest, or None. Needs enough digits to tell (as the browser does)."""
    best, best_length = None, 0
    for card_type, rules in CARD_TYPES.items():
        for prefix in rules['prefixes']:
            length = len(prefix[0] if isinstance(prefix, tuple) else prefix)
            if length > best_length and _prefix_matches(number, prefix):
                best, best_length = card_type, length
    return best


def luhn_valid(number):
    total = 0
    for index, char in enumerate(reversed(number)):
        digit = int(char)
        if index % 2:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return total % 10 == 0


def clean_card_number(value):
    """Strips spaces and dashes; anything else than digits left is refused."""
    if not isinstance(value, str):
        raise CardError('number')
    number = re.sub(r'[\s-]', '', value)
    if not number or not number.isdigit() or not number.isascii():
        raise CardError('number')
    return number


def check_card_number(value):
    """(digits, card type) of a valid card number, else CardError('number')."""
    number = clean_card_number(value)
    card_type = detect_card_type(number)
    if not card_type:
        raise CardError('number')
    rules = CARD_TYPES[card_type]
    if len(number) not in rules['lengths']:
        raise CardError('number')
    if rules['luhn'] and not luhn_valid(number):
        raise CardError('number')
    return number, card_type


def check_cvc(value, card_type=None):
    """Digits only; amex 3 or 4, other known types 3, unknown type 3 or 4."""
    cvc = value.strip() if isinstance(value, str) else ''
    lengths = CARD_TYPES[card_type]['cvc_lengths'] if card_type else (3, 4)
    if not cvc.isdigit() or not cvc.isascii() or len(cvc) not in lengths:
        raise CardError('cvc')
    return cvc


# The browser decides "the month has ended" in the visitor's time zone; the
# server does not know it, so it gives the widest offset (UTC+14) the benefit
# of the doubt. The provider refuses an expired card anyway.
EXPIRY_GRACE = timedelta(hours=14)


def parse_expiry(value, now=None):
    """(month, 4-digit year) of an 'MM / YY' or 'MM / YYYY' expiry whose month
    has not ended yet. A 2-digit year takes the current century. `now` is a
    naive UTC datetime (default: the current time)."""
    now = now or datetime.utcnow()
    match = re.fullmatch(r'\s*(\d{1,2})\s*/?\s*(\d{2}|\d{4})\s*', value) if isinstance(value, str) else None
    if not match or len(match.group(1) + match.group(2)) > 6:
        raise CardError('expiry')
    month, year = int(match.group(1)), match.group(2)
    if not 1 <= month <= 12:
        raise CardError('expiry')
    if len(year) == 2:
        year = str(now.year)[:2] + year
    year = int(year)
    # Valid until the last instant of its month: the first day of the next
    # month must still be ahead.
    end = datetime(year + 1, 1, 1) if month == 12 else datetime(year, month + 1, 1)
    if end + EXPIRY_GRACE <= now:
        raise CardError('expiry', 'expired')
    return month, year


def validate_card(number, cvc, expiry, now=None):
    """A CardDetails for a card the form may submit, else CardError."""
    digits, card_type = check_card_number(number)
    checked_cvc = check_cvc(cvc, card_type)
    month, year = parse_expiry(expiry, now=now)
    return CardDetails(digits, checked_cvc, month, year, card_type)
