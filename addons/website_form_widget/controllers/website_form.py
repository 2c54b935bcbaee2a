import json
import logging
import re
from datetime import datetime

from odoo import SUPERUSER_ID, _, http
from odoo.exceptions import ValidationError
from odoo.http import request

from odoo.addons.website.controllers.form import WebsiteForm
from odoo.addons.website_sale.controllers.main import WebsiteSaleForm
from odoo.addons.website_form_widget.const import FORM_DATE_PATTERN, FORM_DATETIME_PATTERN

_logger = logging.getLogger(__name__)

# A refused value is quoted back in its field's message up to this length.
QUOTED_VALUE_MAX = 40


def _strict_date(controller, field_label, field_input):
    """ A date field's value exactly as the form sends it (`YYYY-MM-DD`, a real
    day); anything else is a field error, not a failing `create`. Empty is
    no date. """
    if not field_input:
        return False
    if not re.fullmatch(FORM_DATE_PATTERN, field_input):
        raise ValueError(field_input)
    datetime.strptime(field_input, '%Y-%m-%d')
    return field_input


def _strict_datetime(controller, field_label, field_input):
    """ A datetime field's value exactly as the form sends it (UTC
    `YYYY-MM-DD HH:MM[:SS]`, a real moment). Empty is no moment. """
    if not field_input:
        return False
    if not re.fullmatch(FORM_DATETIME_PATTERN, field_input):
        raise ValueError(field_input)
    datetime.strptime(field_input, '%Y-%m-%d %H:%M:%S' if field_input.count(':') == 2 else '%Y-%m-%d %H:%M')
    return field_input


class WeekboxFormGuard:
    """ What every website form route of the site checks before Odoo's
    handler: the visitor's limit, the posts that handler would end in a
    server error on, and dates strictly as the forms send them. """

    _input_filters = dict(WebsiteForm._input_filters, date=_strict_date, datetime=_strict_datetime)

    def _weekbox_check_form_post(self, model_name, values):
        """ Why a form post is refused (too many from this visitor, or what
        Odoo's handler would end in a server error on), or None; counted
        as an attempt either way. """
        if not self._weekbox_register_form_attempt():
            _logger.warning("website form to %s refused: too many from this visitor", model_name)
            return self._weekbox_too_many_forms_message()
        return self._weekbox_get_post_refusal(model_name, values)

    def _weekbox_get_post_refusal(self, model_name, values):
        """ Why a post cannot reach Odoo's handler without a server error, or None. """
        if not re.fullmatch(r'[a-z0-9_.]+', model_name):
            # No model has such a name (a NUL byte in it failed the query).
            return _("The form's specified model does not exist")
        if any('\x00' in text for name, value in values.items() for text in (name, value) if isinstance(text, str)):
            # The database stores no NUL character.
            return _("The form contains characters that cannot be saved.")
        if model_name == 'mail.mail' and 'website_form_signature' not in values:
            # Odoo's handler reads it unguarded: only a forged post lacks it.
            return _("This form cannot be sent. Please reload the page and try again.")
        return None

    def extract_data(self, model, values):
        """ Odoo's, refusing the fields it cannot read as a map field →
        why (`error_fields`, spec §5.1: the form shows each message beside
        its field) instead of a list of names. """
        try:
            return super().extract_data(model, values)
        except ValidationError as error:
            names = error.args[0] if error.args else None
            if not isinstance(names, list):
                raise
            field_types = {name: field['type'] for name, field in
                           model.with_user(SUPERUSER_ID)._get_form_writable_fields().items()}
            raise ValidationError({
                name: self._weekbox_field_refusal(field_types.get(name), values.get(name))
                for name in names
            }) from None

    def _weekbox_field_refusal(self, field_type, value):
        """ Why a field's value was refused: none given for a required field,
        or one the field cannot take (dates in the spec's words). """
        if value in (None, ''):
            return _("This field is required.")
        quoted = value if isinstance(value, str) else getattr(value, 'filename', '') or ''
        if len(quoted) > QUOTED_VALUE_MAX:
            quoted = quoted[:QUOTED_VALUE_MAX - 1] + '…'
        if field_type == 'date':
            return _("'%s' is not a correct date", quoted)
        if field_type == 'datetime':
            return _("'%s' is not a correct datetime", quoted)
        return _("'%s' is not a valid value for this field.", quoted)

    def _weekbox_register_form_attempt(self):
        return request.env['weekbox.form.attempt'].sudo()._weekbox_register_request_attempt()

    def _weekbox_too_many_forms_message(self):
        return _("You have sent too many forms. Please wait a few minutes and try again.")


class WeekboxWebsiteForm(WeekboxFormGuard, WebsiteForm):

    @http.route()
    def website_form(self, model_name, **kwargs):
        """ Odoo's form route, refused beyond a number of forms per visitor
        (account, session, address) in a window: a public route creating
        records and sending mails is what spam robots look for. Posts Odoo's
        handler would end in a server error get a message instead. """
        refusal = self._weekbox_check_form_post(model_name, kwargs)
        if refusal:
            return json.dumps({'error': refusal})
        return super().website_form(model_name, **kwargs)

    def insert_record(self, request, model, values, custom, meta=None):
        """ Odoo catches a value the database refuses (IntegrityError: the form
        answers `false`) but not in a savepoint of its own: the transaction
        stayed broken and the request ended in a server error. """
        with request.env.cr.savepoint():
            return super().insert_record(request, model, values, custom, meta=meta)


class WeekboxWebsiteSaleForm(WeekboxFormGuard, WebsiteSaleForm):
    """ website_sale's own form route (the checkout's "extra info" step posts
    to /website/form/shop.sale.order, on the order in the session): the same
    checks as the other forms, which it would otherwise reach around. """

    @http.route()
    def website_form_saleorder(self, **kwargs):
        refusal = self._weekbox_check_form_post('shop.sale.order', kwargs)
        if refusal:
            return json.dumps({'error': refusal})
        return super().website_form_saleorder(**kwargs)
