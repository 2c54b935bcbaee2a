"""The thank-you page and website_sale's generic cart of a meal box
(models/website_cart.py, sale_order_wizard._mealbox_take_purchase_event).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxThanksAndCart
"""
import json

from lxml import html

from odoo.tests import tagged

from .test_mealbox_fulfilment import MealboxFulfilmentCase


@tagged('post_install', '-at_install')
class TestMealboxThanksAndCart(MealboxFulfilmentCase):

    def thanks_props(self):
        """The thank-you widget's props on /shop/confirmation (the session's last order)."""
        response = self.url_open('/shop/confirmation')
        self.assertEqual(response.status_code, 200)
        page = html.fromstring(response.content)
        [mount] = page.xpath('//*[@data-widget="mealbox-thanks"]')
        return json.loads(mount.get('data-props')), page

    def test_purchase_event_once_per_order_when_paid(self):
        order = self.login_and_compose()
        self.prepare_pickup(order)
        tx = self.transaction(order)
        tx._set_pending()
        # A wire transfer not received yet: no purchase.
        props, _page = self.thanks_props()
        self.assertTrue(props['paymentPending'])
        self.assertFalse(props['purchaseEvent'])
        props, _page = self.thanks_props()
        self.assertFalse(props['purchaseEvent'])
        # Received and confirmed: the next visit of the page sends it, and only that one,
        # whatever browser comes again (a new session of the same customer).
        tx._set_done()
        order.action_confirm()
        props, _page = self.thanks_props()
        self.assertTrue(props['purchaseEvent'])
        self.assertEqual(props['orderName'], order.name)
        props, _page = self.thanks_props()
        self.assertFalse(props['purchaseEvent'])

    def test_thank_you_page_shows_no_older_unfinished_box_as_the_cart(self):
        # The box this session pays, and another unfinished box of the customer
        # (e.g. composed on another device before).
        order = self.login_and_compose()
        older = order.copy({'website_id': order.website_id.id})
        self.assertEqual((older.state, older.is_mealbox, older.partner_id), ('draft', True, order.partner_id))
        self.prepare_pickup(order)
        self.pay(order)
        # website_sale ends the session's cart, then thanks.
        self.assertTrue(self.url_open('/shop/payment/validate').url.endswith('/shop/confirmation'))
        _props, page = self.thanks_props()
        links = page.xpath('//*[@data-widget="shop-cart-link"]')  # one per header layout
        self.assertTrue(links)
        self.assertEqual({json.loads(link.get('data-props'))['cartQuantity'] for link in links}, {0})
        # The older box is continued in its wizard, where it stands, not as a cart.
        response = self.url_open('/shop/cart', allow_redirects=False)
        self.assertNotIn(str(older.id), response.headers.get('Location', ''))
        [wizard] = html.fromstring(self.url_open('/mealbox?meal=3&people=2&state=compose').content).xpath(
            '//*[@data-widget="mealbox-wizard"]')
        self.assertEqual(json.loads(wizard.get('data-props'))['orderId'], older.id)
        self.assertTrue(self.url_open('/shop/cart').url.endswith(older._mealbox_wizard_url()))
        self.assertIn(f'order_id={older.id}', older._mealbox_wizard_url())

    def test_generic_cart_pages_lead_a_meal_box_to_its_wizard(self):
        order = self.login_and_compose()
        self.prepare_pickup(order)
        lines_before = order.order_line
        response = self.url_open('/shop/cart', allow_redirects=False)
        self.assertIn(response.status_code, (302, 303))
        self.assertTrue(response.headers['Location'].endswith(
            f'/mealbox?meal=3&people=2&state=delivery&order_id={order.id}'))
        # The cart page no longer drops the box's delivery line on the way.
        self.assertEqual(order.order_line, lines_before)
        response = self.url_open('/shop/checkout', allow_redirects=False)
        self.assertTrue(response.headers['Location'].endswith(
            f'/mealbox?meal=3&people=2&state=delivery&order_id={order.id}'))
        # Odoo's payment page: the address's Edit and the back button go back to the delivery step.
        page = html.fromstring(self.url_open('/shop/payment').content)
        wizard = f'/mealbox?meal=3&people=2&state=delivery&order_id={order.id}'
        self.assertTrue(page.xpath(f'//div[@id="shipping_and_billing"]//a[@href="{wizard}"]'))
        self.assertFalse(page.xpath('//a[@href="/shop/checkout"]'))
        self.assertFalse(page.xpath('//a[@href="/shop/cart" and not(ancestor::header)]'))
        self.assertTrue(page.xpath(f'//a[@href="{wizard}" and contains(., "Back to delivery")]'))
