"""/weekbox/batch: several read-only routes in one request.

The widgets call each route by its own path (the spec's routes, which a back
office may serve itself); the page's first calls, made as its islands mount,
travel together as one POST here (widgets/core/rpc/rpc-batcher.ts, envelope
typed in widgets/core/rpc/routes/batch-routes.ts).

Only a route that says so is called: `weekbox_batch=True` on its @http.route,
type='json', auth='public', website=True, no argument in its path. Such a
route is authenticated and pre-dispatched exactly as this one (same auth, same
website, language and context), so what stays to do per call is what Odoo
does after that: its params, then ir.http._dispatch (our unknown-params check
included, models/ir_http.py). Any other path, whether it exists or not, is
answered as a path no route matches, so the batch tells nothing about routes
a visitor could not call.

Each call answers on its own: its result, or the error it would have answered
alone (rpc_errors.visitor_error: never a traceback), its changes rolled back
to before it so the next call reads the database as it was.
"""
import logging

from werkzeug.exceptions import HTTPException, NotFound

from odoo import _, http
from odoo.exceptions import UserError, ValidationError
from odoo.http import SessionExpiredException, request

from ..rpc_errors import is_internal_user, is_missing_param, visitor_error

_logger = logging.getLogger(__name__)

WEEKBOX_BATCH = 'weekbox_batch'
# widgets/core/rpc/batch-limit.ts MAX_BATCH_CALLS, the route map's maxItems (tests/test_batch.py)
MAX_BATCH_CALLS = 20


class WeekboxBatchController(http.Controller):

    @http.route('/weekbox/batch', type='json', auth='public', website=True, weekbox_rpc=True)
    def batch(self, calls):
        """[{route, params}] -> [{result} | {error}], in the same order."""
        if not isinstance(calls, list) or not 0 < len(calls) <= MAX_BATCH_CALLS:
            raise ValidationError(_("A batch holds from 1 to %s calls.", MAX_BATCH_CALLS))
        batch_params = request.params
        try:
            return [self._weekbox_batch_answer(call) for call in calls]
        finally:
            request.params = batch_params

    def _weekbox_batch_answer(self, call):
        # Each call starts from the batch's own environment (a route may change
        # the request's context: the next call must not see it).
        batch_env = request.env
        try:
            with request.env.cr.savepoint():
                return {'result': self._weekbox_batch_call(call)}
        except Exception as exception:  # noqa: BLE001 - every call answers on its own
            return {'error': self._prepare_weekbox_batch_error(exception)}
        finally:
            request.env = batch_env

    def _weekbox_batch_call(self, call):
        if not isinstance(call, dict) or set(call) != {'route', 'params'}:
            raise ValidationError(_("Each call of a batch is {route, params}."))
        params = call['params']
        if not isinstance(params, dict):
            raise ValidationError(_("The request parameters must be a JSON object."))
        endpoint = self._get_weekbox_batch_endpoint(call['route'])
        request.params = dict(params)
        return request.env['ir.http']._dispatch(endpoint)

    def _get_weekbox_batch_endpoint(self, path):
        """The endpoint Odoo's routing map gives `path`, when it may be
        batched; NotFound otherwise (as a path no route matches)."""
        if not isinstance(path, str) or not path.startswith('/') or '?' in path:
            raise NotFound()
        try:
            rule, args = request.env['ir.http']._match(path)
        except HTTPException:  # no route, or not for a POST: alike
            raise NotFound() from None
        if args or not self._is_weekbox_batchable(rule.endpoint.routing):
            raise NotFound()
        return rule.endpoint

    def _is_weekbox_batchable(self, routing):
        """The allow-list: routes marked `weekbox_batch=True` that a visitor
        may call as this batch is called (see the module docstring), with our
        params check (`weekbox_rpc`). Mark read-only routes only: a failed
        call's savepoint undoes its writes, not the hooks it registered."""
        return (routing.get(WEEKBOX_BATCH) is True
                and routing.get('weekbox_rpc') is True
                and routing.get('type') == 'json'
                and routing.get('auth') == 'public'
                and routing.get('website') is True
                and not routing.get('cors')
                and 'POST' in (routing.get('methods') or ['POST']))

    def _prepare_weekbox_batch_error(self, exception):
        # Logged as Odoo logs a failed request (odoo.http, Application.__call__).
        if is_missing_param(exception):
            exception = ValidationError(_("Some information is missing from the request."))
        if isinstance(exception, (UserError, SessionExpiredException, NotFound)):
            _logger.warning("batched call refused: %s", exception)
        else:
            _logger.error("batched call failed", exc_info=exception)
        return visitor_error(exception, internal=is_internal_user())
