"""The optional products' step of the product page: /shop/weekbox/optional_products
lists what a product offers (website_sale_product_configurator's rules), and
/shop/weekbox/cart_options adds the product with the options chosen, each
linked to its parent's line; only a product's own options, on the visitor's
own cart.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopOptions
"""
from odoo import Command
from odoo.tests import tagged

from .common import ShopWidgetCase

OPTIONS = '/shop/weekbox/optional_products'
ADD = '/shop/weekbox/cart_options'


@tagged('post_install', '-at_install')
class TestShopOptions(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.wrap = cls.create_product("Shop widget gift wrap", 2.5, description_sale="Recycled paper.")
        cls.card = cls.create_product("Shop widget card", 1.0)
        cls.hidden = cls.create_product("Shop widget unpublished option", 3.0, is_published=False)
        cls.apron.product_tmpl_id.optional_product_ids = [Command.set([
            cls.wrap.product_tmpl_id.id, cls.hidden.product_tmpl_id.id])]
        # An option of the option.
        cls.wrap.product_tmpl_id.optional_product_ids = [Command.set([cls.card.product_tmpl_id.id])]

    def cart_lines(self, result):
        return {line['product_id']: line for line in result['weekbox_cart']['lines']}

    def test_a_product_offers_its_published_options_priced(self):
        result = self.rpc(OPTIONS, {'product_id': self.apron.id, 'add_qty': 2})
        self.assertEqual(result['options'], [{
            'product_id': self.wrap.id,
            'product_template_id': self.wrap.product_tmpl_id.id,
            'name': "Shop widget gift wrap",
            'description': "Recycled paper.",
            'image_url': self.env['website'].image_url(self.wrap, 'image_128'),
            'price': 2.5,
            'list_price': 2.5,
            'has_optional_products': True,
        }])
        self.assertEqual(self.rpc(OPTIONS, {'product_id': self.mug.id})['options'], [])
        # The option's own option, asked once it is added.
        of_wrap = self.rpc(OPTIONS, {'product_id': self.wrap.id})['options']
        self.assertEqual([option['product_id'] for option in of_wrap], [self.card.id])

    def test_the_product_and_its_options_go_in_the_cart_linked_in_one_call(self):
        result = self.rpc(ADD, {'product_id': self.apron.id, 'add_qty': 2, 'options': [
            {'product_id': self.wrap.id, 'quantity': 2, 'parent': 0},
            {'product_id': self.card.id, 'quantity': 1, 'parent': 1},
        ]})
        lines = self.cart_lines(result)
        apron, wrap, card = lines[self.apron.id], lines[self.wrap.id], lines[self.card.id]
        self.assertEqual((result['line_id'], result['quantity'], result['option_line_ids']),
                         (apron['id'], 2, [wrap['id'], card['id']]))
        self.assertEqual((apron['quantity'], wrap['quantity'], card['quantity']), (2, 2, 1))
        self.assertEqual((apron['linked_line_id'], wrap['linked_line_id'], card['linked_line_id']),
                         (None, apron['id'], wrap['id']))
        self.assertEqual((result['cart_quantity'], result['warning']), (5, ''))
        self.assertEqual(result['weekbox_cart']['amount_total'], 2 * 40 + 2 * 2.5 + 1)
        # Without options: the product alone, as /shop/cart/update_json adds it.
        alone = self.rpc(ADD, {'product_id': self.mug.id, 'add_qty': 1, 'options': []})
        self.assertEqual(self.cart_lines(alone)[self.mug.id]['quantity'], 1)

    def test_only_a_products_own_options_are_taken_and_nothing_changes_otherwise(self):
        for options, message in (
                ([{'product_id': self.mug.id, 'quantity': 1, 'parent': 0}],
                 "This option is not available with this product."),
                ([{'product_id': self.hidden.id, 'quantity': 1, 'parent': 0}],
                 "This option is not available with this product."),
                # The card is an option of the wrap, not of the apron.
                ([{'product_id': self.card.id, 'quantity': 1, 'parent': 0}],
                 "This option is not available with this product."),
                ([{'product_id': self.wrap.id, 'quantity': 1, 'parent': 1}],
                 "Option parent must be between 0 and 0."),
                ([{'product_id': self.wrap.id, 'quantity': 0, 'parent': 0}], "Quantity must be at least 1."),
                ([{'product_id': self.wrap.id, 'quantity': 1, 'parent': 0, 'line_id': 3}], "Invalid options."),
                ('junk', "Options must be a list.")):
            with self.subTest(options=options):
                self.rpc_error(ADD, {'product_id': self.apron.id, 'add_qty': 1, 'options': options},
                               message=message)
        self.rpc_error(ADD, {'product_id': self.apron.id, 'add_qty': 0, 'options': []},
                       message="Quantity must be at least 1.")
        self.rpc_error(ADD, {'product_id': self.apron.id, 'add_qty': 1, 'options': [], 'order_id': 1},
                       'ValidationError', "Unknown parameter(s): order_id")
        self.assertEqual(self.summary()['cart_quantity'], 0)

    def test_a_line_is_linked_only_to_a_line_of_the_visitors_own_cart(self):
        theirs = self.cart_update(self.apron, add_qty=1)['line_id']
        self.new_session()
        self.rpc_error('/shop/cart/update_json', {
            'product_id': self.wrap.id, 'add_qty': 1, 'linked_line_id': theirs, 'display': False},
            'UserError', "This cart line is not in your cart.")
        mine = self.cart_update(self.apron, add_qty=1)['line_id']
        added = self.cart_update(self.wrap, add_qty=1, linked_line_id=mine)['weekbox_cart']
        self.assertEqual(self.line_of(added, self.wrap)['linked_line_id'], mine)
