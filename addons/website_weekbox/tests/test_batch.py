"""/weekbox/batch (controllers/website_weekbox.py): the routes it may call,
and each call answered as if it were made alone.

The routes below exist only while the tests are loaded (test mode); the
routing map is rebuilt so they are served."""
import json

from odoo import http
from odoo.exceptions import UserError
from odoo.http import request
from odoo.tests import HttpCase, new_test_user, tagged
from odoo.tools import mute_logger

from odoo.addons.website_weekbox.controllers.website_weekbox import MAX_BATCH_CALLS
from odoo.addons.website_weekbox.tests.route_contract import assert_route_result, route_contract

BATCH_LOGGER = 'odoo.addons.website_weekbox.controllers.website_weekbox'
GENERIC = "Something went wrong on our side. Please try again in a moment."
SECRET = "S00042 secret@example.com"
NOT_FOUND = 'werkzeug.exceptions.NotFound'
TEST_ROUTE_PREFIX = '/website_weekbox/test/'


class BatchTestController(http.Controller):

    @http.route('/website_weekbox/test/batch_echo', type='json', auth='public', website=True, weekbox_rpc=True,
                weekbox_batch=True)
    def batch_echo(self, needed, optional=None):
        return {'needed': needed, 'optional': optional, 'uid': request.env.uid, 'lang': request.env.lang,
                'website_id': request.website.id}

    @http.route('/website_weekbox/test/batch_fail', type='json', auth='public', website=True, weekbox_rpc=True,
                weekbox_batch=True)
    def batch_fail(self, kind):
        if kind == 'user':
            raise UserError("Your box is empty.")
        if kind == 'sql':
            request.env.cr.execute("SELECT 1 / 0")
        if kind == 'write':
            request.env['res.partner'].sudo().create({'name': SECRET})
        raise KeyError(SECRET)

    @http.route('/website_weekbox/test/batch_not_marked', type='json', auth='public', website=True,
                weekbox_rpc=True)
    def batch_not_marked(self):
        return 'not marked'

    @http.route('/website_weekbox/test/batch_unchecked', type='json', auth='public', website=True,
                weekbox_batch=True)
    def batch_unchecked(self):
        return 'no params check'

    @http.route('/website_weekbox/test/batch_user_only', type='json', auth='user', website=True, weekbox_rpc=True,
                weekbox_batch=True)
    def batch_user_only(self):
        return 'user only'

    @http.route('/website_weekbox/test/batch_page', type='http', auth='public', website=True, weekbox_batch=True)
    def batch_page(self):
        return 'a page'

    @http.route('/website_weekbox/test/batch_record/<int:record_id>', type='json', auth='public', website=True,
                weekbox_rpc=True, weekbox_batch=True)
    def batch_record(self, record_id):
        return record_id


