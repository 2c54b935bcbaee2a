"""The checkout's delivery methods and delivery mode (shop-checkout-delivery):
rates in one call, a choice answered in numbers equal to the order's amounts,
a method that cannot deliver refused at payment, pick-up vs home delivery.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_checkout_widget:TestCheckoutDelivery
"""
import html
import json
import re

from odoo.exceptions import ValidationError
from odoo.tests import tagged
from odoo.tools import format_amount

from .common import CheckoutWidgetCase

NOT_OFFERED = "This delivery method is not available for your order. Please refresh the page and try again."
MOUNT_PROPS_RE = re.compile(r'data-widget="shop-checkout-delivery"\s+data-props="([^"]*)"')


@tagged('post_install', '-at_install')
class TestCheckoutDelivery(CheckoutWidgetCase):

    def rates(self):
        return {rate['carrier_id']: rate for rate in self.rpc('/shop/weekbox/carrier_rates')['carriers']}

    def test_rates_give_a_price_free_or_the_reason_in_one_call(self):
        order = self.cart()
        rates = self.rates()
        self.assertEqual(list(rates)[:3], [self.ship.id, self.pickup.id, self.bike.id])
        self.assertNotIn(self.hidden.id, rates)
        self.assertEqual(rates[self.ship.id], {
            'carrier_id': self.ship.id, 'status': True, 'amount_delivery': 5.0, 'is_free_delivery': False,
            'error_message': '', 'warning_message': ''})
        self.assertTrue(rates[self.pickup.id]['status'])
        self.assertTrue(rates[self.pickup.id]['is_free_delivery'])
        bike = rates[self.bike.id]
        self.assertFalse(bike['status'])
        self.assertEqual(bike['amount_delivery'], 0.0)
        self.assertRegex(bike['error_message'], r'^Checkout test bike takes orders up to .*10\.00')
        # Rating changes nothing on the order.
        self.env.invalidate_all()
        self.assertFalse(order.carrier_id)

    def test_a_refusal_states_the_limit_in_the_orders_currency(self):
        order = self.cart()
        company = order.company_id
        other = self.env['res.currency'].with_context(active_test=False).search(
            [('id', '!=', company.currency_id.id), ('name', 'in', ('USD', 'GBP', 'CHF'))], limit=1)
        other.active = True
        self.env['res.currency.rate'].create({
            'currency_id': other.id, 'company_id': company.id, 'name': '2000-01-01', 'rate': 2.0})
        self.env['res.currency.rate'].search([
            ('currency_id', '=', other.id), ('name', '>', '2000-01-01')]).unlink()
        order._cart_update_pricelist(pricelist_id=self.env['product.pricelist'].create(
            {'name': 'Checkout test other', 'currency_id': other.id}).id)
        self.assertEqual(order.currency_id, other)
        bike = self.rates()[self.bike.id]
        self.assertFalse(bike['status'])
        # 10 in the company's currency, said in the order's.
        limit = company.currency_id._convert(10.0, other, company, order.date_order)
        self.assertNotAlmostEqual(limit, 10.0, places=2)
        self.assertEqual(
            bike['error_message'],
            f"Checkout test bike takes orders up to {format_amount(self.env, limit, other)}.")

    def test_rates_of_a_visitor_without_cart_are_empty(self):
        self.new_session(None)
        self.assertEqual(self.rpc('/shop/weekbox/carrier_rates'), {'carriers': []})

    def test_choosing_a_method_answers_the_order_amounts_in_numbers(self):
        order = self.cart()
        result = self.rpc('/shop/update_carrier', {'carrier_id': self.ship.id})
        self.env.invalidate_all()
        self.assertEqual(order.carrier_id, self.ship)
        self.assertTrue(result['status'])
        self.assertEqual(result['error_message'], '')
        self.assertFalse(result['is_pickup'])
        amounts = self.amounts_of(order)
        self.assertEqual(amounts['amount_delivery'], 5.0)
        self.assertEqual(
            {key: result[f'new_{key}_raw'] for key in amounts}, amounts)

    def test_a_method_that_cannot_deliver_answers_its_reason_and_the_order_is_not_paid(self):
        order = self.cart()
        result = self.rpc('/shop/update_carrier', {'carrier_id': self.bike.id})
        self.assertFalse(result['status'])
        self.assertIn('takes orders up to', result['error_message'])
        self.env.invalidate_all()
        self.assertEqual(order.carrier_id, self.bike)
        self.assertEqual(result['new_amount_total_raw'], order.amount_total)
        with self.assertRaisesRegex(ValidationError, r'^Checkout test bike cannot deliver this order: '):
            order._check_cart_is_ready_to_be_paid()
        self.rpc('/shop/update_carrier', {'carrier_id': self.ship.id})
        self.env.invalidate_all()
        order._check_cart_is_ready_to_be_paid()

    def test_switching_mode_answers_pickup_and_the_order_amounts(self):
        order = self.cart()
        self.rpc('/shop/update_carrier', {'carrier_id': self.ship.id})
        result = self.rpc('/shop/update_carrier_id', {'carrier_id': self.pickup.id})
        self.assertEqual(result['carrier_id'], self.pickup.id)
        self.assertTrue(result['status'])
        self.assertTrue(result['is_pickup'])
        self.assertTrue(result['is_free_delivery'])
        self.assertEqual(result['shipping_country_id'], self.belgium.id)
        amounts = self.amounts_of(order)
        self.assertEqual(order.carrier_id, self.pickup)
        self.assertEqual({key: result[key] for key in amounts}, amounts)
        self.assertEqual(result['amount_delivery'], 0.0)

        back = self.rpc('/shop/update_carrier_id', {'carrier_id': self.ship.id})
        self.assertFalse(back['is_pickup'])
        amounts = self.amounts_of(order)
        self.assertEqual({key: back[key] for key in amounts}, amounts)
        self.assertEqual(back['amount_total'], 25.0)

    def test_a_method_not_offered_and_bad_params_are_refused_with_a_message(self):
        order = self.cart()
        self.rpc('/shop/update_carrier', {'carrier_id': self.ship.id})
        for route in ('/shop/update_carrier', '/shop/update_carrier_id'):
            with self.subTest(route=route):
                self.rpc_error(route, {'carrier_id': self.hidden.id}, message=NOT_OFFERED)
                self.rpc_error(route, {'carrier_id': 2**31 - 1}, message=NOT_OFFERED)
                for bad in ('abc', -1, [self.ship.id], None, 1.5):
                    self.rpc_error(route, {'carrier_id': bad}, message="Invalid delivery method reference.")
                self.rpc_error(route, {}, message="Invalid delivery method reference.")
                data = self.rpc_error(route, {'carrier_id': self.pickup.id, 'order': 1})
                self.assertEqual(data['message'], "Unknown parameter(s): order")
        self.rpc_error('/shop/weekbox/carrier_rates', {'all': True})
        self.env.invalidate_all()
        self.assertEqual(order.carrier_id, self.ship)
        self.new_session(None)
        self.rpc_error('/shop/update_carrier_id', {'carrier_id': self.ship.id}, message="Your cart is empty.")

    def test_the_payment_page_mounts_the_widget_over_odoos_list(self):
        order = self.cart()
        self.rpc('/shop/update_carrier', {'carrier_id': self.ship.id})
        page = self.url_open('/shop/payment')
        self.assertEqual(page.status_code, 200)
        self.assertTrue(page.url.endswith('/shop/payment'), page.url)
        match = MOUNT_PROPS_RE.search(page.text)
        self.assertTrue(match, "no shop-checkout-delivery mount point")
        props = json.loads(html.unescape(match.group(1)))
        carriers = {carrier['id']: carrier for carrier in props['carriers']}
        self.assertEqual(props['carrierId'], self.ship.id)
        self.assertTrue(props['status'])
        self.assertEqual(props['amounts'], self.amounts_of(order))
        self.assertEqual(props['currency']['name'], order.currency_id.name)
        self.assertFalse(carriers[self.ship.id]['isPickup'])
        pickup = carriers[self.pickup.id]
        self.assertTrue(pickup['isPickup'])
        self.assertEqual(pickup['description'], 'Open *every* day.')
        self.assertTrue(pickup['pickupAddress'])
        # Until it mounts: the widget's first render, a radio per method (website_sale's radio ids).
        self.assertIn(f'id="delivery_{self.ship.id}"', page.text)
        # Home delivery: the shipping address is shown.
        self.assertNotRegex(page.text, r'data-weekbox-shipping-address="1"\s+hidden')

        self.rpc('/shop/update_carrier_id', {'carrier_id': self.pickup.id})
        page = self.url_open('/shop/payment')
        self.assertRegex(page.text, r'data-weekbox-shipping-address="1"\s+hidden')
