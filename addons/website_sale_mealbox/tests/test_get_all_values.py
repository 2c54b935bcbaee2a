from odoo.tests import HttpCase, tagged


@tagged('post_install', '-at_install')
class TestGetAllValues(HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        # Start from a known matrix: this test's rows only.
        cls.env['mealbox.box'].search([]).action_archive()
        # A pricelist without rules, so the box price is the product's price.
        cls.env['product.pricelist'].search([]).action_archive()
        cls.env['product.pricelist'].create({
            'name': 'Weekbox test pricelist', 'website_id': cls.website.id, 'selectable': True,
            'currency_id': cls.website.company_id.currency_id.id,
        })
        Product = cls.env['product.product']
        cls.box_3x2 = cls.env['mealbox.box'].create({
            'meals': 3, 'people': 2,
            'product_id': Product.create({'name': 'Box 3x2', 'list_price': 45.0, 'taxes_id': False}).id,
        })
        cls.box_4x2 = cls.env['mealbox.box'].create({
            'meals': 4, 'people': 2,
            'product_id': Product.create({'name': 'Box 4x2', 'list_price': 56.0, 'taxes_id': False}).id,
        })

    def _get_all_values(self):
        return self.make_jsonrpc_request('/weekbox/get_all_values', {})

    def test_returns_price_matrix_keyed_by_people_then_meals(self):
        result = self._get_all_values()
        currency = self.website.currency_id
        self.assertEqual(set(result['all_meals']), {'2'})
        self.assertEqual(set(result['all_meals']['2']), {'3', '4'})
        cell = result['all_meals']['2']['3']
        self.assertEqual(cell['meal_id'], self.box_3x2.product_id.id)
        self.assertEqual(cell['box_price'], 45.0)
        self.assertEqual(cell['total_price'], 45.0)
        self.assertEqual(cell['meal_price'], 15.0)
        self.assertEqual(cell['currency'], currency.symbol)
        self.assertEqual(result['currency_info'], {
            'name': currency.name, 'symbol': currency.symbol,
            'position': currency.position, 'decimals': currency.decimal_places,
        })

    def test_maxima_default_to_the_largest_size_offered(self):
        self.assertEqual(self._get_all_values()['max_meals'], {'max_meal': 4, 'max_people': 2})

    def test_maxima_from_website_settings_win(self):
        self.website.write({'mealbox_max_meal': 3, 'mealbox_max_people': 5})
        self.assertEqual(self._get_all_values()['max_meals'], {'max_meal': 3, 'max_people': 5})

    def test_archived_size_or_unsellable_product_is_not_offered(self):
        self.box_4x2.action_archive()
        self.box_3x2.product_id.sale_ok = False
        self.assertEqual(self._get_all_values()['all_meals'], {})

    def test_website_specific_row_wins_over_generic_one(self):
        specific = self.env['mealbox.box'].create({
            'meals': 3, 'people': 2, 'website_id': self.website.id,
            'product_id': self.env['product.product'].create({
                'name': 'Box 3x2 special', 'list_price': 39.0, 'taxes_id': False}).id,
        })
        cell = self._get_all_values()['all_meals']['2']['3']
        self.assertEqual(cell['meal_id'], specific.product_id.id)
        self.assertEqual(cell['box_price'], 39.0)

    def _count_queries(self, func):
        self.env.invalidate_all()
        self.env.registry.clear_cache()
        before = self.cr.sql_log_count
        func()
        return self.cr.sql_log_count - before

    def test_query_count_does_not_grow_with_box_sizes(self):
        def matrix():
            return self.env['mealbox.box']._get_price_matrix(self.website)

        matrix()
        queries_with_two_sizes = self._count_queries(matrix)
        Product = self.env['product.product']
        for meals in range(5, 25):
            self.env['mealbox.box'].create({
                'meals': meals, 'people': 2,
                'product_id': Product.create(
                    {'name': f'Box {meals}', 'list_price': meals * 10.0, 'taxes_id': False}).id,
            })
        matrix()
        self.assertEqual(len(matrix()['all_meals']['2']), 22)
        self.assertEqual(self._count_queries(matrix), queries_with_two_sizes)
