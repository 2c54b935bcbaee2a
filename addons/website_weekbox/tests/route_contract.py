"""The widgets' route map, checked from the Python side.

`route_contract.json` is the TypeScript route map (widgets/core/rpc/routes/)
exported as JSON Schema by `npm run contract` (a unit test fails when it is
stale). Tests of every addon call `assert_route_result(route, result)` on the
real answers of the routes they call — through their JSON-RPC helpers, so no
call is forgotten: a Python answer that drifts from the TypeScript type (a
renamed or missing field, a wrong type) fails here as it would in a widget.
"""
import json
import re
from pathlib import Path

from jsonschema import Draft202012Validator

CONTRACT_FILE = Path(__file__).with_name('route_contract.json')
# Routes with the record in the path (/shop/payment/get_status/<id>) are typed once.
PATH_ARGUMENT_RE = re.compile(r'/[0-9]+$')

_validators = {}


def route_contract():
    return json.loads(CONTRACT_FILE.read_text(encoding='utf-8'))


def typed_route(route):
    """The route map's name for `route` (its path without query and id), or None
    for a route the widgets do not call through the map (Odoo's own pages…)."""
    path = route.split('?', 1)[0]
    if not _validators:
        for name, spec in route_contract().items():
            _validators[name] = Draft202012Validator(spec['result'])
    if path in _validators:
        return path
    path = PATH_ARGUMENT_RE.sub('', path)
    return path if path in _validators else None


def route_result_errors(route, result):
    """What in `result` breaks the route map's result type of `route` ([] when it fits)."""
    name = typed_route(route)
    if name is None:
        return []
    return [
        f"{'/'.join(map(str, error.absolute_path)) or '(result)'}: {error.message}"
        for error in sorted(_validators[name].iter_errors(result), key=lambda e: list(map(str, e.absolute_path)))
    ]


def assert_route_result(testcase, route, result):
    """Fails `testcase` when `result` does not fit the route map's type of `route`."""
    errors = route_result_errors(route, result)
    if errors:
        testcase.fail(f"{route} answered outside its TypeScript type:\n  " + "\n  ".join(errors[:20]))


def assert_field_errors(testcase, route, data):
    """Fails `testcase` unless the `field_errors` of `data` (a JSON-RPC
    error's data, typed in widgets/core/rpc/rpc-errors.ts) key each problem
    by a param the route map declares for `route`, with a message."""
    name = typed_route(route)
    testcase.assertIsNotNone(name, f"{route} is not in the route map")
    params = set(route_contract()[name]['params'].get('properties', {}))
    field_errors = data.get('field_errors')
    testcase.assertIsInstance(field_errors, dict, f"{route}: no field_errors in {data!r}")
    for key, message in field_errors.items():
        testcase.assertIn(key, params, f"{route}: field_errors key {key!r} is not one of its params")
        testcase.assertTrue(isinstance(message, str) and message.strip(), f"{route}: {key!r} has no message")
