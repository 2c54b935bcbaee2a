import re

from werkzeug.exceptions import BadRequest, Forbidden, NotFound, Unauthorized

from odoo import _, http
from odoo.exceptions import UserError, ValidationError
from odoo.http import Response, request

from odoo.addons.website_mass_mailing.controllers.main import MassMailController
from odoo.addons.website_mass_mailing_widget.const import EMAIL_MAX_LENGTH, EMAIL_SHAPE, MAX_LISTS
from odoo.addons.website_weekbox.params import ID_RE, as_choice, as_id, as_id_list, as_text

SUBSCRIPTION_TYPES = ('email', 'mobile')


class WeekboxMassMailController(MassMailController):
    """Odoo 17's newsletter and mailing subscription routes as the visitor
    widgets call them (widgets/visitor/newsletter, widgets/visitor/unsubscribe),
    their params checked:

    - a subscription goes to a public list (the ones the editor offers), with
      an e-mail of the shape text@text, a few per visitor (each may create a
      contact);
    - a mailing's unsubscribe link opens the subscriptions page without
      unsubscribing anyone (Odoo 17 opts out on GET, which mail scanners
      follow): the visitor confirms with a click; mail clients' one-click
      unsubscribe (RFC 8058, a POST) still unsubscribes at once;
    - the subscriptions page sends the lists to keep and to leave (spec
      §7.5's opt-in and opt-out sets), the link's token checked every time.
    """

    # ------------------------------------------------------------
    # NEWSLETTER
    # ------------------------------------------------------------

    @http.route()
    def is_subscriber(self, list_id, subscription_type, **post):
        mailing_list = self._weekbox_public_list(list_id)
        subscription_type = as_choice(subscription_type, SUBSCRIPTION_TYPES, _("subscription type"))
        return super().is_subscriber(mailing_list.id, subscription_type, **post)

    @http.route()
    def subscribe(self, list_id, value, subscription_type, **post):
        mailing_list = self._weekbox_public_list(list_id)
        subscription_type = as_choice(subscription_type, SUBSCRIPTION_TYPES, _("subscription type"))
        value = as_text(value, _("E-mail"), max_length=EMAIL_MAX_LENGTH).strip()
        if subscription_type == 'email' and not re.match(EMAIL_SHAPE, value):
            raise ValidationError(_("Type an e-mail address like name@example.com."))
        if not value:
            raise ValidationError(_("Type the number to subscribe."))
        if not request.env['weekbox.subscribe.attempt'].sudo()._weekbox_register_request_attempt():
            raise UserError(_("Too many subscriptions from this connection. Please wait a few minutes and try again."))
        return super().subscribe(mailing_list.id, value, subscription_type, **post)

    def _weekbox_public_list(self, list_id):
        """The mailing list `list_id` when visitors may subscribe to it (a
        public one, as the newsletter blocks offer); ValidationError otherwise."""
        mailing_list = request.env['mailing.list'].sudo().browse(as_id(list_id, _("newsletter"))).exists()
        if not mailing_list or not mailing_list.active or not mailing_list.is_public:
            raise ValidationError(_("This newsletter is not available."))
        return mailing_list

    # ------------------------------------------------------------
    # UNSUBSCRIBE
    # ------------------------------------------------------------

    @http.route()
    def mailing_unsubscribe(self, mailing_id, document_id=None, email=None, hash_token=None, confirm=None):
        """The subscriptions page of a mailing's link (its token checked):
        nothing changes until the visitor confirms, in the page (the widget),
        or without JavaScript by posting the page's form (`confirm`)."""
        try:
            document_id, email, hash_token = self._weekbox_link_params(document_id, email, hash_token)
            email_found, hash_token_found = self._fetch_user_information(email, hash_token)
            mailing_sudo = self._check_mailing_email_token(
                mailing_id, document_id, email_found, hash_token_found, required_mailing_id=True)
        except (BadRequest, NotFound, Unauthorized) as e:
            # The website's "forbidden" page, whatever is wrong with the link
            # (Odoo's Unauthorized has no page of its own: an error page, 418).
            raise Forbidden() from e
        if confirm and request.httprequest.method == 'POST':
            return self._weekbox_unsubscribe(mailing_sudo, document_id, email_found, hash_token_found)
        return request.render(
            'mass_mailing.page_mailing_unsubscribe',
            self._prepare_mailing_subscription_values(mailing_sudo, document_id, email_found, hash_token_found),
        )

    @http.route()
    def mailing_unsubscribe_oneclick(self, mailing_id, document_id=None, email=None, hash_token=None, **post):
        """RFC 8058's one-click unsubscribe (a mail client's POST): at once."""
        document_id, email, hash_token = self._weekbox_link_params(document_id, email, hash_token)
        email_found, hash_token_found = self._fetch_user_information(email, hash_token)
        try:
            mailing_sudo = self._check_mailing_email_token(
                mailing_id, document_id, email_found, hash_token_found, required_mailing_id=True)
        except NotFound as e:
            raise Unauthorized() from e
        self._weekbox_unsubscribe(mailing_sudo, document_id, email_found, hash_token_found)
        return Response(status=200)

    def _weekbox_unsubscribe(self, mailing, document_id, email, hash_token):
        """Odoo's unsubscribe of a link: the mailing's lists left, or (a
        mailing of documents) the address blocklisted; its page."""
        if mailing.mailing_on_mailing_list:
            return self._mailing_unsubscribe_from_list(mailing, document_id, email, hash_token)
        return self._mailing_unsubscribe_from_document(mailing, document_id, email, hash_token)

    @staticmethod
    def _weekbox_link_params(document_id, email, hash_token):
        """The link's params as Odoo reads them, or BadRequest (a document id
        of digits, an e-mail and a token of text)."""
        if document_id not in (None, '') and not (
                isinstance(document_id, (int, str)) and ID_RE.fullmatch(str(document_id))):
            raise BadRequest()
        for value in (email, hash_token):
            if value is not None and (not isinstance(value, str) or len(value) > 1000 or '\x00' in value):
                raise BadRequest()
        return document_id or None, email, hash_token

    def _prepare_mailing_subscription_values(self, mailing, document_id, email, hash_token):
        values = super()._prepare_mailing_subscription_values(mailing, document_id, email, hash_token)
        values['weekbox_unsubscribe_props'] = self._prepare_weekbox_unsubscribe_props(mailing, document_id, values)
        return values

    def _prepare_weekbox_unsubscribe_props(self, mailing, document_id, values):
        """The props of the subscriptions page's widget (widgets/visitor/unsubscribe)."""
        lists_optin = values['lists_optin']
        lists = lists_optin + values['lists_optout'] + values['lists_public']
        return {
            'mailingId': mailing.id or None,
            'documentId': int(document_id) if document_id else None,
            'email': values['email'] or None,
            'hashToken': values['hash_token'] or None,
            'mailingName': mailing.subject or '',
            'onLists': bool(mailing.mailing_on_mailing_list) if mailing else True,
            'mailingListIds': (mailing.contact_list_ids & lists_optin).ids if mailing else [],
            'lists': [{
                'id': mailing_list.id,
                'name': mailing_list.name if mailing_list.is_public else _("Mailing List #%s", mailing_list.id),
                'subscribed': mailing_list in lists_optin,
            } for mailing_list in lists],
            'blocklisted': bool(values['is_blocklisted']),
        }

    @http.route()
    def mailing_update_list_subscription(self, mailing_id=None, document_id=None, email=None, hash_token=None,
                                         lists_optin_ids=None, lists_optout_ids=None, **post):
        """The lists to keep or join (opt-in) and, from the widget, the lists
        to leave (opt-out): only those are left (Odoo leaves every list of the
        contact not in the opt-in set). The link's token is checked as Odoo
        does: "error" or "unauthorized" when it does not fit."""
        mailing_id, document_id, email, hash_token = self._weekbox_recipient_params(
            mailing_id, document_id, email, hash_token)
        lists_optin_ids = self._weekbox_list_ids(lists_optin_ids, _("Lists to keep"))
        if lists_optout_ids is None:
            return super().mailing_update_list_subscription(
                mailing_id=mailing_id, document_id=document_id, email=email, hash_token=hash_token,
                lists_optin_ids=lists_optin_ids, **post)
        lists_optout_ids = self._weekbox_list_ids(lists_optout_ids, _("Lists to leave"))
        if set(lists_optin_ids) & set(lists_optout_ids):
            raise ValidationError(_("A list cannot be both kept and left."))
        email_found, hash_token_found = self._fetch_user_information(email, hash_token)
        try:
            self._check_mailing_email_token(
                mailing_id, document_id, email_found, hash_token_found, required_mailing_id=False)
        except BadRequest:
            return 'error'
        except (NotFound, Unauthorized):
            return 'unauthorized'
        contacts = self._fetch_contacts(email_found)
        Lists = request.env['mailing.list'].sudo()
        lists_to_optin = Lists.browse(lists_optin_ids).exists().filtered(
            lambda mailing_list: mailing_list.is_public or mailing_list in contacts.list_ids)
        lists_to_optout = Lists.browse(lists_optout_ids).exists() & contacts.subscription_ids.filtered(
            lambda subscription: not subscription.opt_out).list_id
        lists_to_optout._update_subscription_from_email(email_found, opt_out=True)
        lists_to_optin._update_subscription_from_email(email_found, opt_out=False)
        return len(lists_to_optout)

    @http.route()
    def mail_blocklist_add(self, mailing_id=None, document_id=None, email=None, hash_token=None):
        return super().mail_blocklist_add(*self._weekbox_recipient_params(mailing_id, document_id, email, hash_token))

    def _weekbox_recipient_params(self, mailing_id, document_id, email, hash_token):
        """The recipient's params of the JSON routes (mailing and document ids,
        e-mail and token), checked for their type."""
        return (
            as_id(mailing_id, _("mailing"), required=False),
            as_id(document_id, _("document"), required=False),
            as_text(email, _("E-mail"), max_length=EMAIL_MAX_LENGTH) or None,
            as_text(hash_token, _("Token"), max_length=200) or None,
        )

    @staticmethod
    def _weekbox_list_ids(value, label):
        ids = as_id_list(value, label, required=False)
        if len(ids) > MAX_LISTS or not all(ids):
            raise ValidationError(_("%s: a list of mailing lists.", label))
        return ids
