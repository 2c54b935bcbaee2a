from odoo import models
from odoo.http import request

from ..rpc_errors import WEEKBOX_RPC, check_params_object, request_id, shows_traceback, visitor_error
from .website import bundle_changed_since_last_request


class IrHttp(models.AbstractModel):
    _inherit = 'ir.http'

    @classmethod
    def _authenticate(cls, endpoint):
        # Recorded before authenticating: an auth='user' route already fails
        # there (session expired), and that refusal must be answered like the others.
        routing = endpoint.routing
        request.weekbox_rpc = bool(routing.get(WEEKBOX_RPC)) and routing.get('type') == 'json'
        super()._authenticate(endpoint)

    @classmethod
    def _pre_dispatch(cls, rule, args):
        super()._pre_dispatch(rule, args)
        if getattr(request, 'weekbox_rpc', False):
            check_params_object()
        # website.layout's <head>, where the bundle's hashed file names are, is
        # cached per page (t-cache): after a new build, drop those cached
        # renderings so pages stop pointing at the previous build's files.
        if bundle_changed_since_last_request():
            request.env.registry.clear_cache('templates')

    @classmethod
    def _dispatch(cls, endpoint):
        if getattr(request, 'weekbox_rpc', False):
            # Odoo passes the params as keyword arguments to a bound method:
            # a param named `self` would crash the call (TypeError). Dropped,
            # as Odoo drops any other param a route does not take.
            request.params.pop('self', None)
        return super()._dispatch(endpoint)

    @classmethod
    def _handle_error(cls, exception):
        """Errors of the widgets' routes (`weekbox_rpc=True`) without Odoo's
        traceback: see rpc_errors.py. Odoo still logs them (odoo.http)."""
        if not getattr(request, 'weekbox_rpc', False) or shows_traceback():
            return super()._handle_error(exception)
        return request.make_json_response({
            'jsonrpc': '2.0',
            'id': request_id(),
            'error': visitor_error(exception),
        })
