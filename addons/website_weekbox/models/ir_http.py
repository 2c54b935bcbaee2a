from werkzeug.exceptions import BadRequest

from odoo import _, models
from odoo.exceptions import ValidationError
from odoo.http import request

from ..params import check_unknown, route_param_names
from ..rpc_errors import (
    WEEKBOX_RPC, answers_json_rpc, check_params_object, is_internal_user, is_missing_param, request_id, shows_traceback,
    visitor_error,
)
from .website import bundle_changed_since_last_request, picks_up_new_builds


class IrHttp(models.AbstractModel):
    _inherit = 'ir.http'

    @classmethod
    def _authenticate(cls, endpoint):
        # A route matched the URL (Odoo authenticates only then): an error
        # after this is that route's, answered by its dispatcher's type.
        request.weekbox_routed = True
        super()._authenticate(endpoint)

    @classmethod
    def _pre_dispatch(cls, rule, args):
        super()._pre_dispatch(rule, args)
        if rule.endpoint.routing.get('type') == 'json':
            check_params_object()
        elif any('\x00' in text for item in request.httprequest.args.items(multi=True) for text in item):
            # A NUL character in the address (/shop?search=%00): the database
            # stores and searches no such text, so any page reading it (Odoo's
            # search, an access token...) would end in a server error. A
            # UserError: the 400 page says why.
            raise ValidationError(_("The address of this page holds a character that cannot be used."))
        # website.layout's <head>, where the bundle's hashed file names are, is
        # cached per page (t-cache): after a new build, drop those cached
        # renderings so pages stop pointing at the previous build's files.
        # In dev mode only: in production a new build comes with a restart.
        if picks_up_new_builds() and bundle_changed_since_last_request():
            request.env.registry.clear_cache('templates')

    @classmethod
    def _dispatch(cls, endpoint):
        # Unknown params of our routes (weekbox_rpc=True): a param the route's
        # function does not name is refused with a ValidationError "Unknown
        # parameter(s): ..." (Odoo would drop it silently, with a warning in
        # the log), as the route map's strict params schemas refuse it on the
        # client. A route names every param the route map gives it, the
        # spec's informational ones too (checked for their type, then
        # ignored). The one exception is a function taking **kwargs: only our
        # overrides of Odoo's routes that Odoo's own JS calls do
        # (/shop/payment/transaction/<id>: Odoo's payment form sends its own
        # keys there, and Odoo's _validate_transaction_kwargs whitelist refuses
        # the others); website_weekbox's test_route_params checks that.
        if endpoint.routing.get(WEEKBOX_RPC):
            named = route_param_names(endpoint)
            if named is not None:
                check_unknown(request.params, named)
        # Odoo passes the params as keyword arguments to a bound method: a
        # param (JSON key or form field) named `self` would crash the call
        # (TypeError). Dropped, as Odoo drops any other param a route does not take.
        request.params.pop('self', None)
        return super()._dispatch(endpoint)

    @classmethod
    def _handle_error(cls, exception):
        """Errors of every JSON-RPC route (Odoo's own too), and of a JSON-RPC
        call to a URL no route matches, without Odoo's traceback: see
        rpc_errors.py. Odoo still logs them (odoo.http)."""
        json_rpc = answers_json_rpc()
        if is_missing_param(exception):
            # Posted without a param or form field its route requires: the
            # request's fault (Odoo would answer it as a bug, 500 for a page).
            missing = _("Some information is missing from the request.")
            if not json_rpc:
                return super()._handle_error(BadRequest(missing))
            if not shows_traceback():
                exception = ValidationError(missing)
        if not json_rpc or shows_traceback():
            return super()._handle_error(exception)
        return request.make_json_response({
            'jsonrpc': '2.0',
            'id': request_id(),
            'error': visitor_error(exception, internal=is_internal_user()),
        })
