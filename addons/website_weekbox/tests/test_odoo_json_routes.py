"""Odoo's own JSON-RPC routes the widgets and Odoo's pages call (payment,
website_sale's cart, portal's chatter) answer visitors and portal users
without Odoo's traceback, with a message for a person and HTTP 200
(rpc_errors.py); a bad id gets the same answer whether the record exists or
not. An internal user in debug mode keeps Odoo's answer.

website_weekbox depends on `website` only: a test whose route comes from a
module that is not installed is skipped."""
import json

import odoo
from odoo.tests import HttpCase, new_test_user, tagged
from odoo.tools import mute_logger

GENERIC = "Something went wrong on our side. Please try again in a moment."
NOT_AVAILABLE = "This document is not available."
SERVER_ERROR = 'werkzeug.exceptions.InternalServerError'
MISSING = "Some information is missing from the request."
VALIDATION_ERROR = 'odoo.exceptions.ValidationError'
# Signs of a Python exception's own text rather than a sentence for a person.
TECHNICAL = ('Traceback', 'File "', 'psycopg2', 'invalid input syntax', 'NoneType', 'object has no attribute',
             'positional argument', 'could not convert', 'Uh-oh', 'sale.order', 'Public user')


@tagged('post_install', '-at_install')
class TestOdooJsonRoutes(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.portal_user = new_test_user(cls.env, 'json_routes_portal', groups='base.group_portal')
        cls.staff_user = new_test_user(cls.env, 'json_routes_staff', groups='base.group_user')

    def require(self, *modules):
        installed = self.env['ir.module.module'].search([('name', 'in', modules), ('state', '=', 'installed')])
        missing = set(modules) - set(installed.mapped('name'))
        if missing:
            self.skipTest(f"needs {', '.join(sorted(missing))} (not installed)")

    def post(self, route, params):
        with mute_logger('odoo.http', 'odoo.sql_db', 'odoo.addons.payment', 'odoo.addons.base.models.ir_rule'):
            response = self.url_open(route, data=json.dumps({'jsonrpc': '2.0', 'id': 3, 'params': params}),
                                     headers={'Content-Type': 'application/json'})
        self.assertEqual(response.status_code, 200, response.text[:300])
        self.assertIn('application/json', response.headers['Content-Type'])
        body = response.json()
        self.assertEqual(body['id'], 3)
        self.assertIn('error', body, body)
        return response.text, body['error']

    def assert_visitor_error(self, route, params, name=None, message=None):
        """The call fails without traceback, with a message for a person."""
        text, error = self.post(route, params)
        data = error['data']
        self.assertNotIn('debug', data)
        self.assertNotIn('Traceback', text)
        self.assertTrue(data['message'].strip(), data)
        for technical in TECHNICAL:
            self.assertNotIn(technical, data['message'])
        if name:
            self.assertEqual(data['name'], name)
        if message:
            self.assertEqual(data['message'], message)
        return error

    def as_visitors(self):
        """Runs the caller's checks as a public visitor, then as a portal user."""
        yield 'public'
        self.authenticate(self.portal_user.login, self.portal_user.login)
        yield 'portal'

    def assert_debug_for_staff(self, route, params):
        session = self.authenticate('admin', 'admin')
        session.debug = '1'
        odoo.http.root.session_store.save(session)
        _text, error = self.post(route, params)
        self.assertIn('Traceback', error['data'].get('debug', ''))
        self.logout()

    # payment

    def test_payment_status_poll(self):
        """Without a transaction in the session: payment's 'tx_not_found', the
        code Odoo's /payment/status page reads (rpc_errors.PROTOCOL_MESSAGES)."""
        self.require('payment')
        for who in self.as_visitors():
            with self.subTest(who=who):
                self.assert_visitor_error('/payment/status/poll', {}, name='builtins.Exception', message='tx_not_found')
        self.assert_debug_for_staff('/payment/status/poll', {})

    def test_payment_transaction(self):
        self.require('payment')
        partner = self.env.ref('base.public_partner')
        bad_amount = {'amount': 'x', 'currency_id': self.env.company.currency_id.id, 'partner_id': partner.id,
                      'access_token': 'nope'}
        for who in self.as_visitors():
            for params in ({}, bad_amount, {**bad_amount, 'amount': 10.0}):
                with self.subTest(who=who, params=params):
                    self.assert_visitor_error('/payment/transaction', params)
        self.assert_visitor_error('/payment/transaction', {}, name=VALIDATION_ERROR, message=MISSING)
        self.assert_visitor_error('/payment/transaction', bad_amount, name=SERVER_ERROR, message=GENERIC)
        self.assert_debug_for_staff('/payment/transaction', bad_amount)

    def test_payment_archive_token(self):
        self.require('payment')
        error = self.assert_visitor_error('/payment/archive_token', {'token_id': 1},
                                          name='odoo.http.SessionExpiredException')
        self.assertEqual(error['code'], 100)
        self.authenticate(self.portal_user.login, self.portal_user.login)
        self.assert_visitor_error('/payment/archive_token', {}, name=VALIDATION_ERROR, message=MISSING)
        for params in ({'token_id': 'x'}, {'token_id': [1, {}]}):
            with self.subTest(params=params):
                self.assert_visitor_error('/payment/archive_token', params, name=SERVER_ERROR, message=GENERIC)
        self.assert_debug_for_staff('/payment/archive_token', {})

    # website_sale

    def test_cart_update_json(self):
        """An SQL error in Odoo's cart (product_id 'abc') leaves the cursor
        aborted: the answer is still made (rpc_errors rolls back first)."""
        self.require('website_sale')
        for who in self.as_visitors():
            for params in ({'product_id': 'abc'}, {'product_id': 'abc', 'add_qty': 'x'}, {}):
                with self.subTest(who=who, params=params):
                    self.assert_visitor_error('/shop/cart/update_json', params)
        self.assert_debug_for_staff('/shop/cart/update_json', {})

    def test_a_json_call_to_a_url_no_route_matches(self):
        """/shop/payment/get_status/<int:order_id> with 'abc' matched no route
        (Odoo's HTML 404 page): a JSON error now, a 404 when still no route
        matches it (website_sale_payment_widget may take any id and refuse it)."""
        for who in self.as_visitors():
            for url in ('/shop/payment/get_status/abc', '/shop/no_such_route/abc'):
                with self.subTest(who=who, url=url):
                    error = self.assert_visitor_error(url, {})
                    if url.startswith('/shop/no_such_route') or error['data']['name'].startswith('werkzeug'):
                        self.assertEqual(error['data']['name'], 'werkzeug.exceptions.NotFound')
                        self.assertEqual(error['code'], 404)

    # portal's chatter

    def chatter_order(self):
        partner = self.env['res.partner'].create({'name': "Chatter Customer", 'email': 'chatter@example.com'})
        order = self.env['sale.order'].create({'partner_id': partner.id})
        order._portal_ensure_token()
        return order

    def test_chatter_init(self):
        self.require('portal', 'sale')
        order = self.chatter_order()
        for who in self.as_visitors():
            for params in ({'res_model': 'sale.order', 'res_id': 'x'}, {'res_id': order.id}, {}):
                with self.subTest(who=who, params=params):
                    self.assert_visitor_error('/mail/chatter_init', params)
        self.assert_debug_for_staff('/mail/chatter_init', {'res_model': 'sale.order', 'res_id': 'x'})

    def test_chatter_post_refuses_alike_whether_the_record_exists_or_not(self):
        self.require('portal', 'sale')
        order = self.chatter_order()
        missing_id = self.env['sale.order'].search([], order='id desc', limit=1).id + 1000
        for who in self.as_visitors():
            answers = {}
            for record, token in ((order.id, 'wrong'), (missing_id, 'wrong'), (order.id, None), (missing_id, None)):
                params = {'res_model': 'sale.order', 'res_id': record, 'message': "Hello"}
                if token:
                    params['token'] = token
                with self.subTest(who=who, params=params):
                    error = self.assert_visitor_error('/mail/chatter_post', params)
                    answers[record, token] = error['data']
            self.assertEqual(answers[order.id, 'wrong'], answers[missing_id, 'wrong'])
            self.assertEqual(answers[order.id, 'wrong'], {
                'name': 'odoo.exceptions.AccessError', 'message': NOT_AVAILABLE, 'arguments': [NOT_AVAILABLE]})
            self.assertEqual(answers[order.id, None], answers[missing_id, None])
        self.assertFalse(order.message_ids.filtered(lambda message: 'Hello' in (message.body or '')))
        self.assert_debug_for_staff('/mail/chatter_post', {'res_model': 'sale.order', 'res_id': order.id,
                                                           'message': "Hello", 'token': 'wrong'})
