"""Lean visitor pages (issue #34) on the checkout's payment page
(/shop/payment): its payment form is this addon's widget, so the page loads
no Odoo frontend bundle while every option of the order is the widget's own
(test card fields, a redirect form), unless an option's card form is the
provider's (Odoo's payment form hosted in the widget, with the provider's JS)
or the order is free (Odoo's "Confirm" button). Per order: the same website
is lean for one cart and not for another. Debug mode says why
(website_weekbox_site).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_payment_widget:TestPaymentLeanPage
"""
from odoo import Command
from odoo.tests import tagged

from odoo.addons.website_weekbox.tests.common import LAZY_BUNDLE, LeanReasonsMixin

from .common import PaymentWidgetCommon


# The lean pages are website_weekbox_site's, which the run as a production
# install (without demo data: the meal-box modules alone) does not install.
@tagged('post_install', '-at_install', 'weekbox_needs_demo')
class TestPaymentLeanPage(LeanReasonsMixin, PaymentWidgetCommon):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.make_lean_site(cls.website)
        # The test providers alone (whatever the database offers besides).
        ours = cls.card_provider | cls.redirect_provider
        cls.env['payment.provider'].search([('id', 'not in', ours.ids)]).is_published = False
        inline_form = cls.env['ir.ui.view'].create({
            'name': 'Weekbox Test Inline Form',
            'type': 'qweb',
            'arch': '<div><input name="card"/></div>',
        })
        cls.inline_provider = cls.env['payment.provider'].create({
            'name': 'Weekbox Test Inline',
            'code': 'none',
            'state': 'test',
            'is_published': False,
            'inline_form_view_id': inline_form.id,
            'payment_method_ids': [Command.set(cls.redirect_method.ids)],
        })
        cls.free_product = cls.env['product.product'].create({
            'name': 'Weekbox free sample', 'type': 'service', 'list_price': 0.0, 'website_published': True,
        })

    def _pay(self, product=None):
        """The customer signed in, with a cart of `product` in the session: its payment page's reasons."""
        self.authenticate('pw_customer', 'pw_customer')
        order = self._create_order()
        if product:
            order.order_line = [Command.clear(), Command.create({'product_id': product.id})]
        self.put_in_session(sale_order_id=order.id)
        return self.reasons('/shop/payment')

    def test_payment_page_is_lean(self):
        self.assertEqual(self._pay(), [])
        text = self.url_open('/shop/payment').text
        self.assertIn('data-widget="payment-form"', text)
        self.assertNotIn(LAZY_BUNDLE, text)

    def test_not_lean_with_a_providers_own_card_form(self):
        self.inline_provider.is_published = True
        self.assertEqual(self._pay(), [
            "Weekbox Test Inline (Payment method) is paid in Odoo's payment form, with the provider's JS"])
        self.assertIn('class="o_weekbox_inline_host"', self.url_open('/shop/payment').text)

    def test_not_lean_for_a_free_order(self):
        self.assertEqual(self._pay(self.free_product), ["a free order is confirmed with Odoo's button"])
