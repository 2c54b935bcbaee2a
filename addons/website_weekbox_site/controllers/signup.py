from odoo import _, http
from odoo.http import request

from odoo.addons.auth_signup.controllers.main import AuthSignupHome


class WeekboxSignup(AuthSignupHome):

    @http.route()
    def web_auth_signup(self, *args, **kw):
        """ Odoo's sign-up, with a limit of posted forms per visitor (account,
        session, address) in a window: each may create an account and send a
        welcome e-mail to whatever address was typed. Beyond it the form comes
        back with what was typed and why, as Odoo's own refusals do. """
        if request.httprequest.method == 'POST':
            request.weekbox_signup_refused = \
                not request.env['weekbox.signup.attempt'].sudo()._weekbox_register_request_attempt()
        return super().web_auth_signup(*args, **kw)

    @http.route()
    def web_auth_reset_password(self, *args, **kw):
        """ Odoo's password reset, with a limit of requests per visitor
        (account, session, address) in a window: each sends an e-mail to the
        account a typed login names. Setting the new password (a token in the
        form) is no request: it sends nothing. """
        if request.httprequest.method == 'POST' and not request.params.get('token'):
            request.weekbox_reset_refused = \
                not request.env['weekbox.reset.attempt'].sudo()._weekbox_register_request_attempt()
        return super().web_auth_reset_password(*args, **kw)

    def get_auth_signup_qcontext(self):
        """ A refused post is shown as Odoo shows its own errors: Odoo's
        handlers create and send nothing when the form's context has an error. """
        qcontext = super().get_auth_signup_qcontext()
        if getattr(request, 'weekbox_signup_refused', False):
            qcontext['error'] = _("Too many sign-ups from this connection. Please wait a while and try again.")
        if getattr(request, 'weekbox_reset_refused', False):
            qcontext['error'] = _(
                "Too many password reset requests from this connection. Please wait a while and try again.")
        return qcontext
