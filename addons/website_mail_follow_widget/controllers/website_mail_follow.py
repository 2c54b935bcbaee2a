from odoo import _, http
from odoo.exceptions import UserError, ValidationError
from odoo.http import request
from odoo.tools import email_normalize

from odoo.addons.website_mail.controllers.main import WebsiteMail
from odoo.addons.website_mail_follow_widget.const import IS_FOLLOWER_MAX_IDS, IS_FOLLOWER_MAX_MODELS


class WeekboxWebsiteMail(WebsiteMail):

    @http.route()
    def website_message_subscribe(self, id=0, object=None, message_is_follower="on", email=False, **post):
        """Odoo's follow / unfollow (answers the new state), once its params
        are checked: a record the user may read, on or off, a visitor's
        e-mail shape. A visitor's follow counts against their limit (each may
        create a contact), and a visitor stops following only for the contact
        their session followed with: never by typing another person's e-mail."""
        website = request.website
        record = website._weekbox_followable_record(object, id)
        if message_is_follower not in ('on', 'off'):
            raise ValidationError(_("Say whether the record is followed (on) or not (off)."))
        if not request.env.user._is_public():
            if message_is_follower == 'on':
                return self._weekbox_user_unfollow(record)
            return super().website_message_subscribe(id=record.id, object=record._name, message_is_follower='off')
        email = website._weekbox_check_follow_email(email)
        if message_is_follower == 'on':
            return self._weekbox_visitor_unfollow(record, email)
        return self._weekbox_visitor_follow(record, email)

    def _weekbox_user_unfollow(self, record):
        """Odoo's unfollow for a logged-in user, unless they read the record
        only as one of its followers (a customer's own order: sale's portal
        rule): unfollowing would take it out of their portal."""
        if request.website._weekbox_reads_only_as_follower(record, request.env.user.partner_id):
            raise UserError(_(
                "You see this document because you follow it: it stays followed "
                "so that it stays in your account."))
        return super().website_message_subscribe(id=record.id, object=record._name, message_is_follower='on')

    def _weekbox_visitor_unfollow(self, record, email):
        partner = request.website._weekbox_follow_partner()
        if not partner or email_normalize(partner.email) != email_normalize(email):
            raise UserError(_(
                "Only the e-mail address that followed from this browser can stop following here. "
                "To stop with another address, use the link in the e-mails you receive."))
        record.sudo().message_unsubscribe(partner.ids)
        return False

    def _weekbox_visitor_follow(self, record, email):
        if not request.env['weekbox.follow.attempt'].sudo()._weekbox_register_request_attempt():
            raise UserError(_(
                "Too many follow requests from this connection. Please wait a few minutes and try again."))
        session_partner = request.website._weekbox_follow_partner()
        known = request.env['mail.thread'].sudo()._mail_find_partner_from_emails([email], records=record.sudo())
        followed = super().website_message_subscribe(
            id=record.id, object=record._name, message_is_follower='off', email=email)
        # Odoo puts the contact of any typed e-mail in the session, which then
        # reads (is_follower) and ends (unfollow) that person's follows: only a
        # contact this visitor created or already had keeps it.
        if known and known[0] and known[0] != session_partner:
            if session_partner:
                request.session['partner_id'] = session_partner.id
            else:
                request.session.pop('partner_id', None)
        return followed

    @http.route()
    def is_follower(self, records=None, model=None, res_id=None, **post):
        """Odoo's follower status of a page's records, once `records` is
        checked: {model: [ids]} with a few models and ids. Also the spec's
        check of one record (§7.1): `model` and `res_id`, answered
        {is_user, email, is_follower}."""
        if model is not None or res_id is not None:
            if records is not None:
                raise ValidationError(_("Ask for the records, or for one model and id, not both."))
            return self._weekbox_is_follower_of(model, res_id, **post)
        if not isinstance(records, dict) or len(records) > IS_FOLLOWER_MAX_MODELS:
            raise ValidationError(_("The records to check must be a map of models to ids."))
        for model, ids in records.items():
            if not isinstance(ids, list) or len(ids) > IS_FOLLOWER_MAX_IDS \
                    or not all(isinstance(res_id, int) and not isinstance(res_id, bool) for res_id in ids):
                raise ValidationError(_("The records to check must be a map of models to ids."))
        return super().is_follower(records, **post)

    def _weekbox_is_follower_of(self, model, res_id, **post):
        """{is_user, email, is_follower} of the record `model`,`res_id`: Odoo's
        answer for that one record, in the spec's shape."""
        if not isinstance(model, str) or model not in request.env.registry \
                or isinstance(res_id, bool) or not isinstance(res_id, int) or not 0 < res_id < 2 ** 31:
            raise ValidationError(_("Say which record: its model and its id."))
        visitor, followed = super().is_follower({model: [res_id]}, **post)
        return dict(visitor, is_follower=res_id in followed.get(model, []))
