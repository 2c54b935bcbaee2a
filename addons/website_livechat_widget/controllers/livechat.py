import re

from markupsafe import Markup, escape

from odoo import _, http
from odoo.exceptions import UserError, ValidationError
from odoo.http import request

from odoo.addons.mail.models.discuss.mail_guest import add_guest_to_context
from odoo.addons.website_livechat.controllers.main import WebsiteLivechat
from odoo.addons.website_livechat_widget.const import (
    ANONYMOUS_NAME_MAX_LENGTH,
    EMAIL_MAX_LENGTH,
    EMAIL_SHAPE,
    PAGE_HISTORY_MAX_LENGTH,
    PAGE_HISTORY_MAX_PAGES,
    RATING_REASON_MAX_LENGTH,
    RATING_VALUES,
)
from odoo.addons.website_weekbox.params import as_flag, as_id, as_int, as_text

LOCAL_PATH_RE = re.compile(r'/(?![/\\])[^\s<>"]*')


class WeekboxLivechat(WebsiteLivechat):
    """Odoo 17's live chat routes as the livechat-button widget calls them
    (widgets/visitor/livechat), with their params checked. The routes that
    Odoo trusts to whoever knows a session's uuid (its rating, the page
    history sent to the operator, leaving it, its transcript by e-mail) act
    only for that session's own visitor: the guest of the request's cookie or
    the logged-in customer who chats, never its operator nor anyone else."""

    @http.route()
    def livechat_init(self, channel_id):
        """Odoo's answer, its `available_for_me` a boolean (Odoo's may be 0, or a chatbot's data)."""
        answer = super().livechat_init(as_id(channel_id, _("live chat channel")))
        return dict(answer, available_for_me=bool(answer['available_for_me']))

    @http.route()
    def get_session(self, channel_id, anonymous_name, previous_operator_id=None, chatbot_script_id=None,
                    persisted=True, **kwargs):
        channel_id = as_id(channel_id, _("live chat channel"))
        anonymous_name = as_text(anonymous_name, _("Your name"), max_length=ANONYMOUS_NAME_MAX_LENGTH)
        previous_operator_id = as_id(previous_operator_id, _("operator"), required=False)
        chatbot_script_id = as_id(chatbot_script_id, _("chatbot"), required=False)
        persisted = as_flag(persisted)
        if not request.env['im_livechat.channel'].sudo().browse(channel_id).exists():
            return False  # no such channel: nobody to chat with, as for a channel without operators
        return super().get_session(channel_id, anonymous_name, previous_operator_id=previous_operator_id,
                                   chatbot_script_id=chatbot_script_id, persisted=persisted, **kwargs)

    @http.route()
    @add_guest_to_context
    def feedback(self, uuid, rate, reason=None, **kwargs):
        """The visitor's rating of their own session (spec §5.5: 1 asks for a reason)."""
        channel = request.env['discuss.channel']._weekbox_visitor_livechat(uuid)
        rate = as_int(rate, _("Rating"), minimum=min(RATING_VALUES), maximum=max(RATING_VALUES))
        reason = as_text(reason, _("Reason"), max_length=RATING_REASON_MAX_LENGTH).strip()
        return super().feedback(channel.uuid, rate, reason=reason or None)

    def _post_feedback_message(self, channel, rating, reason):
        # Odoo puts the reason in the message as HTML: here, as the text it is.
        reason_html = Markup('<br>').join(escape(line) for line in re.split(r'\r\n|\r|\n', reason or ''))
        body = Markup(
            '<div class="o_mail_notification o_hide_author">%s: '
            '<img class="o_livechat_emoji_rating" src="%s" alt="rating"/>%s</div>'
        ) % (_("Rating"), rating.rating_image_url, (Markup('<br>') + reason_html) if reason else '')
        channel.message_post(body=body, message_type='notification', subtype_xmlid='mail.mt_comment')

    @http.route()
    @add_guest_to_context
    def history_pages(self, pid, channel_uuid, page_history=None):
        """The pages the visitor saw, sent to their session's operator when
        the operator asks (Odoo's /history command)."""
        channel = request.env['discuss.channel']._weekbox_visitor_livechat(channel_uuid)
        pid = as_id(pid, _("operator"))
        if pid != channel.livechat_operator_id.id:
            raise ValidationError(_("The page history goes to the operator of your chat only."))
        channel._send_history_message(pid, self._weekbox_page_history(page_history))
        return True

    @staticmethod
    def _weekbox_page_history(page_history):
        """The pages of `page_history`: paths of this site (the operator gets
        them as links), at most PAGE_HISTORY_MAX_PAGES."""
        if page_history in (None, False):
            return []
        if not isinstance(page_history, list) or len(page_history) > PAGE_HISTORY_MAX_PAGES:
            raise ValidationError(_("The page history must be a list of at most %s pages.", PAGE_HISTORY_MAX_PAGES))
        for page in page_history:
            if not isinstance(page, str) or len(page) > PAGE_HISTORY_MAX_LENGTH or not LOCAL_PATH_RE.fullmatch(page):
                raise ValidationError(_("The page history holds pages of this site only."))
        return page_history

    @http.route()
    @add_guest_to_context
    def visitor_leave_session(self, uuid):
        request.env['discuss.channel']._weekbox_visitor_livechat(uuid)
        return super().visitor_leave_session(uuid)

    @http.route()
    @add_guest_to_context
    def email_livechat_transcript(self, uuid, email):
        """The transcript of the visitor's own session, to an e-mail address,
        a few times per visitor (each sends an e-mail)."""
        channel = request.env['discuss.channel']._weekbox_visitor_livechat(uuid)
        email = as_text(email, _("E-mail"), max_length=EMAIL_MAX_LENGTH).strip()
        if not re.match(EMAIL_SHAPE, email):
            raise ValidationError(_("Type an e-mail address like name@example.com."))
        if not request.env['weekbox.transcript.attempt'].sudo()._weekbox_register_request_attempt():
            raise UserError(_(
                "Too many transcripts sent from this connection. Please wait a few minutes and try again."))
        return super().email_livechat_transcript(channel.uuid, email)
