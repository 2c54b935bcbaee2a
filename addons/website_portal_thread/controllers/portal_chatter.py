from odoo import _, http
from odoo.exceptions import ValidationError

from odoo.addons.portal_rating.controllers.portal_chatter import PortalChatter
from odoo.addons.website_weekbox.params import as_flag, as_int

from .thread_record import rated_thread_record

RATING_VALUES = range(1, 6)
# thread-routes.ts: a page of /mail/chatter_fetch holds 1 to 100 messages.
MAX_PAGE = 100


class PortalThreadChatter(PortalChatter):

    @http.route()
    def portal_chatter_post(self, res_model, res_id, message, attachment_ids='', attachment_tokens='',
                            weekbox_thread=None, **kwargs):
        """Odoo 17 takes any rating_value (1000, -5, 3.7) into the record's
        ratings and their averages: only 1 to 5 stars, as the star input
        offers (a digit string too, as Odoo's own composer sends data
        attributes). No rating (false, 0, empty) stays a plain message.

        `weekbox_thread` ({limit, rating_include?}): the answer also holds
        the thread after the post, as the widget shows it next, so a post is
        one request where Odoo's composer makes two or three (see
        _prepare_weekbox_thread_after_post)."""
        page = self._weekbox_thread_page(weekbox_thread)
        # Refused before posting: Odoo may send the message's e-mails before the request ends.
        rated_record = page and page['rating_include'] and rated_thread_record(
            res_model, res_id, kwargs.get('token'), kwargs.get('hash'), kwargs.get('pid'))
        rating = kwargs.get('rating_value')
        if rating not in (None, False, 0, ''):
            if isinstance(rating, str) and rating.isdigit():
                rating = int(rating)
            if isinstance(rating, bool) or not isinstance(rating, int) or rating not in RATING_VALUES:
                raise ValidationError(_("A rating is from 1 to 5 stars."))
            kwargs['rating_value'] = rating
        result = super().portal_chatter_post(
            res_model, res_id, message, attachment_ids=attachment_ids, attachment_tokens=attachment_tokens, **kwargs)
        if result is not None and page is not None:
            result['weekbox_thread'] = self._prepare_weekbox_thread_after_post(
                res_model, int(res_id), page, rated_record, kwargs)
        return result

    def _weekbox_thread_page(self, weekbox_thread):
        """{limit, rating_include} from the post's `weekbox_thread`, or None
        when the caller asks for no thread; checked before anything is posted."""
        if weekbox_thread in (None, False):
            return None
        if not isinstance(weekbox_thread, dict) or not set(weekbox_thread) <= {'limit', 'rating_include'}:
            raise ValidationError(_("The thread asked with the message is {limit, rating_include}."))
        return {
            'limit': as_int(weekbox_thread.get('limit'), _("Messages per page"), minimum=1, maximum=MAX_PAGE),
            'rating_include': as_flag(weekbox_thread.get('rating_include')),
        }

    def _prepare_weekbox_thread_after_post(self, res_model, res_id, page, rated_record, kwargs):
        """The thread's first page of every message, read as /mail/chatter_fetch
        reads it for this visitor (same token), and with ratings the record's
        rating stats as /portal/thread/rating_stats gives them (`rated_record`:
        thread_record.rated_thread_record's)."""
        access = {key: kwargs[key] for key in ('token', 'hash', 'pid') if kwargs.get(key)}
        fetched = self.portal_message_fetch(res_model, res_id, limit=page['limit'], offset=0,
                                            **({'rating_include': True} if page['rating_include'] else {}),
                                            **access)
        thread = {'messages': fetched['messages'], 'message_count': fetched['message_count']}
        if rated_record:
            thread['rating_stats'] = rated_record.sudo().rating_get_stats()
        return thread
