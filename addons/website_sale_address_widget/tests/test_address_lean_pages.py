"""Lean visitor pages (issue #34) on the checkout's address steps: the address
form (/shop/address) and the address cards (/shop/checkout) are this addon's
widgets, so these pages load no Odoo frontend bundle for a visitor or a
customer, unless Odoo's address autocomplete is installed or Google Analytics
waits for the "Sign in" link's event from Odoo's JS. Debug mode says why
(website_weekbox_site).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_address_widget:TestAddressLeanPages
"""
from odoo.tests import tagged

from odoo.addons.website_weekbox.tests.common import LAZY_BUNDLE, LeanReasonsMixin

from .common import AddressWidgetCommon

SIGN_IN_EVENT = "Google Analytics' sign-in event of the checkout is sent by Odoo's JS"


# The lean pages are website_weekbox_site's, which the run as a production
# install (without demo data: the meal-box modules alone) does not install.
@tagged('post_install', '-at_install', 'weekbox_needs_demo')
class TestAddressLeanPages(LeanReasonsMixin, AddressWidgetCommon):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.make_lean_site(cls.website, google_analytics_key=False)

    def test_address_form_of_a_visitor_is_lean(self):
        self._start_cart()
        self.assertEqual(self.reasons('/shop/address'), [])
        self.assertNotIn(LAZY_BUNDLE, self.url_open('/shop/address').text)

    def test_address_cards_and_form_of_a_customer_are_lean(self):
        self._start_cart(self.customer)
        self.assertEqual(self.reasons('/shop/checkout'), [])
        self.assertEqual(self.reasons(f'/shop/address?mode=billing&partner_id={self.customer.partner_id.id}'), [])

    def test_google_analytics_waits_for_the_sign_in_event(self):
        self.website.google_analytics_key = 'G-WEEKBOX0TEST'
        self._start_cart()
        self.assertEqual(self.reasons('/shop/address'), [SIGN_IN_EVENT])
        # No "Sign in" link: checkout as a guest only, or a customer signed in.
        self.website.account_on_checkout = 'disabled'
        self.assertEqual(self.reasons('/shop/address'), [])
        self.website.account_on_checkout = 'optional'
        self._start_cart(self.customer)
        self.assertEqual(self.reasons(f'/shop/address?mode=billing&partner_id={self.customer.partner_id.id}'), [])
        self.assertEqual(self.reasons('/shop/checkout'), [])

    def test_odoos_address_autocomplete(self):
        self.env['ir.module.module']._get('website_sale_autocomplete').state = 'installed'
        self._start_cart()
        self.assertEqual(self.reasons('/shop/address'), ["the address form's autocomplete is Odoo's"])
