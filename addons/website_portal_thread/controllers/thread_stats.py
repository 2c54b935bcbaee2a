"""The rating statistics of a discussion thread (widgets/core/rpc/routes/
thread-routes.ts): Odoo 17's chatter routes never return them (portal_rating
only puts them on each message of a page, and a filtered or empty page has
none), so the rating card asks for them here."""
import re

from odoo import _, http
from odoo.exceptions import AccessError, ValidationError
from odoo.http import request

from odoo.addons.portal.controllers.mail import _check_special_access
from odoo.addons.website_weekbox.params import as_id, as_text

MODEL_NAME_RE = re.compile(r'[a-z][a-z0-9_]*(\.[a-z0-9_]+)+')
MAX_TOKEN = 200


class PortalThreadController(http.Controller):

    @http.route('/portal/thread/rating_stats', type='json', auth='public', website=True, weekbox_rpc=True)
    def portal_thread_rating_stats(self, res_model=None, res_id=None, token=None, hash=None, pid=None):
        """{avg, total, percent: {1..5}} of the ratings of `res_model`'s
        record `res_id` (rating.mixin's rating_get_stats), for a visitor who
        may read its thread: with its access token (`token`), a partner's
        signed token (`hash` + `pid`), or else the visitor's own access rights,
        as /mail/chatter_fetch decides."""
        record = self._weekbox_thread_record(res_model, res_id, token, hash, pid)
        return record.sudo().rating_get_stats()

    def _weekbox_thread_record(self, res_model, res_id, token, hash, pid):
        """The record whose thread the visitor may read; refuses a record that
        does not exist and one the visitor may not read alike, so ids cannot
        be probed."""
        model_name = as_text(res_model, _("Model"), max_length=128, required=True)
        if not MODEL_NAME_RE.fullmatch(model_name) or model_name not in request.env.registry:
            raise ValidationError(_("Unknown model."))
        Model = request.env[model_name]
        if 'website_message_ids' not in Model._fields or not hasattr(Model, 'rating_get_stats'):
            raise ValidationError(_("This record has no ratings."))
        record_id = as_id(res_id, _("record"))
        token = as_text(token, _("Access token"), max_length=MAX_TOKEN)
        signature = as_text(hash, _("Signature"), max_length=MAX_TOKEN)
        partner_id = as_id(pid, _("partner"), required=False, default=False)
        record = Model.browse(record_id)
        if not record.sudo().exists():
            raise self._weekbox_refusal()
        if token or (signature and partner_id):
            if Model._mail_post_token_field not in Model._fields \
                    or not _check_special_access(model_name, record_id, token=token, _hash=signature,
                                                 pid=partner_id):
                raise self._weekbox_refusal()
            return record.sudo()
        try:
            record.check_access_rights('read')
            record.check_access_rule('read')
        except AccessError:
            raise self._weekbox_refusal() from None
        return record

    def _weekbox_refusal(self):
        return AccessError(_("This discussion does not exist or you may not read it."))
