"""How the site's JSON-RPC routes answer errors.

Odoo answers any error of a type='json' route with the Python traceback in
`error.data.debug` (JsonRPCDispatcher.handle_error -> serialize_exception).
The site serves anonymous visitors: a traceback tells them how the code and
data look, and nothing they can act on. Every JSON-RPC route of the site
(ours, marked `weekbox_rpc=True`, and Odoo's own: cart, payment, chatter...),
and a JSON-RPC call to a URL no route matches, answers instead

    {code, message, data: {name, message, arguments}}

- a refusal raised on purpose (UserError and its subclasses: ValidationError,
  AccessError, MissingError...), a 4xx HTTP exception or an expired session
  keeps its class name and its message, written for the visitor;
- except, for visitors and portal users, a record refusal raised by Odoo
  (its ORM access checks, a record that does not exist, a 403): one message
  whether the record exists or not, so ids cannot be probed, and nothing of
  Odoo's text (user names, models);
- a request that kept colliding with concurrent changes of the same record
  (Odoo replays it a few times first) says so and asks to try again;
- anything else is a bug: the visitor gets a generic message, the exception's
  text (which may hold data or SQL) stays on the server. Two short codes that
  Odoo's own /payment/status page reads are kept (PROTOCOL_MESSAGES).

A form's refusal (FieldValidationError) also gives `data.field_errors`, each
problem keyed by the param it concerns, so a form shows it under its field in
any language (typed in widgets/core/rpc/rpc-errors.ts).

Odoo logs every one of them with its traceback as before (odoo.http, in
Application.__call__). Internal users in debug mode keep Odoo's answer, with
the traceback, to diagnose.
"""
import functools

import psycopg2
from psycopg2 import errorcodes
from werkzeug.exceptions import Forbidden, HTTPException, NotFound

from odoo import _
from odoo.exceptions import AccessError, MissingError, UserError, ValidationError
from odoo.http import SessionExpiredException, request
from odoo.modules.module import get_manifest
from odoo.service.model import PG_CONCURRENCY_ERRORS_TO_RETRY

# Marks the widgets' routes (@http.route(..., weekbox_rpc=True)); every JSON
# route is answered as described above, marked or not.
WEEKBOX_RPC = 'weekbox_rpc'
SERVER_ERROR = 'werkzeug.exceptions.InternalServerError'
USER_ERROR = 'odoo.exceptions.UserError'
VALIDATION_ERROR = 'odoo.exceptions.ValidationError'
ACCESS_ERROR = 'odoo.exceptions.AccessError'
JSON_MIMETYPES = ('application/json', 'application/json-rpc')

# payment's /payment/status/poll raises Exception('tx_not_found') and
# Exception('retry'); Odoo's /payment/status page switches on that message
# (payment/static/src/js/post_processing.js: 'retry' polls again). They are
# codes, not the exception's text, and hold nothing of the server.
PROTOCOL_MESSAGES = {'tx_not_found', 'retry'}


class FieldValidationError(ValidationError):
    """A refusal of a form's values: `field_errors` maps each param of the
    route to its problem (translated), `general` holds the problems of no
    one field. The message holds them all, one per line, for the callers
    and logs that read no fields."""

    def __init__(self, field_errors, general=()):
        self.field_errors = dict(field_errors)
        super().__init__('\n'.join(dict.fromkeys([*general, *self.field_errors.values()])))


def _exception_name(exception):
    if isinstance(exception, FieldValidationError):
        # Clients know the ValidationError by name; the fields ride in data.
        return VALIDATION_ERROR
    kind = type(exception)
    return f'{kind.__module__}.{kind.__name__}' if kind.__module__ else kind.__name__


def _rollback():
    """The failed request's changes are dropped anyway (its cursor is closed
    without commit); dropping them now lets the answer read the database
    (language, user) even after an SQL error aborted the transaction."""
    cr = request.env.cr
    if not cr.closed:
        cr.rollback()


def is_internal_user():
    try:
        return request.env.user._is_internal()
    except Exception:  # noqa: BLE001 - never fail while answering an error
        return False


def shows_traceback():
    """Whether Odoo's own answer (with the traceback) is given: internal users
    in debug mode only."""
    _rollback()
    return bool(request.session.debug) and is_internal_user()


