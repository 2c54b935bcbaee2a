"""The meal box's lines in the shop widgets' cart summary
(sale.order._weekbox_cart_summary): shown as they are, changed by the
wizard only, a dish without a product page.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox_shop
"""
from odoo.tests import tagged

from odoo.addons.website_sale_shop_widget.tests.common import ShopWidgetCase


@tagged('post_install', '-at_install')
class TestMealboxCartLines(ShopWidgetCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.cup = cls.create_product("Shop widget cup", 8.0, default_code='CUP-1',
                                     description_sale="Stoneware.\nDishwasher safe.")

    def test_meal_box_lines_are_shown_as_they_are(self):
        Line = self.env['sale.order.line']
        dish = self.create_product("Shop widget dish", 0.0, is_mealbox_dish=True)
        order = self.create_order([(self.mug, 1)])
        Line.create({'order_id': order.id, 'product_id': self.cup.id, 'product_uom_qty': 1,
                     'mealbox_line_type': 'extra'})
        Line.create({'order_id': order.id, 'product_id': dish.id, 'product_uom_qty': 1,
                     'mealbox_line_type': 'dish'})
        summary = self.summary_of(order)
        extra, dish_line, mug = (self.line_of(summary, product) for product in (self.cup, dish, self.mug))
        self.assertEqual((extra['editable'], extra['removable'], extra['url']), (False, False, self.cup.website_url))
        self.assertEqual((dish_line['editable'], dish_line['removable'], dish_line['url']), (False, False, None))
        self.assertEqual((mug['editable'], mug['removable']), (True, True))
