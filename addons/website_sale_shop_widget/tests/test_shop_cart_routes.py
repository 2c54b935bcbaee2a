"""/shop/cart/update_json with the cart in numbers (weekbox_cart) and
/shop/weekbox/cart_summary: the visitor's own cart only, stock limits, params.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopCartRoutes
"""
from odoo.tests import tagged

from .common import ShopWidgetCase

JUNK_IDS = ['abc', -1, 0.5, 10**12, [3], {'id': 3}, True]


@tagged('post_install', '-at_install')
class TestShopCartRoutes(ShopWidgetCase):

    def order_of(self, result):
        self.env.invalidate_all()
        return self.env['sale.order.line'].browse(result['line_id']).order_id

    def test_update_json_answers_the_cart_after_each_change(self):
        added = self.cart_update(self.mug, add_qty=2)
        self.assertEqual((added['quantity'], added['cart_quantity']), (2, 2))
        self.assertEqual(added['notification_info']['warning'], '')
        order = self.order_of(added)
        cart = added['weekbox_cart']
        line = self.line_of(cart, self.mug)
        self.assertEqual(line['id'], added['line_id'])
        self.assertEqual((line['quantity'], line['editable'], line['removable']), (2, True, True))
        self.assertEqual(line['product_template_id'], self.mug.product_tmpl_id.id)
        self.assertEqual(line['name'], "Shop widget mug")
        self.assertEqual(line['url'], self.mug.website_url)
        self.assertTrue(line['image_url'].startswith(f'/web/image/product.product/{self.mug.id}/image_128'))
        self.assertIsNone(line['max_quantity'])
        self.assertIsNone(line['linked_line_id'])
        self.assertEqual(cart['cart_quantity'], 2)
        self.assertEqual(cart['currency']['name'], order.currency_id.name)
        self.assertAlmostEqual(line['price_unit'], order.order_line.price_reduce_taxexcl, places=2)
        self.assertAlmostEqual(line['price_total'], line['price_unit'] * 2, places=2)
        self.assertAlmostEqual(cart['amount_total'], order.amount_total, places=2)
        self.assertEqual((cart['amount_delivery'], cart['amount_discount'], cart['warning']), (0, 0, ''))
        self.assertEqual(cart['promo_codes'], [])
        self.assertTrue(cart['can_checkout'])

        more = self.cart_update(self.apron, add_qty=1)
        self.assertEqual(more['weekbox_cart']['cart_quantity'], 3)
        self.assertEqual({line['product_id'] for line in more['weekbox_cart']['lines']}, {self.mug.id, self.apron.id})
        set_five = self.cart_update(self.mug, line_id=added['line_id'], set_qty=5)
        self.assertEqual(self.line_of(set_five['weekbox_cart'], self.mug)['quantity'], 5)
        self.assertEqual(set_five['weekbox_cart']['cart_quantity'], 6)
        self.assertEqual(self.summary(), set_five['weekbox_cart'])

        # Without weekbox_cart: website_sale's own answer.
        plain = self.rpc('/shop/cart/update_json', {'product_id': self.mug.id, 'add_qty': 1, 'display': False})
        self.assertNotIn('weekbox_cart', plain)
        self.assertEqual(plain['cart_quantity'], 7)

    def test_emptying_the_cart_answers_an_empty_summary(self):
        added = self.cart_update(self.mug, add_qty=1)
        emptied = self.cart_update(self.mug, line_id=added['line_id'], set_qty=0)
        self.assertFalse(emptied['line_id'])
        cart = emptied['weekbox_cart']
        self.assertEqual((cart['cart_quantity'], cart['lines'], cart['amount_total']), (0, [], 0))
        self.assertFalse(cart['can_checkout'])
        self.assertEqual(self.summary()['cart_quantity'], 0)

    def test_the_stock_limits_the_quantity(self):
        added = self.cart_update(self.beer_box, add_qty=5)
        self.assertEqual(added['quantity'], 3)
        warning = added['notification_info']['warning']
        self.assertRegex(warning, r"^You ask for 5(\.0)? products but only 3(\.0)? is available$")
        cart = added['weekbox_cart']
        line = self.line_of(cart, self.beer_box)
        self.assertEqual((line['quantity'], line['max_quantity']), (3, 3))
        self.assertEqual(cart['warning'], warning)  # a new line: website_sale warns on the order
        # Asking for more on the line: the line warns.
        again = self.cart_update(self.beer_box, line_id=line['id'], set_qty=4)
        self.assertEqual(again['quantity'], 3)
        line = self.line_of(again['weekbox_cart'], self.beer_box)
        self.assertRegex(line['warning'], r"^You ask for 4(\.0)? products but only 3(\.0)? is available$")
        self.assertEqual(line['max_quantity'], 3)
        # New stock: more room for the line.
        self.set_stock(self.beer_box, 2)
        self.assertEqual(self.line_of(self.summary(), self.beer_box)['max_quantity'], 5)
        # Reading the summary keeps the warnings; the cart page shows them once (website_sale's rule).
        self.assertEqual(self.line_of(self.summary(), self.beer_box)['warning'], line['warning'])
        self.assertEqual(self.url_open('/shop/cart').status_code, 200)
        self.assertEqual(self.line_of(self.summary(), self.beer_box)['warning'], '')
        self.assertEqual(self.summary()['warning'], '')

    def test_a_visitor_reads_only_their_own_cart(self):
        mine = self.cart_update(self.mug, add_qty=2)['weekbox_cart']
        first = self.session.sid
        self.new_session()
        theirs = self.summary()
        self.assertEqual((theirs['cart_quantity'], theirs['lines']), (0, []))
        self.assertEqual(theirs['currency']['name'], mine['currency']['name'])
        self.cart_update(self.apron, add_qty=1)
        self.use_session(first)
        self.assertEqual(self.summary(), mine)
        # Logged-in customers: each their own cart.
        self.new_session('shop_widget_customer')
        self.cart_update(self.apron, add_qty=4)
        self.new_session('shop_widget_other')
        self.assertEqual(self.summary()['cart_quantity'], 0)
        self.new_session('shop_widget_customer')
        self.assertEqual(self.line_of(self.summary(), self.apron)['quantity'], 4)

    def test_the_summary_is_batchable_and_refuses_unknown_params(self):
        self.cart_update(self.mug, add_qty=1)
        answers = self.rpc('/weekbox/batch', {'calls': [{'route': '/shop/weekbox/cart_summary', 'params': {}}]})
        self.assertEqual(answers[0]['result'], self.summary())
        self.rpc_error('/shop/weekbox/cart_summary', {'order_id': 1}, 'ValidationError',
                       "Unknown parameter(s): order_id")

    def test_junk_params_get_a_clear_refusal(self):
        for product_id in JUNK_IDS:
            with self.subTest(product_id=product_id):
                self.rpc_error('/shop/cart/update_json', {'product_id': product_id, 'add_qty': 1, 'display': False},
                               'ValidationError')
        for quantity in ('x', {'a': 1}, [1], 10**9, float('1e20')):
            for key in ('add_qty', 'set_qty'):
                with self.subTest(key=key, quantity=quantity):
                    self.rpc_error('/shop/cart/update_json', {'product_id': self.mug.id, key: quantity,
                                                              'display': False}, 'ValidationError')
        self.rpc_error('/shop/cart/update_json', {'product_id': self.mug.id, 'line_id': 'abc', 'add_qty': 1},
                       'ValidationError')
        self.rpc_error('/shop/cart/update_json', {'product_id': self.mug.id, 'add_qty': 1, 'weekbox_cart': 'maybe'},
                       'ValidationError', "Invalid flag value.")
        self.assertEqual(self.summary()['cart_quantity'], 0)
