"""The benchmark's day of boxes (small here): confirmed, counted by the
kitchen's view, made once."""
from datetime import date

from odoo.tests import TransactionCase, tagged


@tagged('post_install', '-at_install')
class TestKitchenBenchDay(TransactionCase):

    def test_generated_boxes_are_counted_once(self):
        day = date(2032, 3, 4)
        result = self.env['sale.order'].mealbox_kitchen_bench_generate_day(day, count=12)
        self.assertEqual((result['created'], result['total']), (12, 12))
        boxes = self.env['mealbox.kitchen.box'].search([('delivery_day', '=', day)])
        self.assertEqual(len(boxes), 12)
        self.assertTrue(boxes.filtered(lambda box: box.delivery_type == 'pick_store'))
        self.assertTrue(boxes.filtered('zone_id'))
        again = self.env['sale.order'].mealbox_kitchen_bench_generate_day(day, count=12)
        self.assertEqual((again['created'], again['total']), (0, 12))
        figures = self.env['mealbox.kitchen.print'].create({'day': day})._mealbox_kitchen_figures()
        self.assertEqual(figures['box_count'], 12)
        self.assertEqual(sum(size['count'] for size in figures['box_sizes']), 12)

    def test_boxes_beyond_the_templates_are_copies_with_their_contents(self):
        day = date(2032, 3, 11)
        Order = self.env['sale.order']
        result = Order.mealbox_kitchen_bench_generate_day(day, count=4, templates=4)
        self.assertEqual((result['created'], result['total']), (4, 4))
        dishes = self.env['mealbox.kitchen.line'].read_group(
            [('delivery_day', '=', day), ('line_type', '=', 'dish')], ['portions:sum'], [])[0]['portions']
        result = Order.mealbox_kitchen_bench_generate_day(day, count=12, templates=4)
        self.assertEqual((result['created'], result['total']), (8, 12))
        boxes = self.env['mealbox.kitchen.box'].search([('delivery_day', '=', day)])
        self.assertEqual(len(boxes), 12)
        self.assertEqual(len(set(boxes.mapped('name'))), 12)
        self.assertEqual(self.env['mealbox.kitchen.line'].read_group(
            [('delivery_day', '=', day), ('line_type', '=', 'dish')], ['portions:sum'], [])[0]['portions'], 3 * dishes)
        again = Order.mealbox_kitchen_bench_generate_day(day, count=12, templates=4)
        self.assertEqual((again['created'], again['total']), (0, 12))
