"""One policy for the params of our routes (weekbox_rpc=True, see
models/ir_http.py _dispatch): a param the route does not name is refused.
Checked here against the TypeScript route map (route_contract.json): every
param the widgets may send is named by its route."""
import json
import re

from odoo.tests import HttpCase, tagged

from odoo.addons.website_weekbox.params import route_param_names
from odoo.addons.website_weekbox.rpc_errors import WEEKBOX_RPC
from odoo.addons.website_weekbox.tests.route_contract import route_contract

# Our overrides of Odoo's routes that Odoo's own JS calls with its own keys:
# they keep **kwargs (Odoo's transaction whitelist refuses the others).
ODOO_ROUTE_OVERRIDES = {'/shop/payment/transaction/<int:order_id>', '/shop/payment/transaction'}
# Routes of the tests themselves, not called by the widgets.
TEST_ROUTES = re.compile(r'^/website_weekbox/test/')
PATH_ARGUMENT = re.compile(r'/<[^>]+>$')


@tagged('post_install', '-at_install')
class TestRouteParams(HttpCase):

    def weekbox_routes(self):
        routes = {}
        for rule in self.env['ir.http'].routing_map().iter_rules():
            if rule.endpoint.routing.get(WEEKBOX_RPC) and not TEST_ROUTES.match(rule.rule):
                routes[rule.rule] = rule.endpoint
        return routes

    def test_routes_name_every_param_of_the_route_map(self):
        contract = route_contract()
        routes = self.weekbox_routes()
        self.assertGreaterEqual(len(routes), 30)
        problems = []
        for path, endpoint in sorted(routes.items()):
            typed = PATH_ARGUMENT.sub('', path)
            if typed not in contract:
                problems.append(f"{path}: not in the route map")
                continue
            named = route_param_names(endpoint)
            if named is None:
                if path not in ODOO_ROUTE_OVERRIDES:
                    problems.append(f"{path}: takes **kwargs")
                continue
            missing = set(contract[typed]['params'].get('properties', {})) - named
            if missing:
                problems.append(f"{path}: does not name {sorted(missing)}")
        self.assertEqual(problems, [])

    def test_unknown_params_are_refused(self):
        cases = [
            # website_sale_mealbox
            ('/our/menu', {}),
            ('/weekbox/get_all_values', {}),
            ('/mealbox/get/filter', {'filter': 'do_nothing'}),
            ('/load/mealbox', {'meal': 3, 'people': 2}),
            ('/mealbox/cart', {}),
            # website_sale_payment_widget
            ('/shop/payment/get_status', {'order_id': 1}),
            ('/payment/weekbox/token/create', {'provider_id': 1}),
        ]
        routes = {PATH_ARGUMENT.sub('', path) for path in self.weekbox_routes()}
        for route, params in cases:
            if route not in routes:  # the addon is not installed
                continue
            for extra in ('price_list_price', 'self', 'meal_no'):
                with self.subTest(route=route, extra=extra):
                    payload = {'jsonrpc': '2.0', 'method': 'call', 'id': 1, 'params': {**params, extra: 1}}
                    with self.assertLogs('odoo.http', 'WARNING'):
                        response = self.url_open(route, data=json.dumps(payload),
                                                 headers={'Content-Type': 'application/json'})
                    error = response.json().get('error')
                    self.assertTrue(error, response.text)
                    self.assertEqual(error['data']['name'], 'odoo.exceptions.ValidationError')
                    self.assertEqual(error['data']['message'], f"Unknown parameter(s): {extra}")
                    self.assertNotIn('debug', error['data'])
