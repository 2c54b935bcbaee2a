"""A cart change recomputes the order's rewards once, after the change
(models/sale_order_cart_rewards.py), and ends as Odoo's two recomputations
would: the delivery line gone, the discount on the new amount.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopCartRewards
"""
from unittest.mock import patch

from odoo.tests import tagged

from odoo.addons.website_sale_loyalty.models.sale_order import SaleOrder as WebsiteSaleLoyaltyOrder

from .common import PROMO_CODE, ShopWidgetCase


@tagged('post_install', '-at_install')
class TestShopCartRewards(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.create_promo_program()
        cls.carrier = cls.env['delivery.carrier'].create({
            'name': 'Shop widget test carrier',
            'delivery_type': 'fixed',
            'fixed_price': 7.0,
            'product_id': cls.create_product("Shop widget delivery", 0.0, type='service').id,
        })

    def count_recomputations(self):
        """Counts website_sale_loyalty's recomputations (below ours, above Odoo's own)."""
        original = WebsiteSaleLoyaltyOrder._update_programs_and_rewards
        return patch.object(WebsiteSaleLoyaltyOrder, '_update_programs_and_rewards', autospec=True,
                            side_effect=original)

    def cart_with_promo_and_delivery(self):
        """The visitor's cart: 2 aprons (80.0), the promo code (15 %), a carrier's line (7.0)."""
        added = self.cart_update(self.apron, add_qty=2)
        self.assertTrue(self.rpc('/shop/weekbox/promo', {'code': PROMO_CODE})['valid'])
        self.env.invalidate_all()
        order = self.env['sale.order.line'].browse(added['line_id']).order_id
        order.set_delivery_line(self.carrier, 7.0)
        self.assertEqual(len(order.order_line.filtered('is_delivery')), 1)
        return added, order

    def test_a_quantity_change_recomputes_the_rewards_once_after_it(self):
        added, order = self.cart_with_promo_and_delivery()
        with self.count_recomputations() as recompute:
            cart = self.cart_update(self.apron, line_id=added['line_id'], set_qty=3)['weekbox_cart']
        self.assertEqual(recompute.call_count, 1)
        # As with Odoo's two: the carrier is chosen again at checkout, the discount is on the new amount.
        self.env.invalidate_all()
        self.assertFalse(order.order_line.filtered('is_delivery'))
        self.assertAlmostEqual(cart['amount_discount'], -120.0 * 0.15, places=2)
        self.assertAlmostEqual(cart['amount_total'], 120.0 * 0.85, places=2)
        self.assertEqual((cart['amount_delivery'], cart['promo_codes']), (0, [PROMO_CODE]))

    def test_adding_and_removing_products_recompute_once_each(self):
        added, order = self.cart_with_promo_and_delivery()
        with self.count_recomputations() as recompute:
            cart = self.cart_update(self.mug, add_qty=1)['weekbox_cart']
        self.assertEqual(recompute.call_count, 1)
        self.assertAlmostEqual(cart['amount_total'], 92.0 * 0.85, places=2)
        with self.count_recomputations() as recompute:
            cart = self.cart_update(self.apron, line_id=added['line_id'], set_qty=0)['weekbox_cart']
        self.assertEqual(recompute.call_count, 1)
        self.assertAlmostEqual(cart['amount_total'], 12.0 * 0.85, places=2)

    def test_a_visitor_cannot_switch_the_recomputation_off_through_the_context(self):
        """A JSON-RPC call's `context` param reaches request.env: naming the
        flags there changes nothing. (Today the cart is reached through
        request.website, bound before that context applies; the flags are
        values no request can send whichever way the order is reached.)"""
        added, order = self.cart_with_promo_and_delivery()
        with self.count_recomputations() as recompute:
            cart = self.cart_update(self.apron, line_id=added['line_id'], set_qty=1, context={
                'weekbox_rewards_after_cart_update': True, 'weekbox_rewards_recomputed_later': True,
            })['weekbox_cart']
        self.assertEqual(recompute.call_count, 1)
        self.assertAlmostEqual(cart['amount_total'], 40.0 * 0.85, places=2)

    def test_removing_the_delivery_line_elsewhere_still_recomputes_at_once(self):
        order = self.create_order([(self.apron, 2)])
        order.set_delivery_line(self.carrier, 7.0)
        with self.count_recomputations() as recompute:
            order._remove_delivery_line()
        self.assertEqual(recompute.call_count, 1)
        self.assertFalse(order.order_line.filtered('is_delivery'))

    def test_odoos_cart_route_for_its_own_page_recomputes_once_too(self):
        added, order = self.cart_with_promo_and_delivery()
        with self.count_recomputations() as recompute:
            answer = self.rpc('/shop/cart/update_json', {
                'product_id': self.apron.id, 'line_id': added['line_id'], 'set_qty': 4})
        self.assertEqual(recompute.call_count, 1)
        self.assertIn('website_sale.cart_lines', answer)
        self.env.invalidate_all()
        self.assertAlmostEqual(order.amount_total, 160.0 * 0.85, places=2)
        self.assertEqual(len(order.order_line.filtered('is_reward_line')), 1)
        self.assertFalse(order.order_line.filtered('is_delivery'))
