"""A mailing's unsubscribe link and the subscriptions page's routes: opening
the link changes nothing (Odoo 17 unsubscribed on GET), a click or a mail
client's one-click POST unsubscribes, the lists to keep and to leave are
saved as sent, and the link's token is checked on every call.

Run alone: WEEKBOX_TEST_TAGS=/website_mass_mailing_widget
"""
import json
from html import unescape

from odoo.tests import HttpCase, tagged

from odoo.addons.website_mass_mailing_widget.tests.common import NewsletterCommon


@tagged('post_install', '-at_install')
class TestUnsubscribe(NewsletterCommon, HttpCase):

    def page(self, params, method='GET', data=None):
        url = f'/mailing/{self.mailing.id}/unsubscribe'
        if method == 'GET':
            return self.url_open(url + '?' + '&'.join(f'{key}={value}' for key, value in params.items()))
        return self.url_open(url, data=dict(params, **(data or {})))

    def props(self, html):
        start = html.index('data-widget="visitor-unsubscribe"')
        attribute = html.index('data-props="', start) + len('data-props="')
        return json.loads(unescape(html[attribute:html.index('"', attribute)]))

    def update(self, optin, optout, **link):
        params = dict(self.link_params(), mailing_id=self.mailing.id, **link)
        return self.rpc('/mailing/list/update', dict(
            params, lists_optin_ids=[lst.id for lst in optin], lists_optout_ids=[lst.id for lst in optout]))

    def test_opening_the_link_changes_nothing_and_shows_the_page(self):
        page = self.page(self.link_params())
        self.assertEqual(page.status_code, 200)
        self.assertEqual(self.opted_out(), {self.weekly: False, self.recipes: False})
        props = self.props(page.text)
        self.assertEqual((props['mailingId'], props['email'], props['mailingName'], props['mailingListIds']),
                         (self.mailing.id, self.email, "This week's menu (test)", self.weekly.ids))
        self.assertLessEqual({(self.weekly.id, True), (self.recipes.id, True)},
                             {(lst['id'], lst['subscribed']) for lst in props['lists']})
        self.assertNotIn(self.staff.id, [lst['id'] for lst in props['lists']])

    def test_a_link_with_a_bad_token_opens_nothing(self):
        for params in (dict(self.link_params(), hash_token='0' * 128),
                       dict(self.link_params(), email='someone.else@example.com'),
                       dict(self.link_params(), document_id='abc'),
                       {k: v for k, v in self.link_params().items() if k != 'hash_token'}):
            with self.subTest(params={k: v for k, v in params.items() if k != 'hash_token'}):
                page = self.page(params)
                self.assertEqual(page.status_code, 403)
                self.assertNotIn('Traceback', page.text)
        self.assertEqual(self.opted_out(), {self.weekly: False, self.recipes: False})

    def test_the_one_click_post_of_mail_clients_unsubscribes(self):
        response = self.url_open(f'/mailing/{self.mailing.id}/unsubscribe_oneclick', data=self.link_params())
        self.assertEqual(response.status_code, 200)
        self.assertEqual(self.opted_out(), {self.weekly: True, self.recipes: False})

    def test_the_pages_own_form_unsubscribes_without_javascript(self):
        page = self.page(self.link_params())
        token = page.text.split('name="csrf_token" value="', 1)[1].split('"', 1)[0]
        response = self.page(self.link_params(), method='POST', data={'csrf_token': token, 'confirm': '1'})
        self.assertEqual(response.status_code, 200)
        self.assertEqual(self.opted_out(), {self.weekly: True, self.recipes: False})

    def test_the_lists_to_keep_and_to_leave_are_saved_as_sent(self):
        self.assertEqual(self.update([], [self.weekly]), 1)
        self.assertEqual(self.opted_out(), {self.weekly: True, self.recipes: False})
        self.assertEqual(self.update([self.weekly], [self.recipes]), 1)
        self.assertEqual(self.opted_out(), {self.weekly: False, self.recipes: True})
        # A private list the contact is not on is not joined; a list in both sets is refused.
        self.assertEqual(self.update([self.staff], []), 0)
        self.assertNotIn(self.staff, self.opted_out())
        self.rpc_error('/mailing/list/update', dict(
            self.link_params(), mailing_id=self.mailing.id,
            lists_optin_ids=[self.weekly.id], lists_optout_ids=[self.weekly.id]), name='ValidationError')

    def test_the_token_is_checked_on_every_call(self):
        for link, answer in ((dict(self.link_params(), hash_token='0' * 128), 'unauthorized'),
                             (dict(self.link_params(), email='someone.else@example.com'), 'unauthorized'),
                             (dict(self.link_params(), hash_token=None), 'error')):
            with self.subTest(answer=answer):
                self.assertEqual(self.rpc('/mailing/list/update', dict(
                    link, mailing_id=self.mailing.id,
                    lists_optin_ids=[], lists_optout_ids=[self.weekly.id, self.recipes.id])), answer)
                self.assertEqual(self.rpc('/mailing/blocklist/add', dict(link, mailing_id=self.mailing.id)), answer)
        self.assertEqual(self.opted_out(), {self.weekly: False, self.recipes: False})
        self.assertFalse(self.env['mail.blacklist'].sudo().search([('email', '=', self.email)]))
        for junk in ({'lists_optin_ids': 'all'}, {'lists_optout_ids': [0]}, {'document_id': 'x'}):
            with self.subTest(junk=junk):
                params = dict(self.link_params(), mailing_id=self.mailing.id, lists_optin_ids=[], lists_optout_ids=[])
                self.rpc_error('/mailing/list/update', dict(params, **junk), name='ValidationError')
