"""The record behind a thread's rating statistics, as the visitor may read
it: /portal/thread/rating_stats and the answer of /mail/chatter_post share it."""
import re

from odoo import _
from odoo.exceptions import AccessError, ValidationError
from odoo.http import request

from odoo.addons.portal.controllers.mail import _check_special_access
from odoo.addons.website_weekbox.params import as_id, as_text

MODEL_NAME_RE = re.compile(r'[a-z][a-z0-9_]*(\.[a-z0-9_]+)+')
MAX_TOKEN = 200


def rated_thread_record(res_model, res_id, token, hash, pid):
    """The record whose thread (and ratings) the visitor may read: with its
    access token (`token`), a partner's signed token (`hash` + `pid`), or
    else the visitor's own access rights, as /mail/chatter_fetch decides.
    A record that does not exist and one the visitor may not read are
    refused alike, so ids cannot be probed."""
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
        raise _refusal()
    if token or (signature and partner_id):
        if Model._mail_post_token_field not in Model._fields \
                or not _check_special_access(model_name, record_id, token=token, _hash=signature,
                                             pid=partner_id):
            raise _refusal()
        return record.sudo()
    try:
        record.check_access_rights('read')
        record.check_access_rule('read')
    except AccessError:
        raise _refusal() from None
    return record


def _refusal():
    return AccessError(_("This discussion does not exist or you may not read it."))
