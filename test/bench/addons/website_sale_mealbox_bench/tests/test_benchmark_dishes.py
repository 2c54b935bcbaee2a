"""The benchmark dishes: the generator, and what the bench measures with them
(the wizard's query counts do not grow with a menu of 2,000 more dishes).

Moved here from website_sale_mealbox with the generator; the Python test runner
(odoo-docker/native/test.sh) installs this module next to ours and runs them."""
import logging
from datetime import timedelta

from odoo.tests import TransactionCase, tagged

from odoo.addons.website_sale_mealbox.tests.test_mealbox_wizard_routes import MealboxWizardCase

_logger = logging.getLogger(__name__)


@tagged('post_install', '-at_install')
class TestBenchmarkDishes(TransactionCase):

    def _free_week(self):
        """A Monday no menu covers: the one after the last menu ends. A fixed
        week collided with the demo's "next week" menu on a database made
        in the week before it (seen under a clock moved to 31 December 2026)."""
        last = self.env['mealbox.week.menu'].search([], order='date_end desc', limit=1)
        if last:
            return last.date_end + timedelta(days=1)
        today = self.env['website'].get_current_website()._mealbox_today()
        return today - timedelta(days=today.weekday())

    def test_benchmark_generator(self):
        menu = self.env['mealbox.week.menu'].create({'name': 'Bench', 'date_start': self._free_week()})
        created = self.env['product.template']._mealbox_generate_benchmark_dishes(count=30, menus=menu)
        self.assertEqual(len(created), 30)
        self.assertEqual(len(menu.dish_ids), 30)
        self.assertTrue(all(code.startswith('BENCH-') for code in created.mapped('default_code')))
        again = self.env['product.template']._mealbox_generate_benchmark_dishes(count=35, menus=menu)
        self.assertEqual(len(again), 5)
        self.assertEqual(len(menu.dish_ids), 35)

    def test_the_action_is_for_administrators(self):
        action = self.env.ref('website_sale_mealbox_bench.action_generate_benchmark_dishes')
        self.assertEqual(action.binding_model_id.model, 'mealbox.week.menu')
        self.assertEqual(action.groups_id, self.env.ref('base.group_system'))


@tagged('post_install', '-at_install', 'mealbox_wizard')
class TestMealboxWizardQueryCount(MealboxWizardCase):
    """/load/mealbox and /mealbox/add/meal cost the same number of queries for a
    menu of 14 dishes and for one of 2,014 (the request's queries run on self.cr,
    so self.cr.sql_log_count counts them)."""

    def _queries(self, route, params, before=None):
        """Queries of one call (after `before()`, not counted), measured 3 times after
        2 warm-up calls; the 3 counts must agree (steady caches)."""
        counts = []
        for attempt in range(5):
            if before:
                before()
            self.env.flush_all()
            self.cr.flush()
            count0 = self.cr.sql_log_count
            self._rpc(route, params)
            if attempt >= 2:
                counts.append(self.cr.sql_log_count - count0)
        self.assertEqual(len(set(counts)), 1, f"{route}: unstable query counts {counts}")
        return counts[0]

    def _measure(self, order_id):
        dish = self._dish(2)
        load = {'meal': 3, 'people': 2, 'order_id': order_id, 'state': 'compose'}

        def remove_dish():
            order = self._order(order_id)
            order.order_line.filtered(lambda line: line.product_id.product_tmpl_id == dish).unlink()
            self.env.flush_all()

        add = {'order_id': order_id, 'product_id': self._pid(dish), 'category': [0], 'filter': 0}
        return {
            '/load/mealbox': self._queries('/load/mealbox', load),
            '/mealbox/add/meal': self._queries('/mealbox/add/meal', add, before=remove_dish),
        }

    def test_query_counts_do_not_grow_with_the_menu(self):
        order_id = self._box(self._dish(0))
        small = self._measure(order_id)
        # As the back office's action does: onto the current menu.
        self.env['product.template']._mealbox_generate_benchmark_dishes(count=2000)
        self.env.flush_all()
        self.assertEqual(len(self.menu.dish_ids), len(self.dishes) + 1 + 2000)
        self.assertEqual(len(self.website._mealbox_current_dishes()), len(self.dishes) + 2000)
        large = self._measure(order_id)
        _logger.info("Meal box wizard queries, %d vs %d dishes: %s vs %s",
                     len(self.dishes), len(self.dishes) + 2000, small, large)
        self.assertEqual(small, large)
        result = self._load(3, 2, order_id=order_id)
        # One page of cards, not the menu (how many more come with "Show more dishes").
        page = self.website._mealbox_dish_page_size()
        self.assertEqual(len(result['product_remaining']), page)
        self.assertEqual(result['remaining_more'], len(self.dishes) + 2000 - 2 - page)
