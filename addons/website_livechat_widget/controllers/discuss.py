from werkzeug.exceptions import NotFound

from odoo import _, http
from odoo.exceptions import AccessError
from odoo.tools import replace_exceptions

from odoo.addons.mail.controllers.discuss.channel import ChannelController
from odoo.addons.mail.controllers.thread import ThreadController


def _not_available():
    return AccessError(_("This document is not available."))


class WeekboxChannelController(ChannelController):
    """mail's Discuss routes the chat window calls: a channel the visitor is
    not in answers the site's one refusal, "This document is not available."
    (Odoo raises NotFound, whose text speaks of URLs), never its content."""

    @http.route()
    def discuss_channel_messages(self, channel_id, search_term=None, before=None, after=None, limit=30, around=None):
        with replace_exceptions(NotFound, by=_not_available()):
            return super().discuss_channel_messages(
                channel_id, search_term=search_term, before=before, after=after, limit=limit, around=around)


class WeekboxThreadController(ThreadController):

    @http.route()
    def mail_message_post(self, thread_model, thread_id, post_data, context=None):
        with replace_exceptions(NotFound, by=_not_available()):
            return super().mail_message_post(thread_model, thread_id, post_data, context=context)
