"""/shop/weekbox/promo: promo codes on the visitor's cart through Odoo's
loyalty engine (the rules the meal box's /check/promo shares).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopPromo
"""
import json

from lxml import html as lxml_html

from odoo.tests import new_test_user, tagged

from .common import PROMO_CODE, ShopWidgetCase

ROUTE = '/shop/weekbox/promo'


@tagged('post_install', '-at_install')
class TestShopPromo(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.program = cls.create_promo_program()

    def cart_order(self, result):
        self.env.invalidate_all()
        return self.env['sale.order.line'].browse(result['line_id']).order_id

    def test_a_code_applies_its_reward_once(self):
        added = self.cart_update(self.apron, add_qty=2)
        before = added['weekbox_cart']['amount_total']
        result = self.rpc(ROUTE, {'code': f' {PROMO_CODE} '})
        self.assertEqual((result['valid'], result['message']), (True, "Your promo code is applied."))
        cart = result['cart']
        self.assertAlmostEqual(cart['amount_total'], before * 0.85, places=2)
        self.assertAlmostEqual(cart['amount_discount'], -before * 0.15, places=2)
        self.assertEqual(cart['promo_codes'], [PROMO_CODE])
        order = self.cart_order(added)
        [reward_line] = order.order_line.filtered('is_reward_line')
        # The discount is a line of its own, after the products, as in Odoo's
        # cart: fixed, removable, and the lines add up to the subtotal.
        apron_line, discount = cart['lines']
        self.assertEqual(apron_line['product_id'], self.apron.id)
        self.assertEqual(
            {key: discount[key] for key in ('id', 'product_id', 'quantity', 'editable', 'removable', 'url')},
            {'id': reward_line.id, 'product_id': reward_line.product_id.id, 'quantity': 1.0, 'editable': False,
             'removable': True, 'url': None})
        self.assertEqual(discount['name'], reward_line.product_id.display_name)
        self.assertAlmostEqual(discount['price_total'], -before * 0.15, places=2)
        self.assertAlmostEqual(sum(line['price_total'] for line in cart['lines']), cart['amount_untaxed'], places=2)
        self.assertEqual(cart['cart_quantity'], 2)

        again = self.rpc(ROUTE, {'code': PROMO_CODE})
        self.assertEqual((again['valid'], again['message']), (True, "This promo code is already applied."))
        self.assertEqual(again['cart'], cart)
        self.env.invalidate_all()
        self.assertEqual(len(order.order_line.filtered('is_reward_line')), 1)
        # The reward follows the cart.
        more = self.cart_update(self.apron, line_id=added['line_id'], set_qty=4)['weekbox_cart']
        self.assertAlmostEqual(more['amount_total'], before * 2 * 0.85, places=2)

    def test_removing_the_discount_line_removes_the_reward(self):
        added = self.cart_update(self.apron, add_qty=2)
        cart = self.rpc(ROUTE, {'code': PROMO_CODE})['cart']
        discount = cart['lines'][-1]
        after = self.cart_update(self.env['product.product'].browse(discount['product_id']),
                                 line_id=discount['id'], set_qty=0)['weekbox_cart']
        self.assertEqual([line['product_id'] for line in after['lines']], [self.apron.id])
        self.assertAlmostEqual(after['amount_total'], added['weekbox_cart']['amount_total'], places=2)

    def test_a_refused_code_changes_nothing(self):
        added = self.cart_update(self.apron, add_qty=1)
        cart = added['weekbox_cart']
        result = self.rpc(ROUTE, {'code': 'NOPE-42'})
        self.assertEqual((result['valid'], result['message']), (False, "This code is invalid (NOPE-42)."))
        self.assertEqual(result['cart'], cart)
        order = self.cart_order(added)
        self.assertFalse(order.order_line.filtered('is_reward_line'))
        self.assertFalse(order.code_enabled_rule_ids)

    def test_no_cart_or_no_code(self):
        result = self.rpc(ROUTE, {'code': PROMO_CODE})
        self.assertEqual((result['valid'], result['message']), (False, "Your cart is empty."))
        self.assertEqual((result['cart']['cart_quantity'], result['cart']['lines']), (0, []))
        self.assertFalse(self.env['sale.order'].search([('code_enabled_rule_ids', 'in', self.program.rule_ids.ids)]))
        self.cart_update(self.mug, add_qty=1)
        result = self.rpc(ROUTE, {'code': '   '})
        self.assertEqual((result['valid'], result['message']), (False, "Please enter a promo code."))
        self.assertEqual(result['cart']['cart_quantity'], 1)

    def test_a_code_goes_to_the_visitors_own_cart_only(self):
        added = self.cart_update(self.apron, add_qty=1)
        self.new_session()
        result = self.rpc(ROUTE, {'code': PROMO_CODE})
        self.assertEqual((result['valid'], result['message']), (False, "Your cart is empty."))
        self.assertFalse(self.cart_order(added).code_enabled_rule_ids)

    def test_junk_codes_get_a_clear_refusal(self):
        self.cart_update(self.mug, add_qty=1)
        for code, message in ((None, "Promo code must be text."), (15, "Promo code must be text."),
                              ([PROMO_CODE], "Promo code must be text."), ({'code': 1}, "Promo code must be text."),
                              ('X' * 65, "Promo code is too long."),
                              ('WB\x00SHOP', "Promo code contains an invalid character.")):
            with self.subTest(code=code):
                self.rpc_error(ROUTE, {'code': code}, 'ValidationError', message)
        self.rpc_error(ROUTE, {}, 'ValidationError', "Promo code must be text.")
        self.rpc_error(ROUTE, {'code': PROMO_CODE, 'order_id': 1}, 'ValidationError',
                       "Unknown parameter(s): order_id")

    def test_the_checkout_summary_holds_the_promo_widget_instead_of_odoos_form(self):
        # A customer with a complete address: the checkout pages show the summary.
        customer = new_test_user(self.env, login='shop_promo_checkout', groups='base.group_portal',
                                 name='Shop Promo Checkout', email='shop.promo@example.com')
        customer.partner_id.write({'street': 'Rue Neuve 1', 'zip': '1000', 'city': 'Bruxelles',
                                   'country_id': self.env.ref('base.be').id, 'phone': '+32 470 12 34 56'})
        self.new_session('shop_promo_checkout')
        self.cart_update(self.apron, add_qty=1)
        self.rpc(ROUTE, {'code': PROMO_CODE})
        page = self.url_open('/shop/payment')
        self.assertTrue(page.url.endswith('/shop/payment'), page.url)
        document = lxml_html.fromstring(page.text)
        [mount] = document.xpath("//*[@data-widget='shop-promo']")
        self.assertEqual(json.loads(mount.get('data-props')), {'appliedCodes': [PROMO_CODE]})
        # Until it mounts: a plain form posting to Odoo's route, with no Odoo JS hook.
        [fallback] = mount.xpath('.//form')
        # Back to this step once applied, as Odoo's own form.
        self.assertEqual((fallback.get('action'), fallback.get('method')), ('/shop/pricelist?r=/shop/payment', 'post'))
        self.assertTrue(fallback.xpath(".//button[@type='submit']"))
        self.assertFalse(document.xpath("//form[@name='coupon_code']"))
        self.assertFalse(document.xpath("//*[contains(@class, 'a-submit')]"))

        self.website.weekbox_shop_widgets = False
        document = lxml_html.fromstring(self.url_open('/shop/payment').text)
        self.assertFalse(document.xpath("//*[@data-widget='shop-promo']"))
        self.assertTrue(document.xpath("//form[@name='coupon_code']"))
