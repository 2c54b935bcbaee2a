"""JSON-RPC calls of the site's routes, for the HttpCase tests of every addon.

`RouteCallsMixin` posts a JSON-RPC call as a widget does and checks the
answer: every result against the route map (route_contract.py), every
refusal for a person (an odoo.exceptions.* with its message, never a
traceback: rpc_errors.py). Put it before HttpCase:

    class MyCase(RouteCallsMixin, HttpCase): ...
"""
import json

from odoo.http import root

from odoo.addons.website_weekbox.tests.route_contract import assert_route_result

# The refusals a visitor may read (UserError and its subclasses in Odoo).
USER_FACING = {
    'odoo.exceptions.UserError', 'odoo.exceptions.ValidationError',
    'odoo.exceptions.AccessError', 'odoo.exceptions.MissingError',
}
# Seconds a call may take (url_open's 12 is short for a loaded test run).
RPC_TIMEOUT = 60


class RouteCallsMixin:
    """rpc_raw / rpc / rpc_error for an odoo.tests.HttpCase, and
    put_in_session for what a visitor's earlier pages left in their session."""

    def put_in_session(self, **values):
        """Writes `values` into the current visitor's session (`self.session`),
        as earlier requests would have (their cart: sale_order_id=...)."""
        session = root.session_store.get(self.session.sid)
        session.update(values)
        root.session_store.save(session)

    def rpc_raw(self, route, params=None, visitor=None):
        """The JSON-RPC answer body of `route` called with `params` (none: {}),
        as the current visitor (`self.url_open`) or as `visitor` (another
        odoo.tests.common.Opener: another browser, its own session).

        Asserts HTTP 200 and no traceback anywhere in the answer."""
        payload = json.dumps({'jsonrpc': '2.0', 'method': 'call', 'id': 1, 'params': {} if params is None else params})
        headers = {'Content-Type': 'application/json'}
        if visitor is None:
            response = self.url_open(route, data=payload, headers=headers, timeout=RPC_TIMEOUT)
        else:
            response = visitor.post(self.base_url() + route, data=payload, headers=headers, timeout=RPC_TIMEOUT)
        self.assertEqual(response.status_code, 200, f"{route} answered HTTP {response.status_code}")
        self.assertNotIn('Traceback', response.text, f"{route} {params!r}")
        return response.json()

    def rpc(self, route, params=None, visitor=None):
        """The route's result (None when the route returns None: Odoo leaves
        `result` out then). Fails the test on a JSON-RPC error, or when the
        result does not fit the route map's type of `route`."""
        body = self.rpc_raw(route, params, visitor)
        if 'error' in body:
            data = body['error'].get('data') or {}
            self.fail(f"{route} refused {params!r}: {data.get('name')}: {data.get('message')}")
        result = body.get('result')
        assert_route_result(self, route, result)
        return result

    def rpc_error(self, route, params=None, name=None, message=None, visitor=None):
        """The route's JSON-RPC error data ({name, message, ...}). Asserts the
        call is refused for a person: a USER_FACING exception with a message,
        no `debug` (traceback) in it; and, when given, that its name is
        odoo.exceptions.`name` (e.g. 'ValidationError') and its message
        `message`."""
        body = self.rpc_raw(route, params, visitor)
        self.assertIn('error', body, f"{route} accepted {params!r}: {body.get('result')!r}")
        data = body['error'].get('data') or {}
        self.assertIn(data.get('name'), USER_FACING, f"{route} {params!r}: {data.get('name')}: {data.get('message')}")
        self.assertTrue((data.get('message') or '').strip(), f"{route} {params!r}: no message")
        self.assertNotIn('debug', data)
        if name:
            self.assertEqual(data['name'], f'odoo.exceptions.{name}', data['message'])
        if message is not None:
            self.assertEqual(data['message'], message)
        return data
