"""The weekly run at the cut-off: what each week's order holds, how it is
charged, and the weeks that get no order."""
from datetime import timedelta
from unittest.mock import patch

import psycopg2

from odoo.tests import TransactionCase, tagged
from odoo.tools import mute_logger

from odoo.addons.website_sale_mealbox.tests.closures import close_day

from .common import AFTER_CUTOFF, BEFORE_CUTOFF, SATURDAY, WEEK, build_world, clock_at, pin_clock, subscribe


@tagged('post_install', '-at_install')
class TestWeeklyRun(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.world = build_world(cls.env, 'run')
        cls.dishes = cls.world['dishes']

    def setUp(self):
        super().setUp()
        pin_clock(self, type(self.env['website']))
        # Payments of the demo provider have no journal to book on in a test database.
        self.startPatcher(patch(
            'odoo.addons.account_payment.models.payment_transaction.PaymentTransaction._reconcile_after_done',
            autospec=True, side_effect=self._confirm_as_sale_does))

    @staticmethod
    def _confirm_as_sale_does(transactions):
        # sale's part of _reconcile_after_done (account_payment's booking left out).
        confirmed = transactions._check_amount_and_confirm_order()
        confirmed._send_order_confirmation_mail()

    def run_cron(self, subscription):
        return self.env['mealbox.subscription']._mealbox_run(subscription_ids=subscription.ids)

    def week_orders(self, subscription):
        return self.env['sale.order'].search([('mealbox_subscription_id', '=', subscription.id)],
                                             order='mealbox_subscription_week')

    def dish_quantities(self, order):
        return {line.product_id.product_tmpl_id: int(line.product_uom_qty)
                for line in order.order_line if line.mealbox_line_type == 'dish'}

    def test_chosen_dishes_make_the_weeks_order(self):
        subscription = subscribe(self.env, self.world)
        with clock_at(BEFORE_CUTOFF):
            subscription._mealbox_set_week_dish(WEEK, self.dishes[0].product_variant_id, 2)
            subscription._mealbox_set_week_dish(WEEK, self.dishes[2].product_variant_id, 1)
            self.assertFalse(self.run_cron(subscription)['order'], "nothing is due before the cut-off")
        self.assertFalse(self.week_orders(subscription))
        with clock_at(AFTER_CUTOFF):
            stats = self.run_cron(subscription)
        order = self.week_orders(subscription)
        self.assertEqual(len(order), 1)
        self.assertEqual(stats['orders'], 1)
        self.assertEqual(self.dish_quantities(order), {self.dishes[0]: 2, self.dishes[2]: 1})
        self.assertFalse(order.mealbox_chef_choice)
        self.assertEqual(order.mealbox_subscription_week, WEEK)
        self.assertEqual(order.mealbox_delivery_date, WEEK + timedelta(days=SATURDAY))
        self.assertEqual(order._mealbox_lines('box').product_id, self.world['box'].product_id)
        self.assertEqual(order.carrier_id, self.world['home_carrier'])
        # The box's current price (42) and the zone's delivery (5): dishes are free.
        self.assertAlmostEqual(order.amount_total, 47.0)
        tx = order.transaction_ids
        self.assertEqual((tx.operation, tx.state, tx.token_id), ('offline', 'done', self.world['token']))
        self.assertAlmostEqual(tx.amount, 47.0)
        self.assertEqual(order.state, 'sale', "a paid week order is confirmed")
        self.assertEqual(order.mealbox_charge_state, 'paid')
        self.assertEqual(subscription.next_week, WEEK + timedelta(days=7))

    def test_box_price_is_the_current_price_at_the_cutoff(self):
        subscription = subscribe(self.env, self.world)
        self.world['box'].product_id.lst_price = 45.0
        with clock_at(AFTER_CUTOFF):
            self.run_cron(subscription)
        self.assertAlmostEqual(self.week_orders(subscription).amount_total, 50.0)

    def test_chef_choice_respects_the_diets(self):
        subscription = subscribe(self.env, self.world, diet_ids=[(6, 0, self.world['vegetarian'].ids)])
        with clock_at(AFTER_CUTOFF):
            self.run_cron(subscription)
        order = self.week_orders(subscription)
        quantities = self.dish_quantities(order)
        self.assertTrue(order.mealbox_chef_choice)
        self.assertEqual(sum(quantities.values()), 3)
        for template in quantities:
            self.assertIn(self.world['vegetarian'], template.mealbox_diet_ids, template.name)
        # The chef's dishes (a meat dish and a gluten-free meat dish) have no vegetarian one:
        # the menu's vegetarian dishes in menu order, the curry at its minimum of 2 not fitting after the quiche
        # and stoemp, so one more quiche.
        self.assertEqual(quantities, {self.dishes[2]: 2, self.dishes[3]: 1})

    def test_chef_choice_without_diets_is_the_chefs_dishes_first(self):
        subscription = subscribe(self.env, self.world)
        with clock_at(AFTER_CUTOFF):
            self.run_cron(subscription)
        quantities = self.dish_quantities(self.week_orders(subscription))
        self.assertEqual(quantities, {self.dishes[0]: 1, self.dishes[1]: 1, self.dishes[2]: 1})

    def test_partly_chosen_week_is_completed_by_the_chef(self):
        subscription = subscribe(self.env, self.world, diet_ids=[(6, 0, self.world['gluten_free'].ids)])
        with clock_at(BEFORE_CUTOFF):
            subscription._mealbox_set_week_dish(WEEK, self.dishes[2].product_variant_id, 1)
        with clock_at(AFTER_CUTOFF):
            self.run_cron(subscription)
        quantities = self.dish_quantities(self.week_orders(subscription))
        self.assertEqual(quantities, {self.dishes[2]: 1, self.dishes[1]: 1, self.dishes[3]: 1})

    def test_no_dish_with_the_diets_no_box(self):
        vegan = self.env['mealbox.diet'].create({'name': 'Vegan run'})
        subscription = subscribe(self.env, self.world, diet_ids=[(6, 0, vegan.ids)])
        with clock_at(AFTER_CUTOFF):
            stats = self.run_cron(subscription)
        self.assertEqual(stats['no_fitting_dish'], 1)
        self.assertFalse(self.week_orders(subscription))
        self.assertIn('has all your diets', subscription.message_ids[0].body)
        self.assertEqual(subscription.next_week, WEEK + timedelta(days=7))

    def test_skipped_week_gets_no_order_and_the_next_one_does(self):
        subscription = subscribe(self.env, self.world)
        with clock_at(BEFORE_CUTOFF):
            subscription._mealbox_skip_week(WEEK)
        with clock_at(AFTER_CUTOFF):
            stats = self.run_cron(subscription)
        self.assertEqual(stats['skipped'], 1)
        self.assertFalse(self.week_orders(subscription))
        with clock_at(AFTER_CUTOFF + timedelta(days=7)):
            self.run_cron(subscription)
        self.assertEqual(self.week_orders(subscription).mealbox_subscription_week, WEEK + timedelta(days=7))

    def test_paused_subscription_gets_no_order_until_resumed(self):
        subscription = subscribe(self.env, self.world)
        with clock_at(BEFORE_CUTOFF):
            subscription._mealbox_pause()
        with clock_at(AFTER_CUTOFF + timedelta(days=7)):
            self.run_cron(subscription)
            self.assertFalse(self.week_orders(subscription))
            subscription._mealbox_resume()
        # Resumed on the Friday of the second week: the third week is the first still open.
        self.assertEqual(subscription.next_week, WEEK + timedelta(days=14))
        with clock_at(AFTER_CUTOFF + timedelta(days=14)):
            self.run_cron(subscription)
        self.assertEqual(self.week_orders(subscription).mealbox_subscription_week, WEEK + timedelta(days=14))

    def test_closed_delivery_date_gets_no_order(self):
        close_day(self.env, WEEK + timedelta(days=SATURDAY), name='Closed run')
        subscription = subscribe(self.env, self.world)
        with clock_at(AFTER_CUTOFF):
            stats = self.run_cron(subscription)
        self.assertEqual(stats['closed'], 1)
        self.assertFalse(self.week_orders(subscription))

    def test_pickup_subscription_orders_the_stores_carrier(self):
        subscription = subscribe(self.env, self.world, delivery_type='pick_store', partner_shipping_id=False,
                                 store_id=self.world['store'].id)
        with clock_at(AFTER_CUTOFF):
            self.run_cron(subscription)
        order = self.week_orders(subscription)
        self.assertEqual(order.carrier_id, self.world['store'].carrier_id)
        self.assertEqual(order.mealbox_store_id, self.world['store'])
        self.assertAlmostEqual(order.amount_total, 42.0)

    def test_declined_card_then_retried_the_next_day(self):
        subscription = subscribe(self.env, self.world, token=self.world['declined_token'])
        with clock_at(AFTER_CUTOFF):
            stats = self.run_cron(subscription)
        order = self.week_orders(subscription)
        self.assertEqual(stats['charge_declined'], 1)
        self.assertEqual(order.state, 'draft', "a declined order is not confirmed")
        self.assertEqual(order.mealbox_charge_state, 'declined')
        self.assertEqual(order.mealbox_payment_state, 'not_paid')
        self.assertTrue(subscription.payment_issue)
        self.assertEqual(order.transaction_ids.state, 'error')
        mail = self.env['mail.mail'].search([('model', '=', 'sale.order'), ('res_id', '=', order.id)])
        self.assertEqual(len(mail), 1, "the customer is e-mailed a link to pay it")
        self.assertIn(order.get_portal_url(), mail.body_html)
        self.assertIn(self.world['customer'], mail.recipient_ids)
        # Later the same night: not retried yet.
        with clock_at(AFTER_CUTOFF + timedelta(hours=3)):
            self.run_cron(subscription)
        self.assertEqual(len(order.transaction_ids), 1)
        # The next day the bank accepts the card.
        self.world['declined_token'].demo_simulated_state = 'done'
        with clock_at(AFTER_CUTOFF + timedelta(days=1, minutes=1)):
            stats = self.run_cron(subscription)
        self.assertEqual(stats['charge_paid'], 1)
        self.assertEqual(len(self.week_orders(subscription)), 1)
        self.assertEqual(sorted(order.transaction_ids.mapped('state')), ['done', 'error'])
        self.assertEqual(order.state, 'sale')
        self.assertFalse(subscription.payment_issue)

    def test_declined_twice_is_not_retried_again(self):
        subscription = subscribe(self.env, self.world, token=self.world['declined_token'])
        for days in (0, 1, 2, 3):
            with clock_at(AFTER_CUTOFF + timedelta(days=days, minutes=1)):
                self.run_cron(subscription)
        order = self.week_orders(subscription)
        self.assertEqual(len(order.transaction_ids), 2)
        self.assertEqual(order.mealbox_charge_state, 'failed')
        self.assertEqual(order.state, 'draft')

    def test_unpaid_week_order_is_no_cart(self):
        subscription = subscribe(self.env, self.world, token=self.world['declined_token'])
        with clock_at(AFTER_CUTOFF):
            self.run_cron(subscription)
        customer = self.world['customer'].with_context(website_id=self.world['website'].id)
        self.assertFalse(customer.with_context(mealbox_cart=True).last_website_so_id)
        self.assertFalse(customer.last_website_so_id)

    def test_cron_run_twice_makes_one_order(self):
        subscriptions = subscribe(self.env, self.world) | subscribe(self.env, self.world)
        with clock_at(AFTER_CUTOFF):
            self.env['mealbox.subscription']._mealbox_run(subscription_ids=subscriptions.ids)
            stats = self.env['mealbox.subscription']._mealbox_run(subscription_ids=subscriptions.ids)
        self.assertFalse(stats['orders'])
        orders = self.env['sale.order'].search([('mealbox_subscription_id', 'in', subscriptions.ids)])
        self.assertEqual(len(orders), 2)
        self.assertEqual(len(orders.transaction_ids), 2)

    def test_a_batchs_paid_orders_are_confirmed_at_once_and_booked_by_odoos_cron(self):
        """10,000 orders within the cut-off's hour: a batch's paid orders are
        confirmed in one call, and their transactions' post-processing (the
        payment booked) is left to Odoo's payment cron, which finds them
        confirmed and confirms nothing twice."""
        subscriptions = self.env['mealbox.subscription'].concat(*(
            subscribe(self.env, self.world) for _n in range(3)))
        order_class = type(self.env['sale.order'])
        confirm = order_class.action_confirm
        confirmed = []

        def counting_confirm(orders):
            confirmed.append(len(orders))
            return confirm(orders)

        with patch.object(order_class, 'action_confirm', counting_confirm):
            with clock_at(AFTER_CUTOFF):
                self.env['mealbox.subscription']._mealbox_run(subscription_ids=subscriptions.ids)
            self.assertEqual(confirmed, [3], "one confirmation for the batch's three paid orders")
            orders = self.env['sale.order'].search([('mealbox_subscription_id', 'in', subscriptions.ids)])
            self.assertEqual(set(orders.mapped('state')), {'sale'})
            transactions = orders.transaction_ids
            self.assertEqual(set(transactions.mapped('state')), {'done'})
            self.assertFalse(any(transactions.mapped('is_post_processed')), "left to Odoo's cron")
            cron = self.env.ref('payment.cron_post_process_payment_tx')
            self.assertTrue(self.env['ir.cron.trigger'].search([('cron_id', '=', cron.id)]), "its cron is woken")
            transactions._finalize_post_processing()  # what the cron does with each
            self.assertTrue(all(transactions.mapped('is_post_processed')))
            self.assertEqual(confirmed, [3], "nothing confirmed twice")
        self.assertEqual(set(orders.mapped('state')), {'sale'})

    def test_one_order_per_subscription_and_week_is_a_database_rule(self):
        subscription = subscribe(self.env, self.world)
        with clock_at(AFTER_CUTOFF):
            self.run_cron(subscription)
        order = self.week_orders(subscription)
        with self.assertRaises(psycopg2.errors.UniqueViolation), self.cr.savepoint(), mute_logger('odoo.sql_db'):
            order.copy({'mealbox_subscription_id': subscription.id, 'mealbox_subscription_week': WEEK})
            self.env.flush_all()

    def test_a_week_left_to_charge_after_a_crash_is_charged_once(self):
        subscription = subscribe(self.env, self.world)
        sale_order = type(self.env['sale.order'])
        with clock_at(AFTER_CUTOFF), patch.object(sale_order, '_mealbox_charge_orders', lambda *args: None):
            self.run_cron(subscription)
        order = self.week_orders(subscription)
        self.assertEqual(order.mealbox_charge_state, 'to_charge')
        self.assertEqual(order.transaction_ids.state, 'draft', "the transaction is there before the provider is asked")
        reference = order.transaction_ids.reference
        with clock_at(AFTER_CUTOFF + timedelta(minutes=5)):
            self.run_cron(subscription)
        self.assertEqual(order.transaction_ids.reference, reference, "asked again with the same reference")
        self.assertEqual(order.transaction_ids.state, 'done')
        self.assertEqual(order.state, 'sale')

    def test_missed_week_is_not_ordered_late(self):
        subscription = subscribe(self.env, self.world)
        with clock_at(AFTER_CUTOFF + timedelta(days=2)):  # Sunday: Saturday's box is gone
            stats = self.run_cron(subscription)
        self.assertEqual(stats['missed'], 1)
        self.assertFalse(self.week_orders(subscription))
        self.assertEqual(subscription.next_week, WEEK + timedelta(days=7))

    def test_extras_are_in_every_weeks_order(self):
        extra = self.env['product.template'].create({
            'name': 'Extra run', 'is_mealbox_extra': True, 'list_price': 4.0, 'sale_ok': True,
            'is_published': True, 'taxes_id': [(5, 0, 0)], 'detailed_type': 'service'})
        subscription = subscribe(self.env, self.world, extra_line_ids=[
            (0, 0, {'product_id': extra.product_variant_id.id, 'quantity': 2})])
        with clock_at(AFTER_CUTOFF):
            self.run_cron(subscription)
        order = self.week_orders(subscription)
        self.assertEqual(order._mealbox_lines('extra').product_uom_qty, 2)
        self.assertAlmostEqual(order.amount_total, 55.0)

    def test_queries_are_flat_per_subscription(self):
        """The weekly run's SQL queries per subscription do not grow with the
        number of subscriptions (batched reads, no query per other record):
        going from 3 to 5 subscriptions costs no more per subscription than
        going from 1 to 3."""
        def queries_for(count, week_offset):
            subscriptions = self.env['mealbox.subscription'].concat(*(
                subscribe(self.env, self.world, start_week=WEEK + timedelta(days=7 * week_offset))
                for _n in range(count)))
            self.env.flush_all()
            self.env.invalidate_all()
            with clock_at(AFTER_CUTOFF + timedelta(days=7 * week_offset)):
                before = self.cr.sql_log_count
                self.env['mealbox.subscription']._mealbox_run(subscription_ids=subscriptions.ids)
                return self.cr.sql_log_count - before

        queries_for(1, 0)  # warms the caches every run has after its first order
        one, three, five = queries_for(1, 1), queries_for(3, 2), queries_for(5, 3)
        first, second = (three - one) / 2, (five - three) / 2
        self.assertLessEqual(second, first * 1.1 + 2, f"queries: {one} for 1, {three} for 3, {five} for 5")

    def test_the_cron_schedules_itself_at_the_next_cutoff(self):
        subscription = subscribe(self.env, self.world)
        cron = self.env.ref('website_sale_mealbox_subscription.ir_cron_weekly_run')
        with clock_at(BEFORE_CUTOFF):
            self.env['mealbox.subscription']._cron_mealbox_weekly_run()
        triggers = self.env['ir.cron.trigger'].search([('cron_id', '=', cron.id)])
        self.assertTrue(triggers.filtered(lambda t: t.call_at <= subscription.next_cutoff),
                        f"a run at or before {subscription.next_cutoff}: {triggers.mapped('call_at')}")
