"""website_mass_mailing's newsletter routes as the newsletter enhancer calls
them: public lists only, an e-mail of the shape text@text, a limit per
visitor. Every answer is checked against the route map.

Run alone: WEEKBOX_TEST_TAGS=/website_mass_mailing_widget
"""
from odoo.tests import HttpCase, tagged

from odoo.addons.website_mass_mailing_widget.const import SUBSCRIBE_ATTEMPT_LIMIT_PARAM
from odoo.addons.website_mass_mailing_widget.tests.common import BAD_EMAIL, NOT_AVAILABLE, TOO_MANY, NewsletterCommon


@tagged('post_install', '-at_install')
class TestNewsletterRoutes(NewsletterCommon, HttpCase):

    def subscribe(self, email, mailing_list=None, visitor=None):
        return self.rpc('/website_mass_mailing/subscribe', {
            'list_id': (mailing_list or self.recipes).id, 'value': email, 'subscription_type': 'email'},
            visitor=visitor)

    def test_a_visitor_subscribes_and_is_known_as_a_subscriber_after(self):
        self.authenticate(None, None)
        status = {'list_id': self.recipes.id, 'subscription_type': 'email'}
        self.assertEqual(self.rpc('/website_mass_mailing/is_subscriber', status),
                         {'is_subscriber': False, 'value': None})
        self.assertEqual(self.subscribe(' nina.new@example.com '),
                         {'toast_type': 'success', 'toast_content': 'Thanks for subscribing!'})
        self.assertEqual(self.opted_out('nina.new@example.com'), {self.recipes: False})
        self.assertEqual(self.rpc('/website_mass_mailing/is_subscriber', status),
                         {'is_subscriber': True, 'value': 'nina.new@example.com'})

    def test_an_email_without_its_shape_is_refused_and_creates_no_contact(self):
        contacts = self.env['mailing.contact'].sudo().search_count([])
        for email in ('nina', 'nina@', '@example.com', 'nina at example.com', 'ni na@example.com', '',
                      'n' * 250 + '@example.com'):
            with self.subTest(email=email):
                self.rpc_error('/website_mass_mailing/subscribe', {
                    'list_id': self.recipes.id, 'value': email, 'subscription_type': 'email'},
                    name='ValidationError', message=None if len(email) > 254 else BAD_EMAIL)
        self.assertEqual(self.env['mailing.contact'].sudo().search_count([]), contacts)

    def test_only_public_lists_take_visitors(self):
        for list_id in (self.staff.id, 2 ** 31 - 1):
            self.rpc_error('/website_mass_mailing/subscribe', {
                'list_id': list_id, 'value': 'nina.new@example.com', 'subscription_type': 'email'},
                name='ValidationError', message=NOT_AVAILABLE)
            self.rpc_error('/website_mass_mailing/is_subscriber', {'list_id': list_id, 'subscription_type': 'email'},
                           name='ValidationError', message=NOT_AVAILABLE)
        self.assertFalse(self.opted_out('nina.new@example.com'))
        for params in ({'list_id': 'x', 'value': 'a@b.c', 'subscription_type': 'email'},
                       {'list_id': self.recipes.id, 'value': ['a@b.c'], 'subscription_type': 'email'},
                       {'list_id': self.recipes.id, 'value': 'a@b.c', 'subscription_type': 'fax'}):
            with self.subTest(params=params):
                self.rpc_error('/website_mass_mailing/subscribe', params, name='ValidationError')

    def test_subscriptions_are_limited_per_visitor(self):
        self.env['ir.config_parameter'].sudo().set_param(SUBSCRIBE_ATTEMPT_LIMIT_PARAM % 'session_key', '2')
        visitor = self.visitor()
        self.subscribe('one@example.com', visitor=visitor)
        self.subscribe('two@example.com', visitor=visitor)
        self.rpc_error('/website_mass_mailing/subscribe', {
            'list_id': self.recipes.id, 'value': 'three@example.com', 'subscription_type': 'email'},
            visitor=visitor, name='UserError', message=TOO_MANY)
        self.assertFalse(self.opted_out('three@example.com'))
        # Another visitor has their own count; a bad e-mail counts for nobody.
        self.assertEqual(self.subscribe('four@example.com', visitor=self.visitor())['toast_type'], 'success')
