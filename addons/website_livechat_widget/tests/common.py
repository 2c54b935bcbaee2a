from odoo import Command
from odoo.tests.common import Opener

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin

NOT_AVAILABLE = "This document is not available."


class LivechatCommon(RouteCallsMixin):
    """The website's live chat channel answered by an operator who is online,
    and the visitors who chat on it (each their own browser)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.operator = cls.env['res.users'].with_context(no_reset_password=True).create({
            'name': 'Olga Operator', 'login': 'wb_livechat_operator', 'password': 'wb_livechat_operator',
            'livechat_username': 'Olga',
            'groups_id': [Command.set([cls.env.ref('base.group_user').id,
                                       cls.env.ref('im_livechat.im_livechat_group_user').id])],
        })
        cls.env['bus.presence'].create({'user_id': cls.operator.id, 'status': 'online'})
        cls.channel = cls.env['im_livechat.channel'].create({
            'name': 'Weekbox help (test)', 'user_ids': [Command.set(cls.operator.ids)],
            'default_message': 'Hello, how can we help?',
        })
        cls.env.ref('website.default_website').channel_id = cls.channel

    def visitor(self):
        """A new visitor: a browser of their own."""
        return Opener(self.cr)

    def start_session(self, visitor):
        """The session `visitor` starts with their first message (get_session, persisted)."""
        return self.rpc('/im_livechat/get_session', {
            'channel_id': self.channel.id, 'anonymous_name': 'Visitor', 'persisted': True,
        }, visitor=visitor)

    def discuss_channel(self, session):
        return self.env['discuss.channel'].sudo().browse(session['id'])

    def ratings(self, session):
        return self.env['rating.rating'].sudo().search([
            ('res_model', '=', 'discuss.channel'), ('res_id', '=', session['id'])])
