"""How the widgets' JSON-RPC routes answer errors.

Odoo answers any error of a type='json' route with the Python traceback in
`error.data.debug` (JsonRPCDispatcher.handle_error -> serialize_exception).
The widgets' routes serve anonymous visitors: a traceback tells them how our
code and data look, and nothing they can act on. A route declared with
`@http.route(..., type='json', weekbox_rpc=True)` answers instead

    {code, message, data: {name, message, arguments}}

- a refusal raised on purpose (UserError and its subclasses: ValidationError,
  AccessError, MissingError...), a 4xx HTTP exception or an expired session
  keeps its class name and its message, written for the visitor;
- a request that kept colliding with concurrent changes of the same record
  (Odoo replays it a few times first) says so and asks to try again;
- anything else is a bug: the visitor gets a generic message, the exception's
  text (which may hold data or SQL) stays on the server.

Odoo logs every one of them with its traceback as before (odoo.http, in
Application.__call__). Internal users in debug mode keep Odoo's answer, with
the traceback, to diagnose.
"""
import psycopg2
from werkzeug.exceptions import HTTPException, NotFound

from odoo import _
from odoo.exceptions import UserError, ValidationError
from odoo.http import SessionExpiredException, request
from odoo.service.model import PG_CONCURRENCY_ERRORS_TO_RETRY

WEEKBOX_RPC = 'weekbox_rpc'
SERVER_ERROR = 'werkzeug.exceptions.InternalServerError'
USER_ERROR = 'odoo.exceptions.UserError'


def _exception_name(exception):
    kind = type(exception)
    return f'{kind.__module__}.{kind.__name__}' if kind.__module__ else kind.__name__


def _rollback():
    """The failed request's changes are dropped anyway (its cursor is closed
    without commit); dropping them now lets the answer read the database
    (language, user) even after an SQL error aborted the transaction."""
    cr = request.env.cr
    if not cr.closed:
        cr.rollback()


def shows_traceback():
    """Whether Odoo's own answer (with the traceback) is given: internal users
    in debug mode only."""
    _rollback()
    if not request.session.debug:
        return False
    try:
        return request.env.user._is_internal()
    except Exception:  # noqa: BLE001 - never fail while answering an error
        return False


def check_params_object():
    """JSON-RPC params must be an object: Odoo's dispatcher makes a dict of
    them and would crash (TypeError) on null, a list or a string."""
    try:
        payload = request.get_json_data()
    except ValueError:
        return  # not JSON: the dispatcher answers 400 itself
    if isinstance(payload, dict) and not isinstance(payload.get('params', {}), dict):
        raise ValidationError(_("The request parameters must be a JSON object."))


def request_id():
    """The JSON-RPC id of the request, also when it failed before Odoo's
    dispatcher read it (expired session, params that are not an object)."""
    if request.dispatcher.request_id is not None:
        return request.dispatcher.request_id
    try:
        payload = request.get_json_data()
    except ValueError:
        return None
    return payload.get('id') if isinstance(payload, dict) else None


def _is_concurrency_failure(exception):
    return isinstance(exception, psycopg2.OperationalError) and exception.pgcode in PG_CONCURRENCY_ERRORS_TO_RETRY


def visitor_error(exception):
    """The JSON-RPC `error` member for `exception`, without traceback."""
    code, message = 200, "Odoo Server Error"
    if isinstance(exception, UserError):
        name, text, arguments = _exception_name(exception), str(exception), list(exception.args)
    elif isinstance(exception, SessionExpiredException):
        code, message = 100, "Odoo Session Expired"
        name, text, arguments = _exception_name(exception), str(exception), [str(exception)]
    elif isinstance(exception, HTTPException) and (exception.code or 500) < 500:
        if isinstance(exception, NotFound):
            code, message = 404, "404: Not Found"
        name, text = _exception_name(exception), exception.description or exception.name
        arguments = [text]
    elif _is_concurrency_failure(exception):
        name = USER_ERROR
        text = _("Your order is being changed by another request at the same time. Please try again.")
        arguments = [text]
    else:
        name = SERVER_ERROR
        text = _("Something went wrong on our side. Please try again in a moment.")
        arguments = [text]
    return {'code': code, 'message': message, 'data': {'name': name, 'message': text, 'arguments': arguments}}
