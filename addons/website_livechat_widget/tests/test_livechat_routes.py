"""Odoo 17's live chat routes as the visitor-livechat widget calls them, with
this addon's checks: params, and the routes Odoo trusts to whoever knows a
session's uuid (rating, page history, leaving, transcript) acting for that
session's own visitor only. Every answer is checked against the route map.

Run alone: WEEKBOX_TEST_TAGS=/website_livechat_widget
"""
from odoo.tests import HttpCase, tagged

from odoo.addons.website_livechat_widget.const import TRANSCRIPT_ATTEMPT_LIMIT_PARAM
from odoo.addons.website_livechat_widget.tests.common import NOT_AVAILABLE, LivechatCommon


@tagged('post_install', '-at_install')
class TestLivechatRoutes(LivechatCommon, HttpCase):

    def test_init_says_whether_an_operator_is_available_as_a_boolean(self):
        visitor = self.visitor()
        self.assertEqual(self.rpc('/im_livechat/init', {'channel_id': self.channel.id}, visitor=visitor),
                         {'odoo_version': self.rpc('/im_livechat/init', {'channel_id': self.channel.id},
                                                   visitor=visitor)['odoo_version'],
                          'available_for_me': True, 'rule': {}})
        self.env['im_livechat.channel.rule'].create({
            'channel_id': self.channel.id, 'action': 'auto_popup', 'auto_popup_timer': 12})
        answer = self.rpc('/im_livechat/init', {'channel_id': self.channel.id}, visitor=visitor)
        self.assertEqual((answer['available_for_me'], answer['rule']['action'], answer['rule']['auto_popup_timer']),
                         (True, 'auto_popup', 12))
        # Odoo answers 0 when nobody is online: a boolean here, as the route map types it.
        self.env['bus.presence'].search([('user_id', '=', self.operator.id)]).last_poll = '2000-01-01 00:00:00'
        self.assertIs(self.rpc('/im_livechat/init', {'channel_id': self.channel.id})['available_for_me'], False)
        self.assertIs(self.rpc('/im_livechat/init', {'channel_id': 2 ** 31 - 1})['available_for_me'], False)
        for channel_id in ('abc', -1, None, [1], 2 ** 40):
            self.rpc_error('/im_livechat/init', {'channel_id': channel_id}, name='ValidationError')

    def test_get_session_checks_its_params_and_creates_nothing_until_persisted(self):
        channels = self.env['discuss.channel'].sudo().search_count([])
        offered = self.rpc('/im_livechat/get_session', {
            'channel_id': self.channel.id, 'anonymous_name': 'Visitor', 'persisted': False})
        self.assertEqual(offered['operator_pid'], [self.operator.partner_id.id, 'Olga'])
        self.assertEqual(self.env['discuss.channel'].sudo().search_count([]), channels)
        self.assertIs(self.rpc('/im_livechat/get_session', {
            'channel_id': 2 ** 31 - 1, 'anonymous_name': 'Visitor', 'persisted': True}), False)
        for params in ({'channel_id': 'x', 'anonymous_name': 'Visitor'},
                       {'channel_id': self.channel.id, 'anonymous_name': 'V' * 101},
                       {'channel_id': self.channel.id, 'anonymous_name': ['Visitor']},
                       {'channel_id': self.channel.id, 'anonymous_name': 'Visitor', 'persisted': 'maybe'},
                       {'channel_id': self.channel.id, 'anonymous_name': 'Visitor', 'previous_operator_id': 'x'}):
            with self.subTest(params=params):
                self.rpc_error('/im_livechat/get_session', params, name='ValidationError')
        self.assertEqual(self.env['discuss.channel'].sudo().search_count([]), channels)

    def test_a_visitor_rates_their_own_session_only_and_the_reason_is_text(self):
        ann, bob = self.visitor(), self.visitor()
        session = self.start_session(ann)
        self.assertTrue(session['guest_token'])
        self.rpc_error('/im_livechat/feedback', {'uuid': session['uuid'], 'rate': 1, 'reason': 'Spam'},
                       visitor=bob, name='AccessError', message=NOT_AVAILABLE)
        self.rpc_error('/im_livechat/feedback', {'uuid': 'not-a-session', 'rate': 5},
                       visitor=bob, name='AccessError', message=NOT_AVAILABLE)
        self.assertFalse(self.ratings(session))

        rating_id = self.rpc('/im_livechat/feedback', {
            'uuid': session['uuid'], 'rate': 1, 'reason': 'Too slow <img src=x onerror=alert(1)>\nreally'},
            visitor=ann)
        rating = self.ratings(session)
        self.assertEqual((rating.id, rating.rating, rating.feedback),
                         (rating_id, 1, 'Too slow <img src=x onerror=alert(1)>\nreally'))
        note = self.discuss_channel(session).message_ids.filtered(lambda m: m.message_type == 'notification')[:1]
        self.assertIn('Too slow &lt;img src=x onerror=alert(1)&gt;<br>really', note.body)
        self.assertNotIn('<img src="x"', note.body)
        for rate in (0, 6, 'great', None):
            self.rpc_error('/im_livechat/feedback', {'uuid': session['uuid'], 'rate': rate},
                           visitor=ann, name='ValidationError')

    def test_the_operator_does_not_rate_their_own_session(self):
        session = self.start_session(self.visitor())
        self.authenticate(self.operator.login, self.operator.login)
        self.rpc_error('/im_livechat/feedback', {'uuid': session['uuid'], 'rate': 5},
                       name='AccessError', message=NOT_AVAILABLE)
        self.assertFalse(self.ratings(session))

    def test_page_history_goes_to_the_operator_of_the_visitors_own_session_only(self):
        ann, bob = self.visitor(), self.visitor()
        session = self.start_session(ann)
        operator = self.operator.partner_id.id
        params = {'pid': operator, 'channel_uuid': session['uuid'], 'page_history': ['/shop', '/mealbox?meal=3']}
        self.rpc_error('/im_livechat/history', params, visitor=bob, name='AccessError', message=NOT_AVAILABLE)
        self.assertIs(self.rpc('/im_livechat/history', params, visitor=ann), True)
        self.rpc_error('/im_livechat/history', dict(params, pid=self.env.ref('base.partner_admin').id),
                       visitor=ann, name='ValidationError')
        for pages in (['javascript:alert(1)'], ['//evil.example/x'], ['https://evil.example'], ['/a'] * 16,
                      '/shop', [1], ['/"><script>']):
            with self.subTest(pages=pages):
                self.rpc_error('/im_livechat/history', dict(params, page_history=pages),
                               visitor=ann, name='ValidationError')

    def test_a_visitor_leaves_their_own_session_only(self):
        ann, bob = self.visitor(), self.visitor()
        session = self.start_session(ann)
        self.rpc_error('/im_livechat/visitor_leave_session', {'uuid': session['uuid']},
                       visitor=bob, name='AccessError', message=NOT_AVAILABLE)
        self.assertTrue(self.discuss_channel(session).livechat_active)
        self.assertIsNone(self.rpc('/im_livechat/visitor_leave_session', {'uuid': session['uuid']}, visitor=ann))
        self.assertFalse(self.discuss_channel(session).livechat_active)

    def test_transcripts_go_out_for_the_visitors_own_session_a_few_times(self):
        self.env['ir.config_parameter'].sudo().set_param(TRANSCRIPT_ATTEMPT_LIMIT_PARAM % 'session_key', '2')
        ann, bob = self.visitor(), self.visitor()
        session = self.start_session(ann)
        Mail = self.env['mail.mail'].sudo()
        sent = Mail.search_count([('email_to', '=', 'ann@example.com')])
        self.rpc_error('/im_livechat/email_livechat_transcript', {'uuid': session['uuid'], 'email': 'x@example.com'},
                       visitor=bob, name='AccessError', message=NOT_AVAILABLE)
        self.rpc_error('/im_livechat/email_livechat_transcript', {'uuid': session['uuid'], 'email': 'not an e-mail'},
                       visitor=ann, name='ValidationError')
        for _attempt in range(2):
            self.rpc('/im_livechat/email_livechat_transcript', {'uuid': session['uuid'], 'email': 'ann@example.com'},
                     visitor=ann)
        self.rpc_error('/im_livechat/email_livechat_transcript', {'uuid': session['uuid'], 'email': 'ann@example.com'},
                       visitor=ann, name='UserError')
        self.assertEqual(Mail.search_count([('email_to', '=', 'ann@example.com')]), sent + 2)

    def test_the_visitor_reads_and_writes_their_own_session_only(self):
        ann, bob = self.visitor(), self.visitor()
        session = self.start_session(ann)
        post = {'thread_model': 'discuss.channel', 'thread_id': session['id'], 'post_data': {
            'body': 'Hello &lt;b&gt;', 'message_type': 'comment', 'subtype_xmlid': 'mail.mt_comment'}}
        message = self.rpc('/mail/message/post', post, visitor=ann)
        self.assertEqual(message['author']['type'], 'guest')
        history = self.rpc('/discuss/channel/messages', {'channel_id': session['id'], 'limit': 100}, visitor=ann)
        self.assertIn(message['id'], [m['id'] for m in history['messages']])
        # Another visitor: not a member, neither read nor write (Odoo's NotFound, said as the site's refusal).
        for route, params in (('/mail/message/post', post),
                              ('/discuss/channel/messages', {'channel_id': session['id'], 'limit': 100})):
            data = self.rpc_error(route, params, visitor=bob, name='AccessError', message=NOT_AVAILABLE)
            self.assertNotIn('Hello', str(data))
        self.assertEqual(len(self.discuss_channel(session).message_ids.filtered(
            lambda m: m.message_type == 'comment')), 1)
