"""The server's card checks (spec §5.4), as the browser's."""
from datetime import datetime

from odoo.tests import BaseCase, tagged

from odoo.addons.website_sale_payment_widget import utils


def luhn_number(prefix, length):
    body = prefix.ljust(length - 1, '0')
    return next(body + str(check) for check in range(10) if utils.luhn_valid(body + str(check)))


def break_luhn(number):
    return number[:-1] + str((int(number[-1]) + 1) % 10)


TABLE = [
    ('maestro', ['5018', '5020', '5038', '6304', '6759', '6761', '6763'], (12, 19), True),
    ('dinersclub', ['36', '38', '300', '305'], (14, 14), True),
    ('laser', ['6706', '6771', '6709'], (16, 19), True),
    ('jcb', ['35'], (16, 16), True),
    ('unionpay', ['62', '620', '6299'], (16, 19), False),
    ('discover', ['6011', '65', '644', '649', '622'], (16, 16), True),
    ('mastercard', ['51', '55'], (16, 16), True),
    ('amex', ['34', '37'], (15, 15), True),
    ('visa', ['4'], (13, 16), True),
]


@tagged('post_install', '-at_install')
class TestCardValidation(BaseCase):

    def test_card_types_lengths_and_luhn(self):
        for card_type, prefixes, (shortest, longest), luhn in TABLE:
            for prefix in prefixes:
                for length in range(shortest, longest + 1):
                    number = luhn_number(prefix, length)
                    with self.subTest(number=number):
                        self.assertEqual(utils.check_card_number(number), (number, card_type))
                for length in (shortest - 1, longest + 1):
                    with self.subTest(prefix=prefix, length=length), self.assertRaises(utils.CardError):
                        utils.check_card_number(luhn_number(prefix, length))
                broken = break_luhn(luhn_number(prefix, longest))
                with self.subTest(broken=broken):
                    if luhn:
                        with self.assertRaises(utils.CardError):
                            utils.check_card_number(broken)
                    else:
                        self.assertEqual(utils.check_card_number(broken)[1], 'unionpay')

    def test_card_number_cleaning(self):
        self.assertEqual(utils.check_card_number('4242-4242 4242-4242'), ('4242424242424242', 'visa'))
        for bad in ('4242.4242.4242.4242', '4242 4242 4242 424a', '', None, '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢', luhn_number('9', 16)):
            with self.subTest(bad=bad), self.assertRaises(utils.CardError):
                utils.check_card_number(bad)

    def test_most_specific_prefix(self):
        self.assertEqual(utils.detect_card_type('6221260000000000'), 'discover')
        self.assertEqual(utils.detect_card_type('6231260000000000'), 'unionpay')

    def test_cvc(self):
        self.assertEqual(utils.check_cvc('1234', 'amex'), '1234')
        self.assertEqual(utils.check_cvc('123', 'amex'), '123')
        self.assertEqual(utils.check_cvc('123', 'visa'), '123')
        self.assertEqual(utils.check_cvc('1234', None), '1234')
        for cvc, card_type in (('1234', 'visa'), ('12', 'visa'), ('12345', 'amex'), ('12a', 'visa'), ('', None)):
            with self.subTest(cvc=cvc, card_type=card_type), self.assertRaises(utils.CardError):
                utils.check_cvc(cvc, card_type)

    def test_expiry_month_boundary(self):
        end_of_november = datetime(2026, 11, 30, 23, 59, 59)
        self.assertEqual(utils.parse_expiry('11 / 26', now=end_of_november), (11, 2026))
        # The server gives the visitor's time zone up to 14 hours of doubt.
        self.assertEqual(utils.parse_expiry('11 / 26', now=datetime(2026, 12, 1, 13, 59)), (11, 2026))
        with self.assertRaises(utils.CardError) as refused:
            utils.parse_expiry('11 / 26', now=datetime(2026, 12, 1, 14, 0))
        self.assertEqual(refused.exception.reason, 'expired')
        self.assertEqual(utils.parse_expiry('12 / 2026', now=datetime(2026, 12, 31, 12)), (12, 2026))

    def test_expiry_format(self):
        now = datetime(2026, 6, 1)
        self.assertEqual(utils.parse_expiry('7 / 30', now=now), (7, 2030))
        self.assertEqual(utils.parse_expiry('07/2030', now=now), (7, 2030))
        self.assertEqual(utils.parse_expiry('01 / 99', now=now), (1, 2099))
        for bad in ('13 / 30', '00 / 30', '07 / ', '07 / 203', 'ab / cd', '', None, '007 / 2030'):
            with self.subTest(bad=bad), self.assertRaises(utils.CardError):
                utils.parse_expiry(bad, now=now)

    def test_details_never_print_the_card(self):
        card = utils.validate_card('4242 4242 4242 4242', '123', '12 / 39')
        self.assertEqual(card.payment_details, '4242')
        self.assertNotIn('4242424242424242', repr(card))
        self.assertNotIn('123', repr(card))
