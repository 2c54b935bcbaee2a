"""Errors of the site's JSON-RPC routes (ours, weekbox_rpc=True, and any other
type='json' route) reach visitors without Odoo's traceback (rpc_errors.py),
while Odoo still logs it. Odoo's own routes: test_odoo_json_routes.py.

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
NOT_AVAILABLE = "This document is not available."
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
        if kind == 'orm_access':
            # ir.model.access refuses it to visitors (raised by Odoo's base module).
            http.request.env['ir.config_parameter'].search([])
        if kind == 'orm_missing':
            return http.request.env['res.partner'].sudo().browse(2 ** 31 - 1).name
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

    @http.route('/website_weekbox/test/form', type='http', auth='public', website=True, methods=['POST'], csrf=False)
    def form(self, needed, **others):
        return f"needed={needed} others={sorted(others)}"


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

    def test_other_json_routes_answer_the_same_way(self):
        with self.assertLogs('odoo.http', 'WARNING'):
            error = self.call('/website_weekbox/test/odoo_error', kind='user')
        self.assertEqual(error['data'], {
            'name': 'odoo.exceptions.UserError', 'message': "Your box is empty.", 'arguments': ["Your box is empty."]})
        with mute_logger('odoo.sql_db'), self.assertLogs('odoo.http', 'ERROR') as logs:
            error = self.call('/website_weekbox/test/odoo_error', kind='sql')
        self.assertEqual(error['data']['message'], GENERIC)
        self.assertIn('Traceback', '\n'.join(logs.output))
        message = "The request parameters must be a JSON object."
        with self.assertLogs('odoo.http', 'WARNING'):
            error = self.post('/website_weekbox/test/odoo_error', [1, 2])['error']
        self.assertEqual(error['data']['message'], message)

    def test_odoo_record_refusals_are_one_message_for_visitors(self):
        """Refusals of Odoo's own access checks and missing records answer one
        message (nothing about whether the record exists, no user or model
        name); the ones our addons raise keep theirs (see above)."""
        portal = new_test_user(self.env, 'rpc_errors_portal_ids', groups='base.group_portal')
        for login in (None, portal.login):
            if login:
                self.authenticate(login, login)
            for kind in ('orm_access', 'orm_missing'):
                for route in ('/website_weekbox/test/odoo_error', '/website_weekbox/test/rpc_error'):
                    with self.subTest(login=login, kind=kind, route=route), mute_logger('odoo.http'):
                        error = self.call(route, kind=kind)
                    self.assertEqual(error['data'], {
                        'name': 'odoo.exceptions.AccessError', 'message': NOT_AVAILABLE,
                        'arguments': [NOT_AVAILABLE]})
        # Internal users keep Odoo's message (without traceback outside debug mode).
        new_test_user(self.env, 'rpc_errors_staff_ids', groups='base.group_user')
        self.authenticate('rpc_errors_staff_ids', 'rpc_errors_staff_ids')
        with mute_logger('odoo.http'):
            error = self.call('/website_weekbox/test/odoo_error', kind='orm_missing')
        self.assertEqual(error['data']['name'], 'odoo.exceptions.MissingError')
        self.assertNotIn('debug', error['data'])

    def test_a_json_call_to_no_route_answers_a_json_not_found(self):
        # The spec's /website/multi_render is one of them: not served (README, "The spec's calls").
        for url in ('/website_weekbox/test/no_such_route', '/website_weekbox/test/rpc_error/12',
                    '/website/multi_render'):
            with self.subTest(url=url):
                error = self.call(url)
                self.assertEqual(error['code'], 404)
                self.assertEqual(error['data']['name'], 'werkzeug.exceptions.NotFound')
                self.assertNotIn('debug', error['data'])
                self.assertTrue(error['data']['message'])
        # Pages keep Odoo's 404 page.
        response = self.url_open('/website_weekbox/test/no_such_route')
        self.assertEqual(response.status_code, 404)
        self.assertIn('text/html', response.headers['Content-Type'])

    def test_a_form_missing_a_required_field_is_a_bad_request(self):
        """Odoo answers its 500 page when a route's function cannot be called
        with the posted fields; the request is at fault: its 400 page."""
        with mute_logger('odoo.http'):
            response = self.url_open('/website_weekbox/test/form', data={'other': '1'})
        self.assertEqual(response.status_code, 400)
        self.assertNotIn('Traceback', response.text)
        response = self.url_open('/website_weekbox/test/form', data={'needed': 'x', 'self': '1', 'other': '2'})
        self.assertEqual(response.status_code, 200)
        self.assertEqual(response.text, "needed=x others=['other']")

    def test_staff_in_debug_mode_keep_odoo_answer(self):
        new_test_user(self.env, 'rpc_errors_staff', groups='base.group_user')
        self.debug_session('rpc_errors_staff')
        for route in ('/website_weekbox/test/rpc_error', '/website_weekbox/test/odoo_error'):
            with self.subTest(route=route), self.assertLogs('odoo.http', 'WARNING'):
                error = self.call(route, kind='user', traceback=True)
            self.assertIn('Traceback', error['data']['debug'])

        new_test_user(self.env, 'rpc_errors_portal', groups='base.group_portal')
        self.debug_session('rpc_errors_portal')
        with self.assertLogs('odoo.http', 'WARNING'):
            error = self.call('/website_weekbox/test/rpc_error', kind='user')
        self.assertNotIn('debug', error['data'])
        with self.assertLogs('odoo.http', 'ERROR'):
            error = self.call('/website_weekbox/test/odoo_error', kind='bug')
        self.assertNotIn('debug', error['data'])
        error = self.call('/website_weekbox/test/rpc_error', kind='user')
        self.assertNotIn('debug', error['data'])

    def test_the_generic_message_is_translated(self):
        for lang, expected, not_available in (
                ('fr_BE', "Un problème est survenu de notre côté.", "Ce document n'est pas disponible."),
                ('nl_BE', "Er ging bij ons iets mis.", "Dit document is niet beschikbaar.")):
            with self.subTest(lang=lang):
                language = self.env['res.lang']._activate_lang(lang)
                self.env['website'].search([]).write({'language_ids': [(4, language.id)]})
                self.env.registry.clear_cache()
                # JSON routes take the language from the URL (Odoo ignores frontend_lang for them).
                with self.assertLogs('odoo.http', 'ERROR'):
                    error = self.call(f'/{lang}/website_weekbox/test/rpc_error', kind='bug')
                self.assertTrue(error['data']['message'].startswith(expected), error['data']['message'])
                with mute_logger('odoo.http'):
                    error = self.call(f'/{lang}/website_weekbox/test/odoo_error', kind='orm_missing')
                self.assertEqual(error['data']['message'], not_available)
