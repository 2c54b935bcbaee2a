"""Odoo's sign-up (/web/signup) limited per visitor: each post may create an
account and send a welcome e-mail to any address typed.

Run alone: WEEKBOX_TEST_TAGS=/website_weekbox_site:TestSignupLimit
"""
import re

from lxml import html

from odoo.tests import HttpCase, tagged

from odoo.addons.website_weekbox_site.const import SIGNUP_ATTEMPT_LIMITS

TOO_MANY = "Too many sign-ups from this connection. Please wait a while and try again."
LIMIT_PARAM = 'website_weekbox_site.signup_attempt_limit_%s'


@tagged('post_install', '-at_install')
class TestSignupLimit(HttpCase):

    def setUp(self):
        super().setUp()
        self.env['ir.config_parameter'].sudo().set_param('auth_signup.invitation_scope', 'b2c')
        self.stamp = re.sub(r'\D', '', str(self.env.cr.now()))

    def set_limit(self, field, value):
        self.env['ir.config_parameter'].sudo().set_param(LIMIT_PARAM % field, str(value))

    def new_visitor(self):
        """ Another browser: no session cookie. """
        self.opener.cookies.clear()

    def sign_up(self, login, password='weekbox-secret', confirm=None):
        """ The sign-up form posted as a browser posts it: the page's answer
        (the form again with its error, or where it led). """
        page = self.url_open('/web/signup').text
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        response = self.url_open('/web/signup', data={
            'login': login, 'name': 'Limit Tester', 'password': password,
            'confirm_password': confirm or password, 'csrf_token': token,
        })
        self.assertEqual(response.status_code, 200)
        return response

    def error_of(self, response):
        document = html.fromstring(response.content)
        alerts = document.xpath("//form[hasclass('oe_signup_form')]//*[hasclass('alert-danger')]")
        return ' '.join(alerts[0].text_content().split()) if alerts else None

    def users(self, login):
        return self.env['res.users'].sudo().search_count([('login', '=', login)])

    def test_a_visitor_signs_up_up_to_the_limit_then_is_refused(self):
        self.assertEqual(SIGNUP_ATTEMPT_LIMITS['session_key'], 5)
        self.set_limit('session_key', 2)
        login = f'limit-{self.stamp}@example.com'
        # Refused sign-ups count too (each could try an address).
        for _attempt in range(2):
            self.assertEqual(self.error_of(self.sign_up(login, confirm='other-secret')),
                             "Passwords do not match; please retype them.")
        refused = self.sign_up(login)
        self.assertEqual(self.error_of(refused), TOO_MANY)
        self.assertEqual(self.users(login), 0, "a refused sign-up creates nothing, sends nothing")
        # What was typed comes back.
        [field] = html.fromstring(refused.content).xpath("//input[@name='login']")
        self.assertEqual(field.get('value'), login)

        # Another visitor at the same address (tests come from 127.0.0.1) may.
        self.new_visitor()
        self.assertIsNone(self.error_of(self.sign_up(login)))
        self.assertEqual(self.users(login), 1)

    def test_the_address_is_limited_across_sessions(self):
        self.set_limit('ip_address', 2)
        for visitor in range(2):
            self.new_visitor()
            self.sign_up(f'address-{visitor}-{self.stamp}@example.com')
        self.new_visitor()
        login = f'address-2-{self.stamp}@example.com'
        self.assertEqual(self.error_of(self.sign_up(login)), TOO_MANY)
        self.assertEqual(self.users(login), 0)

    def test_attempts_keep_who_posted_never_what(self):
        self.sign_up(f'privacy-{self.stamp}@example.com', confirm='other-secret')
        attempt = self.env['weekbox.signup.attempt'].sudo().search([], limit=1)
        self.assertEqual(attempt.ip_address, '127.0.0.1')
        self.assertTrue(attempt.session_key)
        self.assertFalse(attempt.partner_id)
        # Opening the form is no attempt.
        self.url_open('/web/signup')
        self.assertEqual(self.env['weekbox.signup.attempt'].sudo().search_count([]), 1)