@tagged('post_install', '-at_install')
class TestBatch(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.env.registry.clear_cache('routing')

    def post(self, route, params):
        response = self.url_open(route, data=json.dumps({'jsonrpc': '2.0', 'id': 5, 'params': params}),
                                 headers={'Content-Type': 'application/json'})
        self.assertEqual(response.status_code, 200)
        self.assertNotIn('Traceback', response.text)
        body = response.json()
        self.assertEqual(body['id'], 5)
        return body

    def batch(self, *calls):
        body = self.post('/weekbox/batch', {'calls': [{'route': route, 'params': params} for route, params in calls]})
        self.assertIn('result', body, body)
        answers = body['result']
        assert_route_result(self, '/weekbox/batch', answers)
        self.assertEqual(len(answers), len(calls))
        return answers

    def assert_not_found(self, answer):
        self.assertEqual(answer['error']['code'], 404)
        self.assertEqual(answer['error']['data']['name'], NOT_FOUND)

    def test_each_call_answers_as_if_made_alone_in_order(self):
        echo = '/website_weekbox/test/batch_echo'
        for who in ('public', 'portal'):
            if who == 'portal':
                new_test_user(self.env, 'batch_portal', groups='base.group_portal')
                self.authenticate('batch_portal', 'batch_portal')
            with self.subTest(who=who):
                alone = self.post(echo, {'needed': 1})['result']
                answers = self.batch((echo, {'needed': 1}), (echo, {'needed': 'b', 'optional': [2]}))
                self.assertEqual(answers, [
                    {'result': alone},
                    {'result': {**alone, 'needed': 'b', 'optional': [2]}},
                ])

    def test_a_visitor_reaches_no_route_outside_the_allow_list(self):
        """Not marked, without our params check, not public, not JSON, with a path argument, the batch
        itself, Odoo's own routes, no route at all: one answer for all, so
        the batch tells nothing of which routes exist."""
        refused = [
            '/website_weekbox/test/batch_not_marked',
            '/website_weekbox/test/batch_unchecked',
            '/website_weekbox/test/batch_user_only',
            '/website_weekbox/test/batch_page',
            '/website_weekbox/test/batch_record/1',
            '/weekbox/batch',
            '/web/session/get_session_info',
            '/web/dataset/call_kw',
            '/website_weekbox/test/no_such_route',
            '/website_weekbox/test/batch_echo?needed=1',
            'website_weekbox/test/batch_echo',
        ]
        for who in ('public', 'staff'):
            if who == 'staff':
                new_test_user(self.env, 'batch_staff', groups='base.group_user')
                self.authenticate('batch_staff', 'batch_staff')
            for route in refused:
                with self.subTest(who=who, route=route), mute_logger(BATCH_LOGGER):
                    answer, echoed = self.batch((route, {}), ('/website_weekbox/test/batch_echo', {'needed': 1}))
                    self.assert_not_found(answer)
                    self.assertEqual(answer['error']['data']['message'], self.batch(
                        ('/website_weekbox/test/no_such_route', {}),
                        ('/website_weekbox/test/no_such_route', {}))[0]['error']['data']['message'])
                    self.assertEqual(echoed['result']['needed'], 1)
        self.assertEqual(self.post('/website_weekbox/test/batch_not_marked', {})['result'], 'not marked')

    def test_an_error_among_results_is_that_call_only_without_traceback(self):
        fail, echo = '/website_weekbox/test/batch_fail', '/website_weekbox/test/batch_echo'
        with self.assertLogs(BATCH_LOGGER, 'WARNING') as logs, mute_logger('odoo.sql_db'):
            answers = self.batch((echo, {'needed': 1}), (fail, {'kind': 'user'}), (fail, {'kind': 'bug'}),
                                 (fail, {'kind': 'sql'}), (fail, {'kind': 'write'}), (echo, {'needed': 2}))
        self.assertEqual(answers[0]['result']['needed'], 1)
        self.assertEqual(answers[1]['error'], {'code': 200, 'message': "Odoo Server Error", 'data': {
            'name': 'odoo.exceptions.UserError', 'message': "Your box is empty.",
            'arguments': ["Your box is empty."]}})
        for answer in answers[2:5]:
            self.assertEqual(answer['error']['data'], {
                'name': 'werkzeug.exceptions.InternalServerError', 'message': GENERIC, 'arguments': [GENERIC]})
        # The SQL error did not spoil the transaction for the call after it.
        self.assertEqual(answers[5]['result']['needed'], 2)
        self.assertNotIn('secret', json.dumps(answers))
        self.assertIn('Traceback', '\n'.join(logs.output))  # the server keeps it
        # A failed call's changes are gone.
        self.assertFalse(self.env['res.partner'].search([('name', '=', SECRET)]))

    def test_params_are_checked_per_call(self):
        echo = '/website_weekbox/test/batch_echo'
        with self.assertLogs(BATCH_LOGGER, 'WARNING'):
            unknown, missing, not_object, good = self.batch(
                (echo, {'needed': 1, 'bogus': 2}), (echo, {}), (echo, ['needed']), (echo, {'needed': 3}))
        self.assertEqual(unknown['error']['data']['name'], 'odoo.exceptions.ValidationError')
        self.assertEqual(unknown['error']['data']['message'], "Unknown parameter(s): bogus")
        self.assertEqual(missing['error']['data']['message'], "Some information is missing from the request.")
        self.assertEqual(not_object['error']['data']['message'], "The request parameters must be a JSON object.")
        self.assertEqual(good['result']['needed'], 3)

    def test_a_malformed_batch_is_refused_as_a_whole(self):
        self.assertEqual(route_contract()['/weekbox/batch']['params']['properties']['calls']['maxItems'],
                         MAX_BATCH_CALLS)
        for params in ({'calls': []}, {'calls': {}}, {'calls': [{'route': '/x', 'params': {}}] * 21}, {},
                       {'calls': [{'route': '/x', 'params': {}}], 'other': 1}):
            with self.subTest(params=json.dumps(params)[:60]), mute_logger('odoo.http'):
                error = self.post('/weekbox/batch', params)['error']
                self.assertEqual(error['data']['name'], 'odoo.exceptions.ValidationError')
                self.assertNotIn('debug', error['data'])
        with mute_logger(BATCH_LOGGER):
            for call in ({'route': '/website_weekbox/test/batch_echo'}, 'x', None,
                         {'route': '/website_weekbox/test/batch_echo', 'params': {'needed': 1}, 'id': 1}):
                with self.subTest(call=call):
                    answer = self.post('/weekbox/batch', {'calls': [call]})['result'][0]
                    self.assertEqual(answer['error']['data']['name'], 'odoo.exceptions.ValidationError')

    def test_the_allow_list_is_the_route_map_batchable_routes(self):
        """A route marked weekbox_batch=True is marked batchable in the
        TypeScript route map (the client batches it) and the other way round,
        for the routes of the installed addons."""
        contract = route_contract()
        marked = {rule.rule for rule in self.env['ir.http'].routing_map().iter_rules()
                  if rule.endpoint.routing.get('weekbox_batch') and not rule.rule.startswith(TEST_ROUTE_PREFIX)}
        served = {rule.rule for rule in self.env['ir.http'].routing_map().iter_rules()}
        batchable = {route for route, spec in contract.items() if spec.get('batchable') and route in served}
        self.assertEqual(marked, batchable)
