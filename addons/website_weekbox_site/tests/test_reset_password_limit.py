"""Odoo's password reset (/web/reset_password) limited per visitor: each
request sends an e-mail to the account the typed login names.

Run alone: WEEKBOX_TEST_TAGS=/website_weekbox_site:TestResetPasswordLimit
"""
import re

from lxml import html

from odoo.tests import HttpCase, new_test_user, tagged

from odoo.addons.mail.tests.common import MockEmail

from odoo.addons.website_weekbox_site.const import RESET_ATTEMPT_LIMITS

TOO_MANY = "Too many password reset requests from this connection. Please wait a while and try again."
SENT = "Password reset instructions sent to your email"
LIMIT_PARAM = 'website_weekbox_site.reset_attempt_limit_%s'


@tagged('post_install', '-at_install')
class TestResetPasswordLimit(HttpCase, MockEmail):

    def setUp(self):
        super().setUp()
        self.env['ir.config_parameter'].sudo().set_param('auth_signup.reset_password', True)
        stamp = re.sub(r'\D', '', str(self.env.cr.now()))
        self.login = f'reset-{stamp}@example.com'
        new_test_user(self.env, login=self.login, email=self.login, groups='base.group_portal')

    def set_limit(self, field, value):
        self.env['ir.config_parameter'].sudo().set_param(LIMIT_PARAM % field, str(value))

    def request_reset(self, login):
        """ The reset form posted as a browser posts it: the page's answer. """
        page = self.url_open('/web/reset_password').text
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        response = self.url_open('/web/reset_password', data={'login': login, 'csrf_token': token})
        self.assertEqual(response.status_code, 200)
        return response

    def alert_of(self, response, kind):
        document = html.fromstring(response.content)
        alerts = document.xpath(f"//*[hasclass('alert-{kind}')]")
        return ' '.join(alerts[0].text_content().split()) if alerts else None

    def reset_mails(self):
        """ The e-mails built for the account so far (Odoo sends them at once). """
        return len([mail for mail in self._mails if self.login in str(mail['email_to'])])

    def test_a_visitor_asks_up_to_the_limit_then_is_refused_and_nothing_is_sent(self):
        self.assertEqual(RESET_ATTEMPT_LIMITS['session_key'], 5)
        self.set_limit('session_key', 2)
        with self.mock_mail_gateway():
            for _attempt in range(2):
                self.assertEqual(self.alert_of(self.request_reset(self.login), 'success'), SENT)
            self.assertEqual(self.reset_mails(), 2)
            refused = self.request_reset(self.login)
            self.assertEqual(self.alert_of(refused, 'danger'), TOO_MANY)
            self.assertEqual(self.reset_mails(), 2, "a refused request sends nothing")
        # Another visitor at the same address (tests come from 127.0.0.1) may.
        self.opener.cookies.clear()
        self.assertEqual(self.alert_of(self.request_reset(self.login), 'success'), SENT)

    def test_the_address_is_limited_across_sessions(self):
        self.set_limit('ip_address', 2)
        for _visitor in range(2):
            self.opener.cookies.clear()
            self.request_reset(self.login)
        self.opener.cookies.clear()
        self.assertEqual(self.alert_of(self.request_reset(self.login), 'danger'), TOO_MANY)

    def test_opening_the_form_is_no_request_and_attempts_keep_no_login(self):
        self.url_open('/web/reset_password')
        self.assertEqual(self.env['weekbox.reset.attempt'].sudo().search_count([]), 0)
        self.request_reset(self.login)
        attempt = self.env['weekbox.reset.attempt'].sudo().search([])
        self.assertEqual(len(attempt), 1)
        self.assertEqual(attempt.ip_address, '127.0.0.1')
        self.assertNotIn('login', attempt._fields)
