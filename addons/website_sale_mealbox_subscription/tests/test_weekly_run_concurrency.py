"""The weekly run between real transactions: two workers at once, a run
that crashes half-way, a customer's change while the run holds the
subscription. What a TransactionCase cannot show inside its one
transaction, so the records here are committed (by cursors of their own,
outside the test's transaction; every thread is a worker with its cursor)
and deleted at the end, and before, should an earlier run have been cut.
"""
import threading
from unittest.mock import patch

import odoo
from odoo import SUPERUSER_ID, api
from odoo.exceptions import UserError
from odoo.tests import TransactionCase, tagged
from odoo.tests.common import get_db_name
from odoo.tools import mute_logger

from odoo.addons.website_weekbox.tests.common import skip_under_libfaketime

from .common import AFTER_CUTOFF, WEEK, build_world, clock_at, pin_clock, subscribe

TAG = 'concurrent-run'


class Crash(Exception):
    """The worker dies here (a killed process, a lost connection)."""


@tagged('post_install', '-at_install')
class TestWeeklyRunConcurrency(TransactionCase):

    def setUp(self):
        super().setUp()
        pin_clock(self, type(self.env['website']))
        self.startPatcher(patch(
            'odoo.addons.account_payment.models.payment_transaction.PaymentTransaction._reconcile_after_done',
            autospec=True, side_effect=lambda txs: txs._check_amount_and_confirm_order()))
        self.db = odoo.sql_db.db_connect(get_db_name())
        self._purge()
        self.addCleanup(self._purge)
        with self._cursor() as cr:
            env = self._env(cr)
            world = build_world(env, TAG)
            self.subscription_ids = (subscribe(env, world) | subscribe(env, world)).ids
            self.token_id = world['token'].id
            cr.commit()

    def _cursor(self):
        cr = self.db.cursor()
        cr.execute("SET lock_timeout = '20s'")  # never hang a test run on a lock
        return cr

    @staticmethod
    def _env(cr):
        return api.Environment(cr, SUPERUSER_ID, {})

    def _purge(self):
        """Deletes what this class committed (this run's or a cut earlier run's)."""
        with self._cursor() as cr:
            env = self._env(cr)
            customers = env['res.partner'].search([('name', '=', f'Subscriber {TAG}')])
            subscriptions = env['mealbox.subscription'].search([('partner_id', 'in', customers.ids)])
            orders = env['sale.order'].search([('partner_id', 'in', customers.ids)])
            env['payment.transaction'].search([('partner_id', 'in', customers.ids)]).unlink()
            orders.filtered(lambda o: o.state != 'cancel')._action_cancel()
            orders.unlink()
            subscriptions.unlink()
            env['payment.token'].with_context(active_test=False).search(
                [('partner_id', 'in', customers.ids)]).unlink()
            env['mealbox.week.menu'].search([('name', 'like', f'Week menu {TAG} %')]).unlink()
            env['mealbox.box'].search([('product_id.name', 'like', f'Subscription box {TAG} %')]).unlink()
            env['mealbox.delivery.zone'].search([('name', '=', f'Zone {TAG}')]).unlink()
            env['mealbox.pickup.store'].search([('name', '=', f'Store {TAG}')]).unlink()
            env['delivery.carrier'].search([('name', 'in', [f'Home {TAG}', f'Store {TAG}'])]).unlink()
            env['product.template'].with_context(active_test=False).search(
                [('name', 'like', f'% {TAG}%')]).unlink()
            env['mealbox.diet'].search([('name', 'in', [f'Vegetarian {TAG}', f'Gluten-free {TAG}'])]).unlink()
            customers.unlink()
            cr.commit()

    def _orders(self):
        with self._cursor() as cr:
            orders = self._env(cr)['sale.order'].search([('mealbox_subscription_id', 'in', self.subscription_ids)])
            return [(o.mealbox_subscription_id.id, str(o.mealbox_subscription_week), o.state,
                     sorted(o.transaction_ids.mapped('state'))) for o in orders]

    def _run_worker(self, results, **kwargs):
        """One worker, run to its end (a thread: the run commits its batches outside tests' threads)."""
        worker = threading.Thread(target=self._run, args=(results,), kwargs=kwargs)
        worker.start()
        worker.join(timeout=120)

    def _run(self, results, barrier=None, **kwargs):
        """A worker: the weekly run in its own transaction (committing each batch, as the cron does)."""
        try:
            with self._cursor() as cr:
                if barrier:
                    barrier.wait(timeout=30)
                results.append(self._env(cr)['mealbox.subscription']._mealbox_run(
                    subscription_ids=self.subscription_ids, **kwargs))
                cr.commit()
        except Exception as error:  # noqa: BLE001 - reported by the test
            results.append(error)

    def _expect_one_paid_order_each(self):
        self.assertEqual(sorted(self._orders()), sorted(
            (subscription_id, str(WEEK), 'sale', ['done']) for subscription_id in self.subscription_ids))

    def test_two_workers_at_once_make_one_order_per_subscription(self):
        results = []
        barrier = threading.Barrier(2)
        # The workers' conflicts (serialization failures, taken again) are logged by odoo.sql_db.
        with clock_at(AFTER_CUTOFF), mute_logger('odoo.sql_db'):
            workers = [threading.Thread(target=self._run, args=(results, barrier), kwargs={'batch_size': 1})
                       for _n in range(2)]
            for worker in workers:
                worker.start()
            for worker in workers:
                worker.join(timeout=120)
        self.assertEqual([r for r in results if isinstance(r, Exception)], [])
        self.assertEqual(sum(stats['orders'] for stats in results), 2, results)
        self.assertEqual(sum(stats['charge_paid'] for stats in results), 2, results)
        self._expect_one_paid_order_each()

    def test_a_run_crashing_half_way_then_run_again_makes_each_order_once(self):
        Subscription = type(self.env['mealbox.subscription'])
        original = Subscription._mealbox_plan_week_orders
        calls = []

        def plan_then_crash(subscriptions):
            calls.append(subscriptions.ids)
            if len(calls) == 2:
                raise Crash()
            return original(subscriptions)

        results = []
        with clock_at(AFTER_CUTOFF):
            with patch.object(Subscription, '_mealbox_plan_week_orders', plan_then_crash):
                self._run_worker(results, batch_size=1)
            self.assertIsInstance(results[0], Crash)
            self.assertEqual(len(self._orders()), 1, "the first batch was committed before the crash")
            self._run_worker(results, batch_size=1)
            self._run_worker(results, batch_size=1)
        self.assertEqual(results[1]['orders'], 1, "the rerun makes the order the crash left out, only")
        self.assertFalse(results[2]['orders'])
        self._expect_one_paid_order_each()

    def test_a_customer_change_while_the_run_holds_the_subscription_waits_or_is_refused(self):
        skip_under_libfaketime(self)
        Subscription = type(self.env['mealbox.subscription'])
        original = Subscription._mealbox_plan_week_orders
        holding, release = threading.Event(), threading.Event()

        def plan_slowly(subscriptions):
            holding.set()
            release.wait(timeout=60)
            return original(subscriptions)

        results = []
        with clock_at(AFTER_CUTOFF), \
                patch.object(Subscription, '_mealbox_plan_week_orders', plan_slowly):
            worker = threading.Thread(target=self._run, args=(results,))
            worker.start()
            try:
                self.assertTrue(holding.wait(timeout=60))
                with self._cursor() as cr:
                    subscription = self._env(cr)['mealbox.subscription'].browse(self.subscription_ids[0])
                    # The run holds the row: the change waits for it, then gives up with a message.
                    with self.assertRaisesRegex(UserError, "being updated"), mute_logger('odoo.sql_db'):
                        subscription._mealbox_skip_week(WEEK)
                    cr.rollback()
            finally:
                release.set()
                worker.join(timeout=120)
            # The run done, the week is ordered: a change of it is refused.
            with self._cursor() as cr:
                subscription = self._env(cr)['mealbox.subscription'].browse(self.subscription_ids[0])
                with self.assertRaisesRegex(UserError, "closed"):
                    subscription._mealbox_skip_week(WEEK)
                cr.rollback()
        self.assertEqual([r for r in results if isinstance(r, Exception)], [])
        self._expect_one_paid_order_each()
