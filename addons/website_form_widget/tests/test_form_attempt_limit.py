import re

from odoo import http
from odoo.tests import new_test_user, tagged

from odoo.addons.website_form_widget.const import FORM_ATTEMPT_LIMITS
from odoo.addons.website_form_widget.tests.common import WebsiteFormCommon


@tagged('post_install', '-at_install')
class TestFormAttemptLimit(WebsiteFormCommon):

    def _mails(self, subject):
        return self.env['mail.mail'].sudo().search([('subject', '=', subject)])

    def test_a_visitor_sends_forms_up_to_the_limit_then_is_refused(self):
        subject = 'weekbox-form-limit-%s' % self.env.cr.now().timestamp()
        limit = FORM_ATTEMPT_LIMITS['session_key']
        for _form in range(limit):
            self.assertIn('id', self._post_form('mail.mail', self._contact_values(subject)))
        self.assertEqual(len(self._mails(subject)), limit)

        self.assertEqual(self._post_form('mail.mail', self._contact_values(subject)), {'error': self.TOO_MANY})
        self.assertEqual(len(self._mails(subject)), limit, "a refused form creates nothing")

    def test_another_visitor_is_not_blocked_by_the_first(self):
        self.env['ir.config_parameter'].sudo().set_param('website_form_widget.form_attempt_limit_session_key', '2')
        for _form in range(2):
            self.assertIn('id', self._post_form('mail.mail', self._contact_values('first visitor')))
        self.assertEqual(self._post_form('mail.mail', self._contact_values('first visitor')), {'error': self.TOO_MANY})

        # Same address (tests come from 127.0.0.1), another session.
        self._new_visitor()
        self.assertIn('id', self._post_form('mail.mail', self._contact_values('second visitor')))

    def test_a_system_parameter_sets_a_limit(self):
        self.env['ir.config_parameter'].sudo().set_param('website_form_widget.form_attempt_limit_ip_address', '3')
        for visitor in range(3):
            self._new_visitor()
            self.assertIn('id', self._post_form('mail.mail', self._contact_values(f'visitor {visitor}')))
        # A fourth session from the same address is refused.
        self._new_visitor()
        self.assertEqual(self._post_form('mail.mail', self._contact_values('visitor 4')), {'error': self.TOO_MANY})

        # A value that is no positive number falls back to the default.
        self.env['ir.config_parameter'].sudo().set_param('website_form_widget.form_attempt_limit_ip_address', 'zero')
        self.assertEqual(
            self.env['weekbox.form.attempt']._weekbox_attempt_limits()['ip_address'], FORM_ATTEMPT_LIMITS['ip_address'])

    def test_attempts_count_no_more_after_the_window(self):
        self.env['ir.config_parameter'].sudo().set_param('website_form_widget.form_attempt_limit_session_key', '1')
        self.assertIn('id', self._post_form('mail.mail', self._contact_values('in the window')))
        self.assertEqual(self._post_form('mail.mail', self._contact_values('in the window')), {'error': self.TOO_MANY})

        attempts = self.env['weekbox.form.attempt'].sudo().search([])
        self.assertEqual(len(attempts), 1, "a refused attempt is not kept (it does not extend the wait)")
        self.env.cr.execute(
            "UPDATE weekbox_form_attempt SET create_date = create_date - interval '11 minutes' WHERE id IN %s",
            [tuple(attempts.ids)],
        )
        attempts.invalidate_recordset()
        self.assertIn('id', self._post_form('mail.mail', self._contact_values('after the window')))
        self.env['weekbox.form.attempt']._gc_expired_attempts()
        self.assertEqual(len(self.env['weekbox.form.attempt'].sudo().search([])), 1)

    def _logged_in_values(self, subject):
        """ A logged-in visitor's form carries the page's CSRF token (Odoo checks it for them). """
        page = self.url_open('/contactus').text
        token = re.search(r'csrf_token: "([^"]+)"', page).group(1)
        return dict(self._contact_values(subject), csrf_token=token)

    def test_an_account_is_limited_across_its_sessions(self):
        params = self.env['ir.config_parameter'].sudo()
        params.set_param('website_form_widget.form_attempt_limit_partner_id', '2')
        portal = new_test_user(self.env, login='form_limit_portal', groups='base.group_portal',
                               email='form.limit.portal@example.com')
        self.authenticate('form_limit_portal', 'form_limit_portal')
        for _form in range(2):
            self.assertIn('id', self._post_form('mail.mail', self._logged_in_values('account')))
        # A new login is a new session, not a new account.
        self.authenticate('form_limit_portal', 'form_limit_portal')
        self.assertEqual(self._post_form('mail.mail', self._logged_in_values('account')), {'error': self.TOO_MANY})
        attempts = self.env['weekbox.form.attempt'].sudo().search([])
        self.assertEqual(attempts.partner_id, portal.partner_id)
        # Another account from the same address may still.
        self.authenticate('admin', 'admin')
        self.assertIn('id', self._post_form('mail.mail', self._logged_in_values('other account')))

    def test_attempts_keep_who_sent_never_what(self):
        self._post_form('mail.mail', self._contact_values('privacy'))
        attempt = self.env['weekbox.form.attempt'].sudo().search([], limit=1)
        self.assertEqual(attempt.ip_address, '127.0.0.1')
        self.assertTrue(attempt.session_key)
        self.assertNotEqual(attempt.session_key, self.opener.cookies.get('session_id'))
        self.assertFalse(attempt.partner_id)

    def test_a_mail_form_without_its_signature_is_an_error_not_a_crash(self):
        values = self._contact_values('unsigned')
        del values['website_form_signature']
        self.assertEqual(
            self._post_form('mail.mail', values),
            {'error': "This form cannot be sent. Please reload the page and try again."},
        )


@tagged('post_install', '-at_install')
class TestSaleOrderFormRoute(WebsiteFormCommon):
    """ website_sale's own form route (/website/form/shop.sale.order, the
    checkout's extra info) counts against the same limit and refuses the
    same posts: it cannot be used to reach around them. """

    def test_the_checkout_form_route_is_limited_and_checked_too(self):
        self.env['ir.config_parameter'].sudo().set_param('website_form_widget.form_attempt_limit_session_key', '2')
        self.authenticate(None, None)
        # Unlike the other forms, Odoo's route asks the page's CSRF token.
        csrf_token = http.Request.csrf_token(self)
        # No cart in this session: Odoo's own answer, but counted.
        self.assertEqual(self._post_form('shop.sale.order', {'client_order_ref': 'PO-1', 'csrf_token': csrf_token}),
                         {'error': "No order found; please add a product to your cart."})
        self.assertEqual(self._post_form('shop.sale.order', {'client_order_ref': 'PO\x00-2', 'csrf_token': csrf_token}),
                         {'error': "The form contains characters that cannot be saved."})
        self.assertEqual(self._post_form('shop.sale.order', {'client_order_ref': 'PO-3', 'csrf_token': csrf_token}),
                         {'error': self.TOO_MANY})
        self.assertEqual(self._post_form('mail.mail', self._contact_values('after the checkout forms')),
                         {'error': self.TOO_MANY})
