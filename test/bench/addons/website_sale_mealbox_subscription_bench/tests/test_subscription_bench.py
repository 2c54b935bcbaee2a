"""The benchmark's population (small here): every subscription due at its
week's cut-off, the run pinned just after it ordering each once."""
from odoo.tests import TransactionCase, tagged


@tagged('post_install', '-at_install')
class TestSubscriptionBench(TransactionCase):

    def test_population_is_due_at_the_cutoff_and_ordered_once(self):
        Sub = self.env['mealbox.subscription']
        week = Sub.mealbox_subscription_bench_new_week()['week']
        made = Sub.mealbox_subscription_bench_populate(week, 40)
        self.assertEqual((made['created'], made['total']), (40, 40))
        self.assertEqual(Sub.mealbox_subscription_bench_populate(week, 40)['created'], 0)
        population = Sub._mealbox_bench_of(week)
        self.assertEqual(len(set(population.mapped('next_cutoff'))), 1, "one cut-off for the whole population")
        self.assertEqual(set(population.mapped('weekday')), {str(day) for day in range(7)})
        self.assertTrue(population.filtered(lambda sub: sub.delivery_type == 'pick_store'))
        self.assertTrue(population.filtered('diet_ids'))
        self.assertTrue(population.week_ids.filtered('skipped'))
        self.assertTrue(population.week_ids.line_ids)
        before = Sub.mealbox_subscription_bench_figures(week)
        self.assertEqual((before['orders'], before['still_due']), ([], 40))

        run = Sub.mealbox_subscription_bench_run(week, 0, 25)
        self.assertEqual(run['subscriptions'], 25)
        Sub.mealbox_subscription_bench_run(week, 25)
        figures = Sub.mealbox_subscription_bench_figures(week)
        orders = sum(row['count'] for row in figures['orders'])
        skipped = len(population.week_ids.filtered('skipped'))
        self.assertEqual((figures['still_due'], figures['ordered_twice']), (0, 0))
        self.assertEqual(orders, 40 - skipped, figures)
        states = {row['charge_state'] for row in figures['orders']}
        self.assertEqual(states, {'paid', 'declined'}, figures)

        again = Sub.mealbox_subscription_bench_run(week)
        self.assertEqual(again['stats'].get('orders', 0), 0)
        self.assertEqual(Sub.mealbox_subscription_bench_finish(week), 40)
        later = Sub.mealbox_subscription_bench_new_week()['week']
        self.assertGreater(later, week)
