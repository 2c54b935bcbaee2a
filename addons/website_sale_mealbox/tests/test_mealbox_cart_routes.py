"""Odoo's own cart and payment routes on meal-box products: they cannot reach
around the wizard's rules (dishes are free because the box line pays for them).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxCartRoutes
"""
from odoo.tests import tagged
from odoo.tools import mute_logger

from .test_mealbox_delivery_routes import MealboxDeliveryCase

MSG_DISH_ALONE = "Dishes are sold in a meal box only: choose your box on the meal box page."
MSG_BOX_SIZED = "Your meal box is sized on the meal box page: change its size or dishes there."
MSG_TOO_MANY = "With your type of box it is not possible to add more than 3 meals"
MSG_INCOMPLETE = "Your meal box is incomplete. Please compose your box again on the meal box page."
MSG_OFF_MENU = "This dish is not on this week's menu."


@tagged('post_install', '-at_install')
class TestMealboxCartRoutes(MealboxDeliveryCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.menu_dishes = cls.website._mealbox_current_dishes().filtered(lambda t: t.mealbox_min_qty == 1)
        cls.off_menu_dish = cls.env['product.template'].create({
            'name': 'Cart test dish off the menu', 'is_mealbox_dish': True, 'sale_ok': True,
            'is_published': True, 'list_price': 0.0, 'detailed_type': 'service'})
        cls.extra = cls.website._mealbox_extras()[:1]

    def cart_update(self, product, **params):
        return self.rpc_raw('/shop/cart/update_json', {'product_id': product.id, **params})

    def cart_refused(self, product, message, **params):
        body = self.cart_update(product, **params)
        self.assertIn('error', body, f"/shop/cart/update_json accepted {params!r}")
        data = body['error']['data']
        self.assertEqual((data['name'], data['message']), ('odoo.exceptions.UserError', message))
        self.assertNotIn('debug', data)

    def dish_lines(self, order):
        self.env.invalidate_all()
        return order.order_line.filtered(lambda line: line.product_id.product_tmpl_id.is_mealbox_dish)

    def box_line(self, order):
        self.env.invalidate_all()
        return order.order_line.filtered(lambda line: line.mealbox_line_type == 'box')

    # ------------------------------------------------------------
    # Dishes outside a box
    # ------------------------------------------------------------

    def test_a_dish_is_not_sold_outside_a_box(self):
        self.new_session('mealbox_customer')
        dish = self.menu_dishes[0]
        self.cart_refused(dish.product_variant_id, MSG_DISH_ALONE, add_qty=5)
        self.assertFalse(self.dish_lines(self.customer_carts()))
        # The form route neither.
        with mute_logger('odoo.http'):
            self.url_open('/shop/cart/update', data={
                'product_id': dish.product_variant_id.id, 'add_qty': 5, 'csrf_token': self.csrf_token()})
        self.assertFalse(self.dish_lines(self.customer_carts()))
        # No product page, and Odoo's "add to cart allowed" check says no.
        self.assertEqual(self.url_open(dish.website_url).status_code, 404)
        allowed = self.rpc('/shop/product/is_add_to_cart_allowed', {'product_id': dish.product_variant_id.id})
        self.assertFalse(allowed)

    def customer_carts(self):
        return self.env['sale.order'].search(
            [('partner_id', '=', self.customer.partner_id.id), ('state', '=', 'draft')])

    def csrf_token(self):
        page = self.url_open('/shop/cart').text
        marker = 'name="csrf_token" value="'
        return page.split(marker, 1)[1].split('"', 1)[0] if marker in page else ''

    def test_junk_cart_params_get_a_clear_refusal(self):
        product = self.env['product.product'].search([
            ('sale_ok', '=', True), ('website_published', '=', True),
            ('product_tmpl_id.is_mealbox_dish', '=', False)], limit=1)
        for name in ('no_variant_attribute_values', 'product_custom_attribute_values'):
            for junk in ('{', '[1]', '[{"value": "x"}]', '{"a": 1}', '[{"custom_value": 3}]'):
                with self.subTest(name=name, junk=junk):
                    self.rpc_error('/shop/cart/update_json', {'product_id': product.id, 'add_qty': 1, name: junk},
                                   'ValidationError', "Invalid product options.")
                    with mute_logger('odoo.http'):
                        response = self.url_open('/shop/cart/update', data={
                            'product_id': product.id, name: junk, 'csrf_token': self.csrf_token()})
                    self.assertLess(response.status_code, 500)
        for product_id in ('abc', [3], -1, 10**12):
            with self.subTest(product_id=product_id):
                data = self.rpc_error('/shop/cart/update_json', {'product_id': product_id, 'add_qty': 1},
                                      'ValidationError')
                self.assertIn('Product', data['message'])

    # ------------------------------------------------------------
    # Dishes inside a box: the wizard's rules
    # ------------------------------------------------------------

    def test_cart_routes_follow_the_box_rules(self):
        order = self.login_and_compose()  # 3 meals x 2 people, full
        self.assertEqual(order._mealbox_count_line(), 3)
        in_box = self.dish_lines(order)
        other = (self.menu_dishes - in_box.product_id.product_tmpl_id)[:1]
        # No fourth dish, whatever the route or quantity.
        self.cart_refused(other.product_variant_id, MSG_TOO_MANY, add_qty=5)
        self.cart_refused(in_box[0].product_id, MSG_TOO_MANY, add_qty=1)
        self.cart_refused(in_box[0].product_id, MSG_TOO_MANY, line_id=in_box[0].id, set_qty=18)
        self.assertEqual(order._mealbox_count_line(), 3)
        # Taking a dish out through the cart works; putting one back counts it in the box.
        self.assertNotIn('error', self.cart_update(in_box[0].product_id, line_id=in_box[0].id, set_qty=0))
        self.assertEqual(order._mealbox_count_line(), 2)
        result = self.cart_update(other.product_variant_id, add_qty=1)['result']
        line = self.env['sale.order.line'].browse(result['line_id'])
        self.assertEqual((line.mealbox_line_type, line.product_uom_qty), ('dish', 1))
        self.assertEqual(order._mealbox_count_line(), 3)
        self.assertFalse(self.dish_lines(order).filtered(lambda line: line.mealbox_line_type != 'dish'))
        # Only this week's menu.
        self.cart_update(other.product_variant_id, line_id=line.id, set_qty=0)
        self.cart_refused(self.off_menu_dish.product_variant_id, MSG_OFF_MENU, add_qty=1)

    def test_the_box_line_stays_while_dishes_depend_on_it(self):
        order = self.login_and_compose()
        box_line = self.box_line(order)
        price = box_line.price_unit
        self.assertGreater(price, 0)
        self.cart_refused(box_line.product_id, MSG_BOX_SIZED, set_qty=0)
        self.cart_refused(box_line.product_id, MSG_BOX_SIZED, line_id=box_line.id, set_qty=0)
        self.cart_refused(box_line.product_id, MSG_BOX_SIZED, line_id=box_line.id, add_qty=-1)
        self.cart_refused(box_line.product_id, MSG_BOX_SIZED, line_id=box_line.id, set_qty=3)
        box_line = self.box_line(order)
        self.assertEqual((box_line.product_uom_qty, box_line.price_unit), (1, price))
        self.assertEqual(order._mealbox_count_line(), 3)

    def test_an_extra_through_the_cart_is_an_extra_of_the_box(self):
        if not self.extra:
            self.skipTest("no published extra in the demo data")
        self.login_and_compose()
        result = self.cart_update(self.extra.product_variant_id, add_qty=1)['result']
        line = self.env['sale.order.line'].browse(result['line_id'])
        self.assertEqual(line.mealbox_line_type, 'extra')
        self.assertEqual(line.product_uom_qty, max(self.extra.mealbox_extra_min_qty, 1))

    # ------------------------------------------------------------
    # An order with dishes and no priced box line is never paid
    # ------------------------------------------------------------

    def payment_kwargs(self, order):
        provider = self.env['payment.provider'].sudo().search(
            [('state', 'in', ('enabled', 'test')), ('code', '=', 'demo')], limit=1)
        if not provider:
            self.skipTest("the demo payment provider is not installed")
        return {
            'access_token': order._portal_ensure_token(), 'provider_id': provider.id,
            'payment_method_id': provider.payment_method_ids[:1].id, 'token_id': None, 'amount': None,
            'flow': 'direct', 'tokenization_requested': False, 'landing_route': '/shop/payment/validate',
        }

    def test_an_order_without_its_box_line_is_never_paid(self):
        order = self.login_and_compose()
        self.rpc('/add/details', self.add_details(order))
        self.assertTrue(order._is_cart_ready())
        # However the box line went (another module, a back-office edit), the dishes stay free.
        self.box_line(order).sudo().unlink()
        self.env.invalidate_all()
        self.assertEqual(order._mealbox_count_line(), 3)
        self.assertFalse(order._is_cart_ready())
        with self.assertRaisesRegex(Exception, MSG_INCOMPLETE):
            order._check_cart_is_ready_to_be_paid()
        kwargs = self.payment_kwargs(order)
        self.rpc_error(f'/shop/payment/transaction/{order.id}', kwargs, 'ValidationError', MSG_INCOMPLETE)
        # sale's portal payment route creates transactions without website_sale's cart check.
        self.rpc_error(f'/my/orders/{order.id}/transaction', kwargs, 'ValidationError', MSG_INCOMPLETE)
        self.assertFalse(order.sudo().transaction_ids)
        # A free order is confirmed by /shop/payment/validate without a transaction: not this one.
        order.order_line.filtered('is_delivery').sudo().unlink()
        self.env.invalidate_all()
        self.assertEqual(order.amount_total, 0)
        with mute_logger('odoo.http'):
            self.url_open('/shop/payment/validate')
        self.env.invalidate_all()
        self.assertEqual(order.state, 'draft')

    def test_an_untyped_dish_line_makes_the_order_unpayable(self):
        order = self.login_and_compose()
        self.rpc('/add/details', self.add_details(order))
        dish = (self.menu_dishes - self.dish_lines(order).product_id.product_tmpl_id)[:1]
        self.env['sale.order.line'].sudo().create({
            'order_id': order.id, 'product_id': dish.product_variant_id.id, 'product_uom_qty': 15})
        self.assertFalse(order._is_cart_ready())
        self.rpc_error(f'/shop/payment/transaction/{order.id}', self.payment_kwargs(order),
                       'ValidationError', MSG_INCOMPLETE)

    # ------------------------------------------------------------
    # Rewards follow the box
    # ------------------------------------------------------------

    def test_a_promo_discount_follows_every_box_change(self):
        if not self.extra:
            self.skipTest("no published extra in the demo data")
        order = self.login_and_compose()
        self.assertTrue(self.rpc('/check/promo', {'promo': 'WEEKBOX10', 'order_id': order.id})['valid'])

        def reward_and_goods():
            self.env.invalidate_all()
            rewards = order.order_line.filtered('is_reward_line')
            goods = order.order_line - rewards - order.order_line.filtered('is_delivery')
            return -sum(rewards.mapped('price_total')), sum(goods.mapped('price_total'))

        reward, goods = reward_and_goods()
        self.assertAlmostEqual(reward, goods * 0.1, places=2)
        added = self.rpc('/mealbox/add/extra-meal', {
            'order_id': order.id, 'product_id': self.extra.product_variant_id.id, 'add_product': 1})
        reward, goods_with_extra = reward_and_goods()
        self.assertGreater(goods_with_extra, goods)
        self.assertAlmostEqual(reward, goods_with_extra * 0.1, places=2)
        self.assertAlmostEqual(added[0]['amount_total'], order.currency_id._weekbox_round(order.amount_total), places=2)
        self.assertAlmostEqual(order.amount_total, goods_with_extra - reward, places=2)
        self.rpc('/mealbox/add/extra-meal', {
            'order_id': order.id, 'product_id': self.extra.product_variant_id.id, 'quantity': 0})
        reward, goods_after = reward_and_goods()
        self.assertAlmostEqual(goods_after, goods, places=2)
        self.assertAlmostEqual(reward, goods * 0.1, places=2)
