"""Fixtures of the portal widgets' tests: a portal customer of their own per
test class (a fresh database and one earlier runs left behind both work), and
readers of a page's widget props and field messages."""
import json

from lxml import html

from odoo.tests import HttpCase, new_test_user


class PortalWidgetCommon(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.belgium = cls.env.ref('base.be')
        cls.united_states = cls.env.ref('base.us')
        cls.new_york = cls.env.ref('base.state_us_27')
        cls.ontario = cls.env.ref('base.state_ca_on')
        cls.customer = new_test_user(
            cls.env, login='wb_portal_widget_customer', groups='base.group_portal',
            name='Pia Portal', email='pia.portal@example.com')
        cls.customer.partner_id.write({
            'street': 'Rue Neuve 1', 'city': 'Bruxelles', 'zip': '1000', 'country_id': cls.belgium.id,
            'phone': '+32 470 00 00 00',
        })

    def login_customer(self):
        self.authenticate(self.customer.login, self.customer.login)

    def page(self, url, data=None):
        """The page at `url` (posted `data` with the session's CSRF token), as an lxml tree."""
        if data is None:
            response = self.url_open(url)
        else:
            response = self.url_open(url, data={**data, 'csrf_token': self.csrf_token()}, allow_redirects=False)
        self.assertIn(response.status_code, (200, 303), url)
        return response, html.fromstring(response.content) if response.status_code == 200 else None

    def csrf_token(self):
        tree = html.fromstring(self.url_open('/my/account').content)
        return tree.xpath('//input[@name="csrf_token"]/@value')[0]

    def widget_props(self, tree, widget):
        islands = tree.xpath(f'//*[@data-widget="{widget}"]')
        self.assertEqual(len(islands), 1, f"one {widget} island")
        return json.loads(islands[0].get('data-props'))
