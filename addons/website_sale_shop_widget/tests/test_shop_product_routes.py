"""/shop/get_unit_price and website_sale's /website_sale/get_combination_info
as the product widgets call them: prices by quantity, images, the
out-of-stock message, and clear refusals of bad params.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopProductRoutes
"""
from odoo import Command
from odoo.tests import tagged

from .common import ShopWidgetCase

UNIT_PRICE = '/shop/get_unit_price'
COMBINATION_INFO = '/website_sale/get_combination_info'
NOT_AVAILABLE = "This product is not available."
QUANTITY_RANGE = "Quantity must be more than 0 and at most 100000."
VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'


@tagged('post_install', '-at_install')
class TestShopProductRoutes(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        env = cls.env
        # 20 % off the apron from 5 units, whatever pricelist the visitor gets.
        for pricelist in env['product.pricelist'].search([]):
            pricelist.item_ids = [Command.create({
                'applied_on': '1_product',
                'product_tmpl_id': cls.apron.product_tmpl_id.id,
                'compute_price': 'percentage',
                'percent_price': 20,
                'min_quantity': 5,
            })]
        cls.size = env['product.attribute'].create({
            'name': 'Shop widget size', 'display_type': 'radio', 'create_variant': 'always',
            'value_ids': [Command.create({'name': name, 'sequence': index}) for index, name in enumerate('SML')],
        })
        cls.fabric = env['product.attribute'].create({
            'name': 'Shop widget fabric', 'display_type': 'select', 'create_variant': 'always',
            'value_ids': [Command.create({'name': 'Cotton'})],
        })
        cls.shirt = env['product.template'].create({
            'name': 'Shop widget shirt',
            'list_price': 20.0,
            'taxes_id': [Command.clear()],
            'is_published': True,
            'attribute_line_ids': [
                Command.create({'attribute_id': cls.size.id, 'value_ids': [Command.set(cls.size.value_ids.ids)]}),
                Command.create({'attribute_id': cls.fabric.id, 'value_ids': [Command.set(cls.fabric.value_ids.ids)]}),
            ],
        })
        # Dynamic variants: a combination has no variant until it is ordered.
        cls.poster_format = env['product.attribute'].create({
            'name': 'Shop widget format', 'display_type': 'pills', 'create_variant': 'dynamic',
            'value_ids': [Command.create({'name': name}) for name in ('A4', 'A3')],
        })
        cls.poster = env['product.template'].create({
            'name': 'Shop widget poster',
            'list_price': 9.0,
            'taxes_id': [Command.clear()],
            'is_published': True,
            'attribute_line_ids': [Command.create({
                'attribute_id': cls.poster_format.id, 'value_ids': [Command.set(cls.poster_format.value_ids.ids)]})],
        })
        values = (cls.shirt | cls.poster).attribute_line_ids.product_template_value_ids
        cls.ptav = {value.name: value for value in values}
        # No large shirt any more: size L is an impossible combination.
        cls.shirt._get_variant_for_combination(cls.ptav['L'] + cls.ptav['Cotton']).action_archive()
        cls.small_shirt = cls.shirt._get_variant_for_combination(cls.ptav['S'] + cls.ptav['Cotton'])
        env['product.image'].create([
            {'name': 'Shirt, back', 'product_tmpl_id': cls.shirt.id},
            {'name': 'Shirt, video', 'product_tmpl_id': cls.shirt.id, 'video_url': VIDEO_URL},
        ])
        cls.beer_box.out_of_stock_message = '<p>Sold out this week,<br/>back on <b>Monday</b>.</p>'

    def combination_info(self, template, combination, **params):
        return self.rpc(COMBINATION_INFO, {
            'product_template_id': template.id, 'combination': [ptav.id for ptav in combination], 'add_qty': 1,
            **params})

    # ------------------------------------------------------------
    # /shop/get_unit_price
    # ------------------------------------------------------------

    def test_unit_prices_follow_the_quantity_rules(self):
        ids = [self.apron.id, self.mug.id]
        one = self.rpc(UNIT_PRICE, {'product_ids': ids, 'add_qty': 1})
        five = self.rpc(UNIT_PRICE, {'product_ids': ids, 'add_qty': 5})
        self.assertEqual(set(one), {str(self.apron.id), str(self.mug.id)})
        apron, mug = str(self.apron.id), str(self.mug.id)
        self.assertGreater(one[apron], 0)
        self.assertAlmostEqual(five[apron], one[apron] * 0.8, places=2)
        self.assertEqual(five[mug], one[mug])
        self.assertEqual(self.rpc(UNIT_PRICE, {'product_ids': ids, 'add_qty': 4.5})[apron], one[apron])
        # The product page's price for that quantity.
        info = self.rpc(COMBINATION_INFO, {'product_template_id': self.apron.product_tmpl_id.id,
                                           'product_id': self.apron.id, 'combination': [], 'add_qty': 5})
        self.assertEqual(info['price'], five[apron])

    def test_products_not_sold_here_are_refused_alike(self):
        unpublished = self.create_product("Shop widget draft", 9.0, is_published=False)
        not_for_sale = self.create_product("Shop widget sample", 9.0, sale_ok=False)
        archived = self.create_product("Shop widget old", 9.0)
        archived.action_archive()
        missing_id = self.env['product.product'].with_context(active_test=False).search(
            [], order='id desc', limit=1).id + 1000
        answers = []
        for product_id in (unpublished.id, not_for_sale.id, archived.id, missing_id):
            with self.subTest(product_id=product_id):
                data = self.rpc_error(UNIT_PRICE, {'product_ids': [self.mug.id, product_id], 'add_qty': 1},
                                      'UserError', NOT_AVAILABLE)
                answers.append(data)
        self.assertTrue(all(answer == answers[0] for answer in answers), answers)
        # Logged in or not, alike.
        self.new_session('shop_widget_customer')
        self.rpc_error(UNIT_PRICE, {'product_ids': [unpublished.id], 'add_qty': 1}, 'UserError', NOT_AVAILABLE)

    def test_unit_price_params_get_a_clear_refusal(self):
        cases = [
            ({'product_ids': 'abc', 'add_qty': 1}, "Products must be a list."),
            ({'product_ids': {'id': 1}, 'add_qty': 1}, "Products must be a list."),
            ({'product_ids': [], 'add_qty': 1}, "Please choose at least one product."),
            ({'add_qty': 1}, "Please choose at least one product."),
            ({'product_ids': ['x'], 'add_qty': 1}, "Products must be a whole number."),
            ({'product_ids': [{'id': 1}], 'add_qty': 1}, "Products must be a whole number."),
            ({'product_ids': [0], 'add_qty': 1}, "Products must be between 1 and 2147483647."),
            ({'product_ids': [-4], 'add_qty': 1}, "Products must be between 1 and 2147483647."),
            ({'product_ids': list(range(1, 102)), 'add_qty': 1}, "Too many values for Products."),
            ({'product_ids': [self.mug.id], 'add_qty': 0}, QUANTITY_RANGE),
            ({'product_ids': [self.mug.id], 'add_qty': -2}, QUANTITY_RANGE),
            ({'product_ids': [self.mug.id], 'add_qty': 10**6}, QUANTITY_RANGE),
            ({'product_ids': [self.mug.id], 'add_qty': 'x'}, "Quantity must be a number."),
            ({'product_ids': [self.mug.id], 'add_qty': [1]}, "Quantity must be a number."),
            ({'product_ids': [self.mug.id]}, "Quantity must be a number."),
            ({'product_ids': [self.mug.id], 'add_qty': 1, 'pricelist_id': 1}, "Unknown parameter(s): pricelist_id"),
        ]
        for params, message in cases:
            with self.subTest(params=params):
                self.rpc_error(UNIT_PRICE, params, 'ValidationError', message)

    # ------------------------------------------------------------
    # /website_sale/get_combination_info
    # ------------------------------------------------------------

    def test_combination_info_has_the_widgets_keys(self):
        info = self.combination_info(self.shirt, [self.ptav['S'], self.ptav['Cotton']])
        self.assertEqual(info['product_id'], self.small_shirt.id)
        self.assertTrue(info['is_combination_possible'])
        # The variant's main image and the template's extra one; no video.
        images = info['weekbox_images']
        self.assertEqual(len(images), 2)
        variant_image = f'/web/image/product.product/{self.small_shirt.id}'
        self.assertTrue(images[0]['url'].startswith(f'{variant_image}/image_1024?unique='))
        self.assertTrue(images[0]['zoom_url'].startswith(f'{variant_image}/image_1920?unique='))
        self.assertTrue(images[0]['thumb_url'].startswith(f'{variant_image}/image_128?unique='))
        self.assertTrue(images[1]['url'].startswith('/web/image/product.image/'))
        self.assertEqual(images[1]['alt'], 'Shirt, back')
        self.assertEqual(info['weekbox_out_of_stock_message'], '')

    def test_a_combination_without_variant_has_the_keys_too(self):
        info = self.combination_info(self.poster, [self.ptav['A3']])
        self.assertIs(info['product_id'], False)
        # The template's own images.
        self.assertEqual(len(info['weekbox_images']), 1)
        self.assertTrue(info['weekbox_images'][0]['url'].startswith(
            f'/web/image/product.template/{self.poster.id}/image_1024?unique='))
        self.assertEqual(info['weekbox_out_of_stock_message'], '')

    def test_an_impossible_combination_has_the_keys_too(self):
        info = self.combination_info(self.shirt, [self.ptav['L'], self.ptav['Cotton']])
        self.assertFalse(info['is_combination_possible'])
        self.assertEqual(len(info['weekbox_images']), 2)
        self.assertEqual(info['weekbox_out_of_stock_message'], '')

    def test_an_impossible_combination_cannot_be_added_through_odoos_cart_route(self):
        """The buy box disables Add for it; Odoo's own cart route refuses its
        (archived) variant too, and the cart stays empty."""
        large = self.shirt.with_context(active_test=False)._get_variant_for_combination(
            self.ptav['L'] + self.ptav['Cotton'])
        self.assertFalse(large.active)
        self.rpc_error('/shop/cart/update_json', {'product_id': large.id, 'add_qty': 1, 'display': False})
        self.assertEqual(self.rpc('/shop/weekbox/cart_summary')['cart_quantity'], 0)

    def test_combination_info_gives_the_out_of_stock_message_as_text(self):
        template = self.beer_box.product_tmpl_id
        info = self.rpc(COMBINATION_INFO, {'product_template_id': template.id, 'product_id': self.beer_box.id,
                                           'combination': [], 'add_qty': 1})
        self.assertEqual(info['weekbox_out_of_stock_message'], "Sold out this week, back on Monday.")
        self.assertEqual(info['free_qty'], 3)
        # What Odoo's own scripts send: their context, no product_id, an empty quantity field.
        info = self.rpc(COMBINATION_INFO, {'product_template_id': template.id, 'product_id': None,
                                           'combination': [], 'add_qty': None,
                                           'context': {'website_sale_no_images': True}})
        self.assertEqual(info['product_id'], self.beer_box.id)
        self.assertEqual(info['weekbox_out_of_stock_message'], "Sold out this week, back on Monday.")

    def test_combination_info_params_get_a_clear_refusal(self):
        shirt = self.shirt.id
        combination = [self.ptav['S'].id, self.ptav['Cotton'].id]
        cases = [
            ({'product_template_id': 'abc', 'combination': combination, 'add_qty': 1}, "Invalid product reference."),
            ({'product_template_id': [shirt], 'combination': combination, 'add_qty': 1},
             "Invalid product reference."),
            ({'product_template_id': shirt, 'product_id': 'x', 'combination': combination, 'add_qty': 1},
             "Invalid product variant reference."),
            ({'product_template_id': shirt, 'combination': 'x', 'add_qty': 1}, "Combination must be a list."),
            ({'product_template_id': shirt, 'combination': {'a': 1}, 'add_qty': 1}, "Combination must be a list."),
            ({'product_template_id': shirt, 'combination': [{'a': 1}], 'add_qty': 1},
             "Combination must be a whole number."),
            ({'product_template_id': shirt, 'combination': [-1], 'add_qty': 1},
             "Combination must be between 1 and 2147483647."),
            ({'product_template_id': shirt, 'combination': list(range(1, 102)), 'add_qty': 1},
             "Too many values for Combination."),
            ({'product_template_id': shirt, 'combination': combination, 'add_qty': 1,
              'parent_combination': ['x']}, "Parent combination must be a whole number."),
            ({'product_template_id': shirt, 'combination': combination, 'add_qty': 0}, QUANTITY_RANGE),
            ({'product_template_id': shirt, 'combination': combination, 'add_qty': -1}, QUANTITY_RANGE),
            ({'product_template_id': shirt, 'combination': combination, 'add_qty': 100001}, QUANTITY_RANGE),
            ({'product_template_id': shirt, 'combination': combination, 'add_qty': 'many'},
             "Quantity must be a number."),
            ({'product_template_id': shirt, 'combination': combination, 'add_qty': {'qty': 1}},
             "Quantity must be a number."),
        ]
        for params, message in cases:
            with self.subTest(params=params):
                self.rpc_error(COMBINATION_INFO, params, 'ValidationError', message)
        # A product the visitor may not see: the same refusal whether it exists or not.
        hidden = self.create_product("Shop widget hidden", 3.0, is_published=False).product_tmpl_id
        missing_id = self.env['product.template'].search([], order='id desc', limit=1).id + 1000
        refusals = [self.rpc_error(COMBINATION_INFO, {'product_template_id': template_id, 'combination': [],
                                                      'add_qty': 1})
                    for template_id in (hidden.id, missing_id)]
        self.assertEqual(refusals[0], refusals[1])