def answers_json_rpc():
    """Whether the failed request gets a JSON-RPC answer: a type='json' route,
    or a JSON-RPC POST to a URL that matched no route (Odoo would answer its
    HTML 404 page there, which a JSON client cannot read)."""
    if request.dispatcher.routing_type == 'json':
        return True
    return (not getattr(request, 'weekbox_routed', False)
            and request.httprequest.method == 'POST'
            and request.httprequest.mimetype in JSON_MIMETYPES)


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
    dispatched_id = getattr(request.dispatcher, 'request_id', None)
    if dispatched_id is not None:
        return dispatched_id
    try:
        payload = request.get_json_data()
    except ValueError:
        return None
    return payload.get('id') if isinstance(payload, dict) else None


def _is_concurrency_failure(exception):
    return isinstance(exception, psycopg2.OperationalError) and exception.pgcode in PG_CONCURRENCY_ERRORS_TO_RETRY


@functools.lru_cache(maxsize=None)
def _is_weekbox_addon(addon):
    return get_manifest(addon).get('author') == get_manifest('website_weekbox').get('author')


def _raising_frame(exception):
    """The frame the exception was raised in (its traceback's innermost)."""
    tb = exception.__traceback__
    if tb is None:
        return None
    while tb.tb_next is not None:
        tb = tb.tb_next
    return tb.tb_frame


def is_missing_param(exception):
    """Calling the route's function failed (Odoo's route_wrapper passes it the
    request's params as keyword arguments): a required param is missing. The
    request's fault, not a bug of the route."""
    frame = isinstance(exception, TypeError) and _raising_frame(exception)
    return bool(frame) and frame.f_globals.get('__name__') == 'odoo.http' and frame.f_code.co_name == 'route_wrapper'


def _raised_by_weekbox(exception):
    """Whether the exception was raised in one of our addons (its innermost
    frame), where its message is written for the visitor."""
    frame = _raising_frame(exception)
    if frame is None:
        return False
    module = frame.f_globals.get('__name__') or ''
    parts = module.split('.')
    return len(parts) > 2 and parts[:2] == ['odoo', 'addons'] and _is_weekbox_addon(parts[2])


def _integrity_violation(exception):
    """The pgcode of the database constraint Odoo turned into this
    ValidationError (service.model.retrying), unless it is a constraint
    declared with its own message (_sql_constraints)."""
    cause = exception.__cause__
    if not isinstance(exception, ValidationError) or not isinstance(cause, psycopg2.IntegrityError):
        return None
    if cause.diag.constraint_name in request.env.registry._sql_constraints:
        return None
    return cause.pgcode


def _is_record_refusal(exception):
    """A record Odoo refused (an ORM access check, a missing record, a 403)
    or a reference to a record that does not exist (foreign key)."""
    if isinstance(exception, (AccessError, MissingError, Forbidden)):
        return not _raised_by_weekbox(exception)
    return _integrity_violation(exception) == errorcodes.FOREIGN_KEY_VIOLATION


def _not_available():
    text = _("This document is not available.")
    return ACCESS_ERROR, text, [text]


def visitor_error(exception, internal=False):
    """The JSON-RPC `error` member for `exception`, without traceback.
    `internal`: the caller is an internal user, who keeps Odoo's own messages
    of refused records."""
    code, message = 200, "Odoo Server Error"
    if not internal and _is_record_refusal(exception):
        name, text, arguments = _not_available()
    elif not internal and _integrity_violation(exception):
        name, text, arguments = _generic()
    elif isinstance(exception, UserError):
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
    elif type(exception) is Exception and len(exception.args) == 1 and exception.args[0] in PROTOCOL_MESSAGES:
        name, text, arguments = _exception_name(exception), exception.args[0], list(exception.args)
    else:
        name, text, arguments = _generic()
    data = {'name': name, 'message': text, 'arguments': arguments}
    if isinstance(exception, FieldValidationError):
        data['field_errors'] = exception.field_errors
    return {'code': code, 'message': message, 'data': data}


def _generic():
    text = _("Something went wrong on our side. Please try again in a moment.")
    return SERVER_ERROR, text, [text]
