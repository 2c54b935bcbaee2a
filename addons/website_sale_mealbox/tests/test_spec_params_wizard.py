"""The spec's informational params on the wizard's routes (spec §3.4, §7.3).

The widgets send the page's copy of the order context (meal, meal_no, person,
price_list_price, count_line, state, current_state, meal_id, pricelist_price)
so that a back office speaking the spec's contract can serve them. Ours accepts
them, refuses junk as for any param, and never trusts them: a lying value
changes nothing. And Next (/mealbox/add/meal with is_continue, §4.3) checks the
box on the server and answers what the extra step shows.
"""
from odoo.tests import tagged

from .test_mealbox_wizard_routes import MSG_ADD_MORE, MealboxWizardCase

# What a page could claim about the box that the server must not believe.
LIES = {'meal': 5, 'meal_no': 2, 'person': 1, 'price_list_price': 0.01, 'count_line': 3}


@tagged('post_install', '-at_install', 'mealbox_wizard')
class TestSpecParamsWizard(MealboxWizardCase):

    def _assert_junk(self, route, base, field, values):
        for value in values:
            with self.subTest(route=route, field=field, value=value):
                self.assertRefused(route, {**base, field: value})

    def assertBoxUntouched(self, order_id, dishes):
        """The order is still the 3 x 2 box at its price, with `dishes` meals."""
        order = self._order(order_id)
        self.assertEqual(order.mealbox_box_id, self.boxes[3, 2])
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (3, 2))
        self.assertEqual(self._dish_count(order_id), dishes)
        self.assertEqual(order.amount_total, 45.0)

    def test_add_meal_ignores_the_page_context(self):
        """The same add, honest and lying, by two visitors: the same answer."""
        liar = self._visitor()
        honest_id, lying_id = self._box(), self._box(visitor=liar)
        dish = self._pid(self._dish(0))
        expected = self._rpc('/mealbox/add/meal', {'order_id': honest_id, 'product_id': dish})
        result = self._rpc('/mealbox/add/meal', {
            'order_id': lying_id, 'product_id': dish, **LIES, 'state': 'delivery', 'current_state': 'extra',
        }, liar)
        for key in set(expected) - {'order_id', 'product_in_cart'}:
            self.assertEqual(result[key], expected[key], key)
        self.assertCart(result['product_in_cart'], {self._dish(0): 1})
        self.assertEqual(result['count_line'], 1)
        self.assertIsNone(result['next_state'], "state=delivery is not a Next")
        self.assertNotIn('extra_in_cart', result)
        self.assertBoxUntouched(lying_id, 1)

    def test_remove_meal_and_extras_ignore_the_page_context(self):
        dish = self._dish(0)
        order_id = self._box(dish, dish)
        line_id = self._order(order_id).order_line.filtered(lambda line: line.product_id.product_tmpl_id == dish).id
        context = {key: LIES[key] for key in ('meal', 'meal_no', 'price_list_price')}
        result = self._rpc('/mealbox/remove/meal', {'order_id': order_id, 'line_id': line_id, 'remove_product': 1,
                                                    **context})
        self.assertEqual(result['count_line'], 1)
        self.assertEqual(result['price_list_price'], 45.0)
        [totals] = self._rpc('/mealbox/add/extra-meal', {'order_id': order_id, 'product_id': self._pid(self.extra_soup),
                                                         'add_product': 1, **context})
        self.assertEqual(totals['total_price'], 4.5)
        self.assertEqual(totals['amount_total'], 49.5)
        self.assertEqual(self._dish_count(order_id), 1)

    def test_filters_order_and_cart_ignore_the_page_context(self):
        order_id = self._box(self._dish(0))
        context = {key: LIES[key] for key in ('meal', 'meal_no', 'price_list_price')}
        for route in ('/mealbox/diet', '/mealbox/category'):
            params = {'order_id': order_id, 'state': 'compose', 'category': [self.categories['fish'].id]}
            with self.subTest(route=route):
                self.assertEqual(self._rpc(route, {**params, **context}), self._rpc(route, params))
        order = {'sale_order_id': order_id, 'state': 'compose'}
        self.assertEqual(self._rpc('/mealbox/get/order', {**order, 'meal': 5, 'person': 1}),
                         self._rpc('/mealbox/get/order', order))
        self.assertEqual(self._rpc('/mealbox/cart', {'order_id': order_id, 'meal': 5}),
                         self._rpc('/mealbox/cart', {'order_id': order_id}))
        self.assertBoxUntouched(order_id, 1)

    def test_load_mealbox_sizes_the_box_from_meal_and_people_only(self):
        other_box = self.boxes[5, 2].product_id
        result = self._load(3, 2, meal_id=other_box.id, pricelist_price=0.01)
        self.assertSummary(result, result['order_id'], 3, 2)
        self.assertBoxUntouched(result['order_id'], 0)

    def test_next_checks_the_box_whatever_the_page_claims(self):
        order_id = self._box(self._dish(0))
        # The page claims a complete box: the server counts 1 of 3.
        self.assertRefused('/mealbox/add/meal', {'order_id': order_id, 'is_continue': 1, **LIES,
                                                 'state': 'extra', 'current_state': 'compose'},
                           MSG_ADD_MORE.format(n=2), exception='UserError')
        self.assertBoxUntouched(order_id, 1)

    def test_next_answers_the_extra_step(self):
        alert = self.env['mealbox.step.alert'].create({
            'step': 'extra', 'message': 'Wizard test: a dessert?', 'website_id': self.website.id})
        self.env['mealbox.step.alert'].create({
            'step': 'compose', 'message': 'Wizard test: compose only', 'website_id': self.website.id})
        order_id = self._box(self._dish(0), self._dish(2), self._dish(3))
        self._rpc('/mealbox/add/extra-meal', {'order_id': order_id, 'product_id': self._pid(self.extra_soup),
                                              'add_product': 1})
        # state 'compose' is informational: is_continue decides.
        result = self._rpc('/mealbox/add/meal', {'order_id': order_id, 'is_continue': 1, **LIES,
                                                 'state': 'compose', 'current_state': 'compose'})
        self.assertEqual(result['next_state'], 'extra')
        self.assertEqual(result['count_line'], 3)
        self.assertCart(result['extra_in_cart'], {self.extra_soup: 1})
        self.assertIds(result['extra_remaining'], self.extra_beer)
        self.assertIn({'id': alert.id, 'message': 'Wizard test: a dessert?', 'tone': 'info'}, result['alerts'])
        self.assertNotIn('Wizard test: compose only', [item['message'] for item in result['alerts']])
        self.assertIs(result['is_public_user'], True)
        # The same lists as opening the extra step.
        load = self._load(3, 2, order_id=order_id, state='extra')
        for key in ('extra_in_cart', 'extra_remaining', 'alerts', 'is_public_user', 'product_in_cart'):
            self.assertEqual(result[key], load[key], key)
        self.assertEqual(self._dish_count(order_id), 3, "Next adds nothing")

    def test_junk_in_the_page_context_is_refused(self):
        order_id = self._box(self._dish(0))
        add = {'order_id': order_id, 'product_id': self._pid(self._dish(2))}
        junk_counts = ['abc', -1, 100, [3], {'n': 3}, 2.5, True]
        for field in ('meal', 'meal_no', 'person'):
            self._assert_junk('/mealbox/add/meal', add, field, junk_counts)
        self._assert_junk('/mealbox/add/meal', add, 'count_line', ['abc', -1, [3], 2.5])
        self._assert_junk('/mealbox/add/meal', add, 'price_list_price', ['cheap', [1], {'a': 1}, True, 1e12,
                                                                         float('inf')])
        for field in ('state', 'current_state'):
            self._assert_junk('/mealbox/add/meal', add, field, ['bogus', 5, ['compose'], True])
        self._assert_junk('/load/mealbox', {'meal': 3, 'people': 2, 'order_id': order_id}, 'meal_id',
                          ['abc', -1, [1], 2**40])
        self._assert_junk('/load/mealbox', {'meal': 3, 'people': 2, 'order_id': order_id}, 'pricelist_price',
                          ['cheap', [1]])
        # Bases that would change the box if the junk were let through.
        line_id = self._order(order_id).order_line.filtered(lambda line: line.mealbox_line_type == 'dish').id
        bases = {
            '/mealbox/remove/meal': {'order_id': order_id, 'line_id': line_id, 'quantity': 2},
            '/mealbox/add/extra-meal': {'order_id': order_id, 'product_id': self._pid(self.extra_soup),
                                        'add_product': 1},
            '/mealbox/diet': {'order_id': order_id, 'state': 'compose'},
            '/mealbox/cart': {'order_id': order_id, 'product_id': self._pid(self._dish(0)), 'new_qty': 2},
        }
        for route, base in bases.items():
            self._assert_junk(route, base, 'meal', junk_counts)
        self.assertBoxUntouched(order_id, 1)
