"""The demo shop's live chat (data/livechat_demo.xml): the website's channel is
"Weekbox help", answered by admin, with a rule opening the chat by itself
after a timer; the page's widget is given that channel. Demo data only:
without the module's demo, none of it may be there.

Run alone: WEEKBOX_TEST_TAGS=/website_livechat_widget:TestLivechatDemo
"""
from odoo.tests import HttpCase, tagged


@tagged('post_install', '-at_install')
class TestLivechatDemo(HttpCase):

    def setUp(self):
        super().setUp()
        self.channel = self.env.ref('website_livechat_widget.channel_weekbox_help', raise_if_not_found=False)
        if not self.channel:
            self.skipTest("installed without demo data")

    def test_the_website_chat_is_weekbox_help_answered_by_admin(self):
        self.assertEqual(self.channel.name, 'Weekbox help')
        self.assertEqual(self.channel.user_ids, self.env.ref('base.user_admin'))
        self.assertEqual(self.env.ref('website.default_website').channel_id, self.channel)
        page = self.url_open('/contactus').text
        self.assertIn('data-widget="visitor-livechat"', page)
        self.assertIn(f'&#34;channelId&#34;: {self.channel.id}', page)

    def test_a_rule_opens_the_chat_by_itself_after_its_timer(self):
        rules = self.channel.rule_ids.filtered(lambda rule: rule.action == 'auto_popup')
        self.assertEqual(len(rules), 1)
        self.assertGreater(rules.auto_popup_timer, 0)
        # Its pages: the meal box's and the shop's, not every page.
        self.assertRegex('/mealbox', rules.regex_url)
        self.assertRegex('/shop/cart', rules.regex_url)
        self.assertNotRegex('/contactus', rules.regex_url)
        # As /im_livechat/init finds it from the page's address (its Referer).
        Rule = self.env['im_livechat.channel.rule']
        self.assertEqual(Rule.match_rule(self.channel.id, f'{self.base_url()}/mealbox?meal=3'), rules)
        self.assertFalse(Rule.match_rule(self.channel.id, f'{self.base_url()}/contactus'))
