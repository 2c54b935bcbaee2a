import re

from odoo import _, models
from odoo.exceptions import AccessError, ValidationError
from odoo.http import request

from odoo.addons.website_mail_follow_widget.const import EMAIL_MAX_LENGTH, EMAIL_SHAPE
from odoo.addons.website_weekbox.params import ID_RE


class Website(models.Model):
    _inherit = 'website'

    def _prepare_weekbox_follow_props(self, model, res_id):
        """The props of a follow control (widgets/portal/follow) for the
        current visitor, or None when they may not follow the record (it is
        not theirs to read: e.g. an order page reached with its token only).

        `following` is the server's state at rendering; the widget asks
        /website_mail/is_follower again for every control of the page."""
        try:
            record = self._weekbox_followable_record(model, res_id)
        except (AccessError, ValidationError):
            return None
        partner = self._weekbox_follow_partner()
        following = self._weekbox_is_following(record, partner)
        if following and not request.env.user._is_public() \
                and self._weekbox_reads_only_as_follower(record, partner):
            # Their own order: /website_mail/follow refuses the unfollow (it
            # would take the order out of their portal), so a button could
            # only ever be refused.
            return None
        return {
            'id': record.id,
            'model': record._name,
            'following': following,
            # Odoo's ?unsubscribe (links of its e-mails): shown as followed until an e-mail is given.
            'unsubscribe': 'unsubscribe' in request.params,
            'emailField': request.env.user._is_public(),
        }

    def _weekbox_followable_record(self, model, res_id):
        """The record `model`,`res_id` of a follow request, for the current
        user, once checked: a followable model (mail.thread), an existing
        record the user may read. Raises ValidationError for params that are
        no such thing, AccessError (Odoo's own check) for a record they may
        not read."""
        if not isinstance(model, str) or model not in request.env \
                or 'message_follower_ids' not in request.env[model]._fields:
            raise ValidationError(_("This record cannot be followed."))
        if isinstance(res_id, bool) or not isinstance(res_id, (int, str)) or not ID_RE.fullmatch(str(res_id)) \
                or not 0 < int(res_id) < 2 ** 31:
            raise ValidationError(_("This record cannot be followed."))
        record = request.env[model].browse(int(res_id))
        if not record.exists():
            # The same answer as a record one may not read: ids cannot be probed.
            raise AccessError(_("This document is not available."))
        record.check_access_rights('read')
        record.check_access_rule('read')
        return record

    def _weekbox_follow_partner(self):
        """Who follows for the current visitor: a logged-in user's partner, a
        visitor's partner their session followed with (website_mail stores it
        in the session), or nobody."""
        Partner = request.env['res.partner'].sudo()
        if not request.env.user._is_public():
            return request.env.user.partner_id
        partner_id = request.session.get('partner_id')
        return Partner.browse(partner_id).exists() if isinstance(partner_id, int) else Partner

    def _weekbox_reads_only_as_follower(self, record, partner):
        """Whether the current user reads `record` only as one of its
        followers (sale's portal rule on a customer's orders): tried in a
        savepoint rolled back, the follower kept."""
        if not request.env.user.share or not self._weekbox_has_follower_read_rule(record._name):
            return False  # their rights on it do not hang on following: nothing to try
        reads_without = True

        class _TryOnly(Exception):
            pass

        try:
            with request.env.cr.savepoint():
                record.sudo().message_unsubscribe(partner.ids)
                reads_without = bool(record._filter_access_rules('read'))
                raise _TryOnly()
        except _TryOnly:
            pass
        return not reads_without

    def _weekbox_has_follower_read_rule(self, model):
        """Whether a read rule of `model` grants records through their followers."""
        rules = self.env['ir.rule'].sudo().search([('model_id.model', '=', model), ('perm_read', '=', True)])
        return any(field in (rule.domain_force or '') for rule in rules
                   for field in ('message_partner_ids', 'message_follower_ids'))

    def _weekbox_is_following(self, record, partner):
        return bool(partner) and bool(request.env['mail.followers'].sudo().search_count([
            ('res_model', '=', record._name), ('res_id', '=', record.id), ('partner_id', '=', partner.id),
        ], limit=1))

    def _weekbox_check_follow_email(self, email):
        """The visitor's e-mail, trimmed, when it has the shape the widget
        asks for (something@something); raises ValidationError otherwise."""
        email = email.strip() if isinstance(email, str) else ''
        if not email:
            raise ValidationError(_("Type your e-mail address to follow."))
        if len(email) > EMAIL_MAX_LENGTH or not re.match(EMAIL_SHAPE, email):
            raise ValidationError(_("Type an e-mail address like name@example.com."))
        return email
