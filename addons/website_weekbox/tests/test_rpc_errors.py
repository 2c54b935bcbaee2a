"""Errors of the widgets' JSON-RPC routes (weekbox_rpc=True) reach visitors
without Odoo's traceback (rpc_errors.py), while Odoo still logs it.

The routes below exist only while the tests are loaded (test mode); the
routing map is rebuilt so they are served."""
import json
from unittest.mock import patch

import odoo
from odoo import http
from odoo.exceptions import AccessError, MissingError, UserError, ValidationError
from odoo.service import model as service_model
from odoo.tests import HttpCase, new_test_user, tagged
from odoo.tools import mute_logger

GENERIC = "Something went wrong on our side. Please try again in a moment."
CONCURRENT = "Your order is being changed by another request at the same time. Please try again."
SECRET = "S00042 Rue Neuve 1 secret@example.com"


class RpcErrorTestController(http.Controller):

    def _fail(self, kind):
        if kind == 'user':
            raise UserError("Your box is empty.")
        if kind == 'validation':
            raise ValidationError("Number of meals must be a whole number.")
        if kind == 'access':
            raise AccessError("This order is not available.")
        if kind == 'missing':
            raise MissingError("This record no longer exists.")
        if kind == 'sql':
            http.request.env.cr.execute("SELECT 1 / 0")
        if kind == 'concurrent':
            http.request.env.cr.execute(
                "DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = 'serialization_failure'; END $$")
        raise KeyError(SECRET)

    @http.route('/website_weekbox/test/rpc_error', type='json', auth='public', website=True, weekbox_rpc=True)
    def rpc_error(self, kind=None):
        return self._fail(kind)

    @http.route('/website_weekbox/test/rpc_echo', type='json', auth='public', website=True, weekbox_rpc=True)
    def rpc_echo(self, kind=None, **others):
        return {'kind': kind, 'others': sorted(others)}

    @http.route('/website_weekbox/test/rpc_user_only', type='json', auth='user', website=True, weekbox_rpc=True)
    def rpc_user_only(self):
        return True

    @http.route('/website_weekbox/test/odoo_error', type='json', auth='public', website=True)
    def odoo_error(self, kind=None):
        return self._fail(kind)


