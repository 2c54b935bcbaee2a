from odoo import _, api, models
from odoo.exceptions import AccessError


class DiscussChannel(models.Model):
    _inherit = 'discuss.channel'

    @api.model
    def _weekbox_visitor_livechat(self, uuid):
        """The live chat session `uuid`, sudo-ed, when the current visitor is
        its visitor: the guest of the request (add_guest_to_context) or the
        logged-in user, a member of it who is not its operator. Raises
        AccessError otherwise, with the same answer for a session that does
        not exist (uuids cannot be probed)."""
        not_available = AccessError(_("This document is not available."))
        if not isinstance(uuid, str) or not 0 < len(uuid) <= 50:
            raise not_available
        channel = self.sudo().search([('uuid', '=', uuid), ('channel_type', '=', 'livechat')], limit=1)
        if not channel:
            raise not_available
        guest = self.env['mail.guest']._get_guest_from_context()
        user = self.env.user
        partner = user.partner_id if not user._is_public() else self.env['res.partner']
        visitor = channel.channel_member_ids.filtered(
            lambda member: (guest and member.guest_id == guest) or (partner and member.partner_id == partner))
        if not visitor or (partner and partner == channel.livechat_operator_id):
            raise not_available
        return channel
