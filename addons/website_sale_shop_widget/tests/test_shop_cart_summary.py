"""sale.order._weekbox_cart_summary on orders built in the test: what each
line shows (texts, links, what the customer may do with it, stock bounds) and
a query count that does not grow with the number of lines.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_shop_widget:TestShopCartSummary
"""
from odoo.tests import tagged

from .common import ShopWidgetCase


@tagged('post_install', '-at_install')
class TestShopCartSummary(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.cup = cls.create_product("Shop widget cup", 8.0, default_code='CUP-1',
                                     description_sale="Stoneware.\nDishwasher safe.")
        cls.items = cls.env['product.product']
        for index in range(6):
            limited = {'type': 'product', 'allow_out_of_stock_order': False} if index % 2 else {}
            item = cls.create_product(f"Shop widget item {index}", 5.0 + index, **limited)
            if limited:
                cls.set_stock(item, 10)
            cls.items |= item

    def test_line_texts_and_links(self):
        unpublished = self.create_product("Shop widget hidden", 3.0, is_published=False)
        order = self.create_order([(self.cup, 1), (unpublished, 2)])
        summary = self.summary_of(order)
        cup = self.line_of(summary, self.cup)
        # The product's name without its reference; the description's other lines.
        self.assertEqual(cup['name'], "Shop widget cup")
        self.assertEqual(cup['description'], "Stoneware.\nDishwasher safe.")
        self.assertEqual(cup['url'], self.cup.website_url)
        hidden = self.line_of(summary, unpublished)
        self.assertEqual((hidden['name'], hidden['description'], hidden['url']), ("Shop widget hidden", '', None))
        self.assertEqual(summary['cart_quantity'], 3)

    def test_an_option_line_shows_its_main_line(self):
        order = self.create_order([(self.cup, 1)])
        main = order.order_line
        option = self.env['sale.order.line'].create({
            'order_id': order.id, 'product_id': self.mug.id, 'product_uom_qty': 1, 'linked_line_id': main.id})
        summary = self.summary_of(order)
        option_line = self.line_of(summary, self.mug)
        self.assertEqual(option_line['linked_line_id'], main.id)
        self.assertEqual(option_line['name'], "Shop widget mug")
        self.assertEqual(option_line['description'], option.name.split('\n', 1)[1])
        self.assertIn("Option for:", option_line['description'])
        self.assertIsNone(self.line_of(summary, self.cup)['linked_line_id'])

    def test_stock_bounds_count_every_line_of_the_product(self):
        order = self.create_order([(self.beer_box, 1), (self.mug, 1)])
        self.env['sale.order.line'].create({'order_id': order.id, 'product_id': self.beer_box.id,
                                            'product_uom_qty': 1})
        summary = self.summary_of(order)
        bounds = [line['max_quantity'] for line in summary['lines'] if line['product_id'] == self.beer_box.id]
        # 3 in stock, 2 in the cart: each line may hold its own one and the one left.
        self.assertEqual(bounds, [2, 2])
        self.assertIsNone(self.line_of(summary, self.mug)['max_quantity'])

    def test_query_count_does_not_grow_with_the_lines(self):
        def count(order):
            order._weekbox_cart_summary()  # Odoo's caches (rules, views...) warm
            self.env.invalidate_all()
            before = self.cr.sql_log_count
            summary = order._weekbox_cart_summary()
            return self.cr.sql_log_count - before, summary

        few, small = count(self.create_order([(item, 1) for item in self.items[:2]]))
        many, large = count(self.create_order([(item, 1) for item in self.items]))
        self.assertEqual((len(small['lines']), len(large['lines'])), (2, 6))
        self.assertEqual([line['max_quantity'] for line in large['lines']], [None, 10, None, 10, None, 10])
        self.assertEqual(many, few, f"2 lines: {few} queries, 6 lines: {many}")
