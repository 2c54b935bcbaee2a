"""The rating statistics of a discussion thread (widgets/core/rpc/routes/
thread-routes.ts): Odoo 17's chatter routes never return them (portal_rating
only puts them on each message of a page, and a filtered or empty page has
none), so the rating card asks for them here."""
from odoo import http

from .thread_record import rated_thread_record


class PortalThreadController(http.Controller):

    @http.route('/portal/thread/rating_stats', type='json', auth='public', website=True, weekbox_rpc=True)
    def portal_thread_rating_stats(self, res_model=None, res_id=None, token=None, hash=None, pid=None):
        """{avg, total, percent: {1..5}} of the ratings of `res_model`'s
        record `res_id` (rating.mixin's rating_get_stats), for a visitor who
        may read its thread (thread_record.rated_thread_record)."""
        return rated_thread_record(res_model, res_id, token, hash, pid).sudo().rating_get_stats()