@tagged('post_install', '-at_install')
class TestRpcErrors(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.env.registry.clear_cache('routing')

    def post(self, route, params, traceback=False):
        response = self.url_open(route, data=json.dumps({'jsonrpc': '2.0', 'id': 7, 'params': params}),
                                 headers={'Content-Type': 'application/json'})
        self.assertEqual(response.status_code, 200)
        if not traceback:
            self.assertNotIn('Traceback', response.text)
        body = response.json()
        self.assertEqual(body['id'], 7)
        return body

    def call(self, route, traceback=False, **params):
        return self.post(route, params, traceback=traceback)['error']

    def debug_session(self, login):
        session = self.authenticate(login, login)
        session.debug = '1'
        odoo.http.root.session_store.save(session)

    def test_refusals_keep_their_name_and_message_without_traceback(self):
        cases = {
            'user': ('odoo.exceptions.UserError', "Your box is empty."),
            'validation': ('odoo.exceptions.ValidationError', "Number of meals must be a whole number."),
            'access': ('odoo.exceptions.AccessError', "This order is not available."),
            'missing': ('odoo.exceptions.MissingError', "This record no longer exists."),
        }
        for kind, (name, message) in cases.items():
            with self.subTest(kind=kind):
                error = self.call('/website_weekbox/test/rpc_error', kind=kind)
                self.assertEqual(error, {'code': 200, 'message': "Odoo Server Error",
                                         'data': {'name': name, 'message': message, 'arguments': [message]}})

    def test_unexpected_errors_are_generic_for_the_visitor_and_logged_with_traceback(self):
        for kind in ('bug', 'sql'):
            with self.subTest(kind=kind), mute_logger('odoo.sql_db'), self.assertLogs('odoo.http', 'ERROR') as logs:
                error = self.call('/website_weekbox/test/rpc_error', kind=kind)
            self.assertEqual(error['data'], {
                'name': 'werkzeug.exceptions.InternalServerError', 'message': GENERIC, 'arguments': [GENERIC]})
            self.assertNotIn('secret', json.dumps(error))
            self.assertIn('Traceback', '\n'.join(logs.output))

    def test_a_request_colliding_too_often_asks_to_try_again(self):
        with patch.object(service_model, 'MAX_TRIES_ON_CONCURRENCY_FAILURE', 1), mute_logger('odoo.sql_db'), \
                self.assertLogs('odoo.http', 'ERROR'):
            error = self.call('/website_weekbox/test/rpc_error', kind='concurrent')
        self.assertEqual(error['data'], {
            'name': 'odoo.exceptions.UserError', 'message': CONCURRENT, 'arguments': [CONCURRENT]})

    def test_params_odoo_cannot_pass_to_a_route_are_refused_or_dropped(self):
        message = "The request parameters must be a JSON object."
        for params in ([1, 2], 'meal', None, 3):
            with self.subTest(params=params), self.assertLogs('odoo.http', 'WARNING'):
                error = self.post('/website_weekbox/test/rpc_echo', params)['error']
            self.assertEqual(error['data']['name'], 'odoo.exceptions.ValidationError')
            self.assertEqual(error['data']['message'], message)
        # A param named `self` would collide with the bound method's own.
        body = self.post('/website_weekbox/test/rpc_echo', {'self': 1, 'kind': 'x', 'other': 2})
        self.assertEqual(body['result'], {'kind': 'x', 'others': ['other']})

    def test_an_expired_session_keeps_its_code(self):
        error = self.call('/website_weekbox/test/rpc_user_only')
        self.assertEqual(error['code'], 100)
        self.assertEqual(error['data']['name'], 'odoo.http.SessionExpiredException')
        self.assertNotIn('debug', error['data'])

    def test_other_routes_and_staff_in_debug_mode_keep_odoo_answer(self):
        with self.assertLogs('odoo.http', 'WARNING'):
            error = self.call('/website_weekbox/test/odoo_error', kind='user', traceback=True)
        self.assertIn('Traceback', error['data']['debug'])

        new_test_user(self.env, 'rpc_errors_staff', groups='base.group_user')
        self.debug_session('rpc_errors_staff')
        with self.assertLogs('odoo.http', 'WARNING'):
            error = self.call('/website_weekbox/test/rpc_error', kind='user', traceback=True)
        self.assertIn('Traceback', error['data']['debug'])

        new_test_user(self.env, 'rpc_errors_portal', groups='base.group_portal')
        self.debug_session('rpc_errors_portal')
        with self.assertLogs('odoo.http', 'WARNING'):
            error = self.call('/website_weekbox/test/rpc_error', kind='user')
        self.assertNotIn('debug', error['data'])
        with self.assertLogs('odoo.http', 'ERROR'):
            error = self.call('/website_weekbox/test/rpc_error', kind='bug')
        error = self.call('/website_weekbox/test/rpc_error', kind='user')
        self.assertNotIn('debug', error['data'])

    def test_the_generic_message_is_translated(self):
        for lang, expected in (('fr_BE', "Un problème est survenu de notre côté."),
                               ('nl_BE', "Er ging bij ons iets mis.")):
            with self.subTest(lang=lang):
                language = self.env['res.lang']._activate_lang(lang)
                self.env['website'].search([]).write({'language_ids': [(4, language.id)]})
                self.env.registry.clear_cache()
                # JSON routes take the language from the URL (Odoo ignores frontend_lang for them).
                with self.assertLogs('odoo.http', 'ERROR'):
                    error = self.call(f'/{lang}/website_weekbox/test/rpc_error', kind='bug')
                self.assertTrue(error['data']['message'].startswith(expected), error['data']['message'])
