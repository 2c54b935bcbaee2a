"""The checkout's delivery date and time (shop-delivery-date): the dates and
hours offered, their storage in UTC from the website's time zone, the
server's refusals and the payment of an order without the date its website
requires.

"Now" is Wednesday 27 March 2030, 10:00 UTC (11:00 in Brussels); Brussels
moves to summer time on Sunday 31 March. Lead time 2 days, horizon 10 days,
no delivery on Sundays: Friday 29 March to Saturday 6 April.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_checkout_widget:TestDeliveryDate
"""
import html
import json
import re
from datetime import date, datetime
from unittest.mock import patch

from odoo import Command
from odoo.exceptions import ValidationError
from odoo.tests import tagged
from odoo.tools.misc import format_date

from odoo.addons.website_weekbox.tests.route_contract import assert_field_errors

from .common import CheckoutWidgetCase

NOW = datetime(2030, 3, 27, 10, 0)
NOT_AVAILABLE = "This order is not available."
SET = '/shop/checkout/set_delivery_date'
GET = '/shop/checkout/get_dates'


@tagged('post_install', '-at_install')
class TestDeliveryDate(CheckoutWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website.write({
            'checkout_delivery_date_mode': 'required',
            'checkout_delivery_lead_days': 2,
            'checkout_delivery_horizon_days': 10,
            'checkout_delivery_tz': 'Europe/Brussels',
            'checkout_delivery_weekday_ids': [Command.set(cls.env.ref('website_sale_weekbox.weekday_6').ids)],
        })
        Closure = cls.env['weekbox.delivery.closure']
        Closure.search([]).action_archive()
        other_website = cls.env['website'].create({'name': 'Checkout test other website'})
        Closure.create([
            # Tuesday 2 April, 10:00 to 12:00 in Brussels (summer time).
            {'name': 'Inventory', 'date_start': '2030-04-02 08:00:00', 'date_end': '2030-04-02 10:00:00',
             'website_id': cls.website.id},
            # Outside the dates offered, and another website's.
            {'name': 'Holiday', 'date_start': '2030-05-01 00:00:00', 'date_end': '2030-05-02 00:00:00'},
            {'name': 'Elsewhere', 'date_start': '2030-04-03 08:00:00', 'date_end': '2030-04-03 10:00:00',
             'website_id': other_website.id},
        ])

    def setUp(self):
        super().setUp()
        self.startPatcher(patch.object(type(self.env['website']), '_checkout_now', lambda website: NOW))

    def set_date(self, order, day, hour):
        return self.rpc(SET, {'order_id': order.id, 'date': day, 'hour': hour})

    def refusal(self, order, day, hour):
        """The field errors of a refused date: {param: message}."""
        data = self.rpc_error(SET, {'order_id': order.id, 'date': day, 'hour': hour})
        assert_field_errors(self, SET, data)
        return data['field_errors']

    def test_the_dates_offered(self):
        order = self.cart()
        self.assertEqual(self.rpc(GET, {'order_id': order.id}), {
            'min_date': [2030, 3, 29],
            'max_date': [2030, 4, 6],
            'forbidden_intervals': [['2030-04-02 10:00', '2030-04-02 12:00']],
            'forbidden_days': [6],
            'format': 'YYYY-MM-DD HH:mm',
            'selected': None,
            'required': True,
            'tz': 'Europe/Brussels',
        })

    def test_a_date_is_stored_in_utc_from_brussels_time_across_summer_time(self):
        order = self.cart()
        winter = self.set_date(order, '2030-03-29', 16)
        self.assertEqual(winter, {'date': '2030-03-29', 'hour': 16, 'commitment_date': '2030-03-29 15:00:00'})
        self.env.invalidate_all()
        self.assertEqual(order.commitment_date, datetime(2030, 3, 29, 15, 0))
        summer = self.set_date(order, '2030-04-01', 16)
        self.assertEqual(summer['commitment_date'], '2030-04-01 14:00:00')
        self.assertEqual(self.rpc(GET, {'order_id': order.id})['selected'], {'date': '2030-04-01', 'hour': 16})
        # The day the clocks change (Sundays allowed for once).
        self.website.checkout_delivery_weekday_ids = False
        self.assertEqual(self.set_date(order, '2030-03-31', 10)['commitment_date'], '2030-03-31 08:00:00')

    def test_dates_and_hours_outside_the_rules_are_refused_on_their_field(self):
        order = self.cart()
        first, last = format_date(self.env, date(2030, 3, 29)), format_date(self.env, date(2030, 4, 6))
        between = f"Please choose a delivery date between {first} and {last}."
        self.assertEqual(self.refusal(order, '2030-03-28', 16), {'date': between})
        self.assertEqual(self.refusal(order, '2030-04-07', 16), {'date': between})
        self.assertEqual(self.refusal(order, '2030-03-31', 16),
                         {'date': "We do not deliver on Sunday. Please choose another day."})
        hours = "Please choose a delivery time between 10:00 and 18:00."
        self.assertEqual(self.refusal(order, '2030-03-29', 9), {'hour': hours})
        self.assertEqual(self.refusal(order, '2030-03-29', 19), {'hour': hours})
        closed = "We do not deliver at this time (Inventory). Please choose another time."
        self.assertEqual(self.refusal(order, '2030-04-02', 10), {'hour': closed})
        self.assertEqual(self.refusal(order, '2030-04-02', 11), {'hour': closed})
        # The closure ends at noon; another website's closure is not this one's.
        self.set_date(order, '2030-04-02', 12)
        self.set_date(order, '2030-04-03', 10)
        self.set_date(order, '2030-04-06', 18)
        self.env.invalidate_all()
        self.assertEqual(order.commitment_date, datetime(2030, 4, 6, 16, 0))

    def test_bad_params_are_refused_with_a_message(self):
        order = self.cart()
        for day in ('tomorrow', '2030-02-30', '2030-W14-1', 20300329, None, ''):
            with self.subTest(date=day):
                self.assertEqual(set(self.refusal(order, day, 16)), {'date'})
        for hour in ('x', 10.5, None, -1, [16]):
            with self.subTest(hour=hour):
                self.assertEqual(set(self.refusal(order, '2030-03-29', hour)), {'hour'})
        for route, params in ((GET, {}), (SET, {'date': '2030-03-29', 'hour': 16})):
            for order_id in (None, 'abc', -3, [order.id]):
                with self.subTest(route=route, order_id=order_id):
                    self.rpc_error(route, {**params, 'order_id': order_id}, message="Invalid order reference.")
        self.rpc_error(GET, {'order_id': order.id, 'delivery': 1}, message="Unknown parameter(s): delivery")
        self.env.invalidate_all()
        self.assertFalse(order.commitment_date)

    def test_another_visitors_order_is_refused_as_an_unknown_one(self):
        theirs = self.cart('checkout_other')
        mine = self.cart()
        for order_id in (theirs.id, 2**31 - 1):
            with self.subTest(order_id=order_id):
                self.rpc_error(GET, {'order_id': order_id}, message=NOT_AVAILABLE)
                self.rpc_error(SET, {'order_id': order_id, 'date': '2030-03-29', 'hour': 16}, message=NOT_AVAILABLE)
        self.new_session(None)
        self.rpc_error(GET, {'order_id': mine.id}, message=NOT_AVAILABLE)
        self.env.invalidate_all()
        self.assertFalse(theirs.commitment_date)

    def test_an_order_is_not_paid_without_the_date_its_website_requires(self):
        order = self.cart()
        self.rpc('/shop/update_carrier', {'carrier_id': self.ship.id})
        order.invalidate_recordset()
        missing = "Please choose a delivery date and time before paying."
        with self.assertRaisesRegex(ValidationError, missing):
            order._check_cart_is_ready_to_be_paid()
        # Through website_sale's transaction route too (refused before any provider is involved).
        provider = self.env['payment.provider'].search([], limit=1)
        self.rpc_error('/shop/payment/transaction', {
            'order_id': order.id, 'access_token': order._portal_ensure_token(), 'provider_id': provider.id,
            'payment_method_id': None, 'token_id': None, 'amount': None, 'flow': 'redirect',
            'tokenization_requested': False, 'landing_route': '/shop/payment/validate', 'is_validation': False,
        }, message=missing)
        self.assertFalse(order.transaction_ids)

        self.set_date(order, '2030-03-29', 16)
        order.invalidate_recordset()
        order._check_cart_is_ready_to_be_paid()
        # A date no longer offered (set in the back office: not on the hour).
        order.commitment_date = datetime(2030, 3, 29, 15, 30)
        with self.assertRaisesRegex(ValidationError, "Your delivery date is no longer available"):
            order._check_cart_is_ready_to_be_paid()
        self.assertIsNone(self.rpc(GET, {'order_id': order.id})['selected'])
        # Optional: paid without a date.
        self.website.checkout_delivery_date_mode = 'optional'
        order.commitment_date = False
        order._check_cart_is_ready_to_be_paid()
        self.assertFalse(self.rpc(GET, {'order_id': order.id})['required'])

    def test_the_time_zone_is_the_company_one_when_the_website_has_none(self):
        self.website.checkout_delivery_tz = False
        self.website.company_id.partner_id.tz = 'Asia/Tokyo'
        self.assertEqual(self.website._checkout_delivery_calendar().tz.zone, 'Asia/Tokyo')
        self.website.company_id.partner_id.tz = False
        self.assertEqual(self.website._checkout_delivery_calendar().tz.zone, 'UTC')

    def test_the_payment_page_mounts_the_date_widget(self):
        order = self.cart()
        page = self.url_open('/shop/payment').text
        self.assertIn('id="delivery_date"', page)
        props = re.search(r'data-widget="shop-delivery-date"\s+data-props="([^"]*)"', page)
        self.assertTrue(props, "no shop-delivery-date mount point")
        self.assertEqual(json.loads(html.unescape(props.group(1))), {'orderId': order.id})
        self.website.checkout_delivery_date_mode = 'none'
        self.assertNotIn('data-widget="shop-delivery-date"', self.url_open('/shop/payment').text)
