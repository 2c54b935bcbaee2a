"""Wrong promo codes are limited per visitor on every route that applies a
code: the widgets' /shop/weekbox/promo (the meal box's /check/promo shares it:
website_sale_mealbox's tests), Odoo's /shop/pricelist form and its
/coupon/<code> link. A code that applies is not counted; beyond the limit
every code is refused, a valid one too.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestPromoAttemptLimit
"""
from unittest.mock import patch

from werkzeug.urls import url_encode, url_parse

from odoo import http
from odoo.http import root
from odoo.tests import tagged

from odoo.addons.website_sale_weekbox.const import PROMO_ATTEMPT_LIMITS

from .common import PROMO_CODE, ShopWidgetCase

ROUTE = '/shop/weekbox/promo'
TOO_MANY = "Too many wrong promo codes from this connection. Please wait a few minutes and try again."
LIMIT_PARAM = 'website_sale_weekbox.promo_attempt_limit_%s'


@tagged('post_install', '-at_install')
class TestPromoAttemptLimit(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.program = cls.create_promo_program()

    def set_limit(self, field, value):
        self.env['ir.config_parameter'].sudo().set_param(LIMIT_PARAM % field, str(value))

    def applied_codes(self):
        self.env.invalidate_all()
        return self.summary()['promo_codes']

    def session_value(self, key):
        return root.session_store.get(self.session.sid).get(key)

    def pricelist_form(self, promo):
        """Odoo's promo form as a browser sends it (its redirect not followed)."""
        response = self.url_open('/shop/pricelist?' + url_encode({'promo': promo, 'r': '/shop/cart'}),
                                 allow_redirects=False)
        self.assertEqual(response.status_code, 303, response.text[:300])
        return response

    def coupon_link(self, code):
        """Odoo's coupon link: where it sends the visitor, and its query."""
        response = self.url_open('/coupon/%s?r=/shop/cart' % code, allow_redirects=False)
        self.assertEqual(response.status_code, 303, response.text[:300])
        return url_parse(response.headers['Location']).decode_query()

    def test_the_widgets_route_refuses_every_code_beyond_the_wrong_ones(self):
        limit = PROMO_ATTEMPT_LIMITS['session_key']
        self.cart_update(self.apron, add_qty=1)
        for attempt in range(limit):
            self.assertEqual(self.rpc(ROUTE, {'code': f'GUESS-{attempt}'})['message'],
                             f"This code is invalid (GUESS-{attempt}).")
        refused = self.rpc(ROUTE, {'code': PROMO_CODE})
        self.assertEqual((refused['valid'], refused['message']), (False, TOO_MANY))
        self.assertEqual(self.applied_codes(), [])

        # Another visitor at the same address (tests come from 127.0.0.1) may still.
        self.new_session()
        self.cart_update(self.apron, add_qty=1)
        self.assertTrue(self.rpc(ROUTE, {'code': PROMO_CODE})['valid'])

    def test_a_try_that_does_not_end_is_not_counted(self):
        """A valid code sent twice at once (a double click): the request that
        finds the order held by the other fails with a concurrency error, and
        Odoo serves it again, which records a try of its own. The try that did
        not end (any error) is taken back: it said nothing about the code.
        (Called on the model: over HTTP the test's shared transaction would
        roll the try back with the failed request, which a real one does not.)"""
        Attempt = type(self.env['weekbox.promo.attempt'])
        SaleOrder = type(self.env['sale.order'])

        def record_for_a_visitor(attempts):
            return attempts._weekbox_record_attempt(self.env['res.partner'], 'weekbox-test-session', '192.0.2.1')

        def held(order, code):
            raise RuntimeError("the order is held by a concurrent request")

        order = self.env['sale.order'].create({'partner_id': self.env.user.partner_id.id})
        with patch.object(Attempt, '_weekbox_record_request_attempt', record_for_a_visitor), \
                patch.object(SaleOrder, '_weekbox_apply_promo_code', held), \
                self.assertRaisesRegex(RuntimeError, "held by a concurrent request"):
            order._weekbox_apply_visitor_promo_code(PROMO_CODE)
        self.assertFalse(self.env['weekbox.promo.attempt'].sudo().search([('ip_address', '=', '192.0.2.1')]))

    def test_codes_that_apply_are_not_counted(self):
        self.set_limit('session_key', 2)
        self.cart_update(self.apron, add_qty=1)
        for _again in range(3):  # applied, then "already applied": valid each time
            self.assertTrue(self.rpc(ROUTE, {'code': PROMO_CODE})['valid'])
        self.assertFalse(self.env['weekbox.promo.attempt'].sudo().search([]))
        for attempt in range(2):
            self.assertNotEqual(self.rpc(ROUTE, {'code': f'GUESS-{attempt}'})['message'], TOO_MANY)
        self.assertEqual(self.rpc(ROUTE, {'code': 'GUESS-2'})['message'], TOO_MANY)
        # Who tried, never what.
        attempts = self.env['weekbox.promo.attempt'].sudo().search([])
        self.assertEqual(len(attempts), 2)
        self.assertEqual(set(attempts.mapped('ip_address')), {'127.0.0.1'})

    def test_an_account_is_limited_across_its_sessions(self):
        self.set_limit('partner_id', 2)
        self.new_session(self.customer.login)
        self.cart_update(self.apron, add_qty=1)
        for attempt in range(2):
            self.assertNotEqual(self.rpc(ROUTE, {'code': f'GUESS-{attempt}'})['message'], TOO_MANY)
        self.new_session(self.customer.login)
        self.assertEqual(self.rpc(ROUTE, {'code': PROMO_CODE})['message'], TOO_MANY)

    def test_odoos_promo_form_counts_against_the_same_limit(self):
        self.set_limit('session_key', 2)
        self.cart_update(self.apron, add_qty=1)
        self.rpc(ROUTE, {'code': 'GUESS-JSON'})
        # An unknown code goes on to Odoo's pricelist codes, which say so in the redirect.
        self.assertIn('code_not_available=1', self.pricelist_form('GUESS-FORM').headers['Location'])

        self.pricelist_form(PROMO_CODE)
        self.assertEqual(self.session_value('error_promo_code'), TOO_MANY)
        self.assertEqual(self.applied_codes(), [])
        self.assertEqual(self.rpc(ROUTE, {'code': PROMO_CODE})['message'], TOO_MANY)

    def test_odoos_promo_form_applies_a_code_without_counting_it(self):
        self.set_limit('session_key', 1)
        self.cart_update(self.apron, add_qty=1)
        self.pricelist_form(PROMO_CODE)
        self.assertEqual(self.session_value('successful_code'), PROMO_CODE)
        self.assertEqual(self.applied_codes(), [PROMO_CODE])
        self.assertFalse(self.env['weekbox.promo.attempt'].sudo().search([]))

    def test_odoos_promo_form_without_a_cart_or_with_junk_is_no_server_error(self):
        for promo, message in ((PROMO_CODE, "Your cart is empty."), ('GUESS', "Your cart is empty.")):
            self.pricelist_form(promo)
            self.assertEqual(self.session_value('error_promo_code'), message)
        self.cart_update(self.apron, add_qty=1)
        self.pricelist_form('X' * 65)
        self.assertEqual(self.session_value('error_promo_code'), "This promo code is not valid.")
        # A NUL: in the address, any page's 400 (website_weekbox); posted, the form's message.
        self.assertEqual(self.url_open('/shop/pricelist?promo=WB%00SHOP', allow_redirects=False).status_code, 400)
        response = self.url_open('/shop/pricelist', allow_redirects=False, data={
            'promo': 'WB\x00SHOP', 'r': '/shop/cart', 'csrf_token': http.Request.csrf_token(self)})
        self.assertEqual(response.status_code, 303)
        self.assertEqual(self.session_value('error_promo_code'), "This promo code is not valid.")
        self.assertFalse(self.env['weekbox.promo.attempt'].sudo().search([]), "no code looked up, none counted")

    def test_odoos_coupon_link_counts_against_the_same_limit(self):
        self.set_limit('session_key', 2)
        self.cart_update(self.apron, add_qty=1)
        self.assertEqual(self.coupon_link(PROMO_CODE).get('notify_coupon'), PROMO_CODE)
        self.assertEqual(self.applied_codes(), [PROMO_CODE])
        self.assertFalse(self.env['weekbox.promo.attempt'].sudo().search([]))

        self.assertEqual(self.coupon_link('GUESS-1').get('coupon_error'), "This code is invalid (GUESS-1).")
        self.assertEqual(self.coupon_link('GUESS-2').get('coupon_error'), "This code is invalid (GUESS-2).")
        query = self.coupon_link('GUESS-3')
        self.assertEqual((query.get('coupon_error'), query.get('notify_coupon')), (TOO_MANY, None))
        self.assertEqual(self.coupon_link('WB%00SHOP').get('coupon_error'), "This promo code is not valid.")
