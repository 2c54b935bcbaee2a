"""The weekly run (Odoo cron "Meal box subscriptions: weekly orders").

At each cut-off, for every active subscription whose next week is due
(`next_cutoff` passed), it creates that week's order unless the week is
skipped or closed: the dishes chosen for the week, or the chef's choice
respecting the subscription's diets; the box at its current price, the
extras, the delivery line, loyalty rules. Then it charges the new orders
off-session with the saved card, as Odoo's token payments do (an 'offline'
payment.transaction and `_send_payment_request`); the batch's paid orders
are confirmed at once with their confirmation e-mail (what sale's
post-processing of a paid transaction does one by one), a declined one stays a
quotation, its customer gets a link to pay it, and it is charged once more
the next day. The rest of a paid transaction's post-processing (its payment
booked in accounting, about half of an order's cost) is left to Odoo's own
cron (payment.cron_post_process_payment_tx), as for any online payment whose
customer does not come back to the payment status page: done one by one in
the run it kept 10,000 orders from being charged within the cut-off's hour.

Exactly one order per subscription and week, whatever happens:
- work is taken in batches with `FOR UPDATE SKIP LOCKED`: two workers (or a
  customer's change, which locks the same row) never hold the same
  subscription or order; under repeatable read, a row another worker changed
  since this one's snapshot cannot be locked (a serialization failure: the
  batch is rolled back and taken again, and finds it done);
- creating a week's order and moving `next_week` on commit together, and the
  key UNIQUE(subscription, week) on sale.order refuses a second one anyway;
- the charge is a step of its own: an order is committed with "to charge"
  before the provider is asked, so a crash never charges an order that does
  not exist; an order left "to charge" (a crash after asking) is charged
  again with its transaction's reference, which providers take as the
  idempotency key of the request.
"""
import logging
import threading
import time
from collections import Counter
from datetime import timedelta

import psycopg2
import pytz

from odoo import _, api, fields, models
from odoo.exceptions import UserError, ValidationError

from odoo.addons.website_sale_mealbox.models.sale_order import LINE_SEQUENCE
from odoo.addons.website_sale_mealbox.models.sale_order_fulfilment import DELIVERY_TIME

_logger = logging.getLogger(__name__)

BATCH_SIZE = 100
# A run works this long, then hands over to a new run of the cron (Odoo's time limits).
RUN_SECONDS = 15 * 60
# How often a batch is taken again after a concurrency error before the run stops.
MAX_CONCURRENCY_RETRIES = 20
RETRY_DELAY = timedelta(days=1)
CONCURRENCY_ERRORS = (psycopg2.errors.SerializationFailure, psycopg2.errors.DeadlockDetected,
                      psycopg2.errors.LockNotAvailable)


class MealboxSubscription(models.Model):
    _inherit = 'mealbox.subscription'

    # ------------------------------------------------------------
    # THE RUN
    # ------------------------------------------------------------

    @api.model
    def _cron_mealbox_weekly_run(self):
        stats = self._mealbox_run()
        self._mealbox_schedule_next_run()
        return stats

    @api.model
    def _mealbox_run(self, batch_size=BATCH_SIZE, time_limit=RUN_SECONDS, subscription_ids=None):
        """Creates and charges every due week's order, batch after batch, each
        batch committed (outside tests). `subscription_ids` limits the run to
        those subscriptions (tests). Returns what it did, counted."""
        auto_commit = not getattr(threading.current_thread(), 'testing', False)
        env = self.with_context(mail_notify_force_send=False, mealbox_subscription_run=True).env
        deadline = time.monotonic() + time_limit
        stats = Counter()
        skipped_subscriptions, skipped_orders, unconfirmable = set(), set(), set()
        retries = 0
        while True:
            # A batch rolled back (concurrency) gives its orders back to this run.
            seen_orders = set(skipped_orders)
            try:
                created = env['mealbox.subscription']._mealbox_create_due_orders(
                    batch_size, skipped_subscriptions, stats, subscription_ids)
                if auto_commit:
                    env.cr.commit()
                # A charge's transaction is committed before the provider is asked
                # (its reference is the provider's idempotency key after a crash).
                orders, looked = env['sale.order']._mealbox_prepare_charges(
                    batch_size, skipped_orders, stats, subscription_ids)
                if auto_commit:
                    env.cr.commit()
                env['sale.order']._mealbox_charge_orders(orders, skipped_orders, stats)
                if auto_commit:
                    env.cr.commit()
                # Confirmed after the charges' commit: a conflict here never rolls a charge back.
                confirmed = env['sale.order']._mealbox_confirm_paid(batch_size, unconfirmable, stats, subscription_ids)
                if auto_commit:
                    env.cr.commit()
            except CONCURRENCY_ERRORS as error:
                if not auto_commit or retries >= MAX_CONCURRENCY_RETRIES:
                    raise
                env.cr.rollback()
                skipped_orders.intersection_update(seen_orders)
                retries += 1
                stats['concurrency_retries'] += 1
                _logger.info("weekly run: %s, batch taken again", error.pgcode)
                continue
            if not created and not looked and not confirmed:
                break
            if time.monotonic() > deadline:
                self.env.ref('website_sale_mealbox_subscription.ir_cron_weekly_run')._trigger()
                stats['handed_over'] += 1
                break
        return stats

    @api.model
    def _mealbox_run_now_utc(self):
        """The meal box's clock (website._mealbox_now), naive UTC as stored."""
        website = self.env['website'].sudo().search([], limit=1)
        return website._mealbox_now().astimezone(pytz.utc).replace(tzinfo=None)

    @api.model
    def _mealbox_schedule_next_run(self):
        """The cron runs again at the next cut-off or retry due (and hourly anyway)."""
        self.env.cr.execute("""
            SELECT LEAST(
                (SELECT MIN(next_cutoff) FROM mealbox_subscription WHERE state = 'active'),
                (SELECT MIN(mealbox_charge_retry_at) FROM sale_order
                  WHERE mealbox_charge_state = 'declined' AND state = 'draft'))
        """)
        at = self.env.cr.fetchone()[0]
        if at:
            self.env.ref('website_sale_mealbox_subscription.ir_cron_weekly_run')._trigger(
                at=max(at, fields.Datetime.now()))

    # ------------------------------------------------------------
    # CREATING THE WEEKS' ORDERS
    # ------------------------------------------------------------

    @api.model
    def _mealbox_lock_due(self, now, limit, skipped, subscription_ids=None):
        """Ids of due subscriptions nobody else holds, locked for this transaction."""
        query = """
            SELECT id FROM mealbox_subscription
             WHERE state = 'active' AND next_cutoff <= %(now)s AND NOT (id = ANY(%(skipped)s))
        """
        if subscription_ids is not None:
            query += " AND id = ANY(%(only)s)"
        query += " ORDER BY next_cutoff, id LIMIT %(limit)s FOR UPDATE SKIP LOCKED"
        self.env.cr.execute(query, {'now': now, 'skipped': list(skipped), 'limit': limit,
                                    'only': list(subscription_ids or [])})
        return [row[0] for row in self.env.cr.fetchall()]

    @api.model
    def _mealbox_create_due_orders(self, limit, skipped, stats, subscription_ids=None):
        """One batch: locks up to `limit` due subscriptions, creates their week's
        order (or passes the week: skipped, closed, already there, delivery
        passed) and moves each to its next week. Returns how many it handled."""
        now = self._mealbox_run_now_utc()
        self.flush_model()
        ids = self._mealbox_lock_due(now, limit, skipped, subscription_ids)
        if not ids:
            return 0
        subscriptions = self.browse(ids).sudo()
        plan = subscriptions._mealbox_plan_week_orders()
        order_values, planned = [], []
        for subscription in subscriptions:
            outcome, values = plan[subscription]
            stats[outcome] += 1
            if outcome == 'order':
                order_values.append(values)
                planned.append(subscription)
        orders = self._mealbox_create_orders(planned, order_values, skipped, stats)
        for subscription in subscriptions:
            if subscription.id in skipped:
                continue
            subscription.write({'next_week': subscription.next_week + timedelta(days=7), 'run_problem': False})
        if orders:
            orders._mealbox_finish_week_orders()
        return len(ids)

    @api.model
    def _mealbox_create_orders(self, subscriptions, values_list, skipped, stats):
        """The week orders, created at once; when that fails, one by one so a
        subscription that cannot be ordered (its problem noted on it, for
        staff; it is tried again at the next run) does not hold the others."""
        Order = self.env['sale.order'].sudo()
        if not values_list:
            return Order
        try:
            with self.env.cr.savepoint():
                orders = Order.create(values_list)
                orders._mealbox_apply_week_delivery()
            stats['orders'] += len(orders)
            return orders
        except (UserError, ValidationError, psycopg2.errors.UniqueViolation) as error:
            _logger.info("weekly run: a batch failed (%s), orders created one by one", error)
        orders = Order
        for subscription, values in zip(subscriptions, values_list):
            try:
                with self.env.cr.savepoint():
                    order = Order.create(values)
                    order._mealbox_apply_week_delivery()
                orders |= order
                stats['orders'] += 1
            except psycopg2.errors.UniqueViolation:
                # Created meanwhile by another worker (its commit after this batch began).
                stats['already_ordered'] += 1
            except (UserError, ValidationError) as error:
                skipped.add(subscription.id)
                stats['problems'] += 1
                subscription._mealbox_note_run_problem(str(error.args[0] if error.args else error))
        return orders

    def _mealbox_note_run_problem(self, problem):
        self.ensure_one()
        if self.run_problem != problem:
            self.write({'run_problem': problem})
            self.message_post(body=_("The order of the week of %(date)s could not be created: %(problem)s",
                                     date=fields.Date.to_string(self.next_week), problem=problem))

    def _mealbox_plan_week_orders(self):
        """{subscription: (outcome, order values)} for each subscription's next
        week; outcome is 'order' (values to create), 'skipped', 'closed',
        'missed' (its delivery date passed before a run), 'already_ordered'
        or 'no_fitting_dish'. Queries per batch, not per subscription."""
        result = {}
        existing = set(self.env['sale.order'].sudo().search_fetch([
            ('mealbox_subscription_id', 'in', self.ids),
            ('mealbox_subscription_week', 'in', list(set(self.mapped('next_week')))),
        ], ['mealbox_subscription_id', 'mealbox_subscription_week']).mapped(
            lambda order: (order.mealbox_subscription_id.id, order.mealbox_subscription_week)))
        weeks = {
            (week.subscription_id.id, week.week_start): week
            for week in self.env['mealbox.subscription.week'].sudo().search(
                [('subscription_id', 'in', self.ids), ('week_start', 'in', list(set(self.mapped('next_week'))))])
        }
        menus = {}
        closures = {}
        for website, subscriptions in self.grouped('website_id').items():
            days = [sub._mealbox_delivery_date(sub.next_week) for sub in subscriptions]
            closures[website] = website._mealbox_closed_dates(min(days), max(days), stores=subscriptions.store_id)
        for subscription in self:
            website = subscription.website_id
            week_start = subscription.next_week
            day = subscription._mealbox_delivery_date(week_start)
            week = weeks.get((subscription.id, week_start))
            closed_everywhere, closed_by_store = closures[website]
            if (subscription.id, week_start) in existing:
                result[subscription] = ('already_ordered', None)
            elif day < website._mealbox_today():
                result[subscription] = ('missed', None)
            elif week and week.skipped:
                result[subscription] = ('skipped', None)
            elif day in closed_everywhere or day in closed_by_store.get(subscription.store_id.id, set()):
                result[subscription] = ('closed', None)
            else:
                if (website, day) not in menus:
                    menus[website, day] = subscription._mealbox_menu_of(day)
                dishes, chef_dishes = menus[website, day]
                lines, chef = subscription._mealbox_week_dish_lines(week, dishes, chef_dishes)
                if not lines:
                    subscription.message_post(body=_(
                        "No dish of the menu of the week of %(date)s has all your diets (%(diets)s): no box "
                        "that week.", date=fields.Date.to_string(week_start),
                        diets=', '.join(subscription.diet_ids.mapped('name'))))
                    result[subscription] = ('no_fitting_dish', None)
                else:
                    result[subscription] = ('order', subscription._mealbox_order_values(week_start, lines, chef))
        return result

    def _mealbox_menu_of(self, day):
        """(the dishes, the chef's choice) of the menu delivered on `day` (templates, sudo)."""
        self.ensure_one()
        website = self.website_id
        return website._mealbox_current_dishes(today=day), website._mealbox_current_menu(today=day).chef_dish_ids

    def _mealbox_week_dish_lines(self, week, dishes, chef_dishes):
        """[(dish product, quantity)] of a week's box and whether it is the chef's
        choice: the customer's choice for the week, its dishes still on the
        menu, completed by the chef's choice when short (the dishes left out
        of the menu since, or none chosen)."""
        self.ensure_one()
        chosen = []
        count = 0
        for line in (week.line_ids if week else []):
            if line.product_id.product_tmpl_id in dishes and count + line.quantity <= self.meals:
                chosen.append((line.product_id, line.quantity))
                count += line.quantity
        if count == self.meals:
            return chosen, False
        chef = self.env['mealbox.week.menu']._mealbox_chef_selection(
            dishes, chef_dishes, self.meals - count, self.diet_ids)
        if not chef:
            return [], True
        by_product = dict(chosen)
        for template, quantity in chef:
            product = template.product_variant_id
            by_product[product] = by_product.get(product, 0) + quantity
        return list(by_product.items()), not chosen

    def _mealbox_order_values(self, week_start, dish_lines, chef):
        """The week order's values: the box line, its dishes and extras, where it goes."""
        self.ensure_one()
        day = self._mealbox_delivery_date(week_start)
        partner = self.partner_id
        shipping = self.partner_shipping_id if self.delivery_type == 'delivery' else partner
        lines = [fields.Command.create({
            'product_id': self.box_id.product_id.id, 'product_uom_qty': 1,
            'mealbox_line_type': 'box', 'sequence': LINE_SEQUENCE['box'],
        })]
        lines += [fields.Command.create({
            'product_id': product.id, 'product_uom_qty': quantity,
            'mealbox_line_type': 'dish', 'sequence': LINE_SEQUENCE['dish'],
        }) for product, quantity in dish_lines]
        lines += [fields.Command.create({
            'product_id': extra.product_id.id, 'product_uom_qty': extra.quantity,
            'mealbox_line_type': 'extra', 'sequence': LINE_SEQUENCE['extra'],
        }) for extra in self.extra_line_ids if extra.product_id.product_tmpl_id.sale_ok]
        return {
            'partner_id': partner.id,
            'partner_invoice_id': partner.id,
            'partner_shipping_id': shipping.id,
            'website_id': self.website_id.id,
            'company_id': self.website_id.company_id.id,
            'mealbox_box_id': self.box_id.id,
            'mealbox_delivery_type': self.delivery_type,
            'mealbox_delivery_date': day,
            'commitment_date': self.website_id._mealbox_localize(day, DELIVERY_TIME).replace(tzinfo=None),
            'mealbox_store_id': self.store_id.id or False,
            'mealbox_subscription_id': self.id,
            'mealbox_subscription_week': week_start,
            'mealbox_charge_state': 'to_charge',
            'mealbox_chef_choice': chef,
            'require_payment': True,
            'require_signature': False,
            'order_line': lines,
        }


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _mealbox_apply_week_delivery(self):
        """The delivery line of each week order (the zone's or store's carrier,
        priced by Odoo's delivery API), then the loyalty rules, as the
        wizard's delivery step does."""
        for order in self:
            subscription = order.mealbox_subscription_id
            if order.mealbox_delivery_type == 'pick_store':
                carrier = subscription.store_id.carrier_id
            else:
                carrier = order._mealbox_home_carriers()[:1]
            if not carrier:
                raise UserError(_("The delivery method is not available for your shipping address"))
            order._mealbox_apply_carrier(carrier)
            order._auto_apply_rewards()

    def _mealbox_finish_week_orders(self):
        """What the wizard's orders get on the way: an access token for the portal links."""
        for order in self:
            order._portal_ensure_token()

    # ------------------------------------------------------------
    # CHARGING
    # ------------------------------------------------------------

    @api.model
    def _mealbox_lock_to_charge(self, now, limit, skipped, subscription_ids=None):
        query = """
            SELECT id FROM sale_order
             WHERE state = 'draft' AND mealbox_subscription_id IS NOT NULL
               AND (mealbox_charge_state = 'to_charge'
                    OR (mealbox_charge_state = 'declined' AND mealbox_charge_retry_at <= %(now)s))
               AND NOT (id = ANY(%(skipped)s))
        """
        if subscription_ids is not None:
            query += " AND mealbox_subscription_id = ANY(%(only)s)"
        query += " ORDER BY id LIMIT %(limit)s FOR UPDATE SKIP LOCKED"
        self.env.cr.execute(query, {'now': now, 'skipped': list(skipped), 'limit': limit,
                                    'only': list(subscription_ids or [])})
        return [row[0] for row in self.env.cr.fetchall()]

    @api.model
    def _mealbox_prepare_charges(self, limit, skipped, stats, subscription_ids=None):
        """One batch of week orders to charge (new, or declined yesterday),
        locked, each given its off-session transaction (a new one, or the one
        a crash left unsent). Returns (the orders to charge now, how many were looked at)."""
        now = self.env['mealbox.subscription']._mealbox_run_now_utc()
        self.flush_model()
        orders = self.browse(self._mealbox_lock_to_charge(now, limit, skipped, subscription_ids)).sudo()
        # Each order is looked at once per run: one the charge step could not
        # settle (another worker holds it, a crash) is for the next run.
        skipped.update(orders.ids)
        ready = self.browse()
        for order in orders:
            try:
                with self.env.cr.savepoint():
                    if order._mealbox_charge_transaction_ready(now):
                        ready |= order
                    else:
                        stats['charge_passed'] += 1
            except CONCURRENCY_ERRORS:
                raise
            except Exception:  # noqa: BLE001 - one order's failure must not stop the others' charges
                _logger.exception("weekly run: preparing the charge of %s failed", order.name)
                stats['charge_errors'] += 1
        return ready, len(orders)

    @api.model
    def _mealbox_charge_orders(self, orders, skipped, stats):
        """Asks the provider to charge each of `orders` (locked again: another
        worker may have taken one since the transactions were committed)."""
        if not orders:
            return
        now = self.env['mealbox.subscription']._mealbox_run_now_utc()
        self.flush_model()
        self.env.cr.execute("""
            SELECT id FROM sale_order WHERE id = ANY(%s) AND state = 'draft'
               AND mealbox_charge_state = 'to_charge' ORDER BY id FOR UPDATE SKIP LOCKED
        """, [orders.ids])
        locked = self.browse([row[0] for row in self.env.cr.fetchall()]).sudo()
        for order in locked:
            try:
                with self.env.cr.savepoint():
                    outcome = order._mealbox_charge(now)
                stats[f'charge_{outcome}'] += 1
            except CONCURRENCY_ERRORS:
                raise
            except Exception:  # noqa: BLE001 - one order's failure must not stop the others' charges
                _logger.exception("weekly run: charging %s failed", order.name)
                skipped.add(order.id)
                stats['charge_errors'] += 1

    @api.model
    def _mealbox_lock_to_confirm(self, limit, skipped, subscription_ids=None):
        """Ids of week orders paid (a transaction done) and not confirmed yet, nobody else holding them."""
        query = """
            SELECT so.id FROM sale_order so
             WHERE so.state = 'draft' AND so.mealbox_subscription_id IS NOT NULL
               AND so.mealbox_charge_state = 'paid' AND NOT (so.id = ANY(%(skipped)s))
               AND EXISTS (SELECT 1 FROM sale_order_transaction_rel rel
                             JOIN payment_transaction tx ON tx.id = rel.transaction_id
                            WHERE rel.sale_order_id = so.id AND tx.state = 'done')
        """
        if subscription_ids is not None:
            query += " AND so.mealbox_subscription_id = ANY(%(only)s)"
        query += " ORDER BY so.id LIMIT %(limit)s FOR UPDATE OF so SKIP LOCKED"
        self.env.cr.execute(query, {'skipped': list(skipped), 'limit': limit,
                                    'only': list(subscription_ids or [])})
        return [row[0] for row in self.env.cr.fetchall()]

    @api.model
    def _mealbox_confirm_paid(self, limit, skipped, stats, subscription_ids=None):
        """Confirms a batch of week orders paid (this batch's, or an earlier
        one's a conflict or crash left unconfirmed) at once (one procurement
        run for the batch), with their confirmation e-mail, as sale's
        post-processing of a paid transaction does one by one. The
        transactions' own post-processing (their payments booked) is Odoo's
        cron's, woken here; it finds the orders confirmed. Returns how many it confirmed."""
        self.flush_model()
        locked = self.browse(self._mealbox_lock_to_confirm(limit, skipped, subscription_ids)).sudo()
        orders = locked.filtered(lambda order: order._is_confirmation_amount_reached())
        # Not paid in full: left for staff (and for the customer's link), not looked at again in this run.
        skipped.update((locked - orders).ids)
        if not orders:
            return 0
        try:
            with self.env.cr.savepoint():
                orders.action_confirm()
            confirmed = orders
        except CONCURRENCY_ERRORS:
            raise
        except Exception:  # noqa: BLE001 - one order's failure must not leave the others unconfirmed
            _logger.info("weekly run: confirming a batch failed, orders confirmed one by one", exc_info=True)
            confirmed = self.browse().sudo()
            for order in orders:
                try:
                    with self.env.cr.savepoint():
                        order.action_confirm()
                    confirmed |= order
                except CONCURRENCY_ERRORS:
                    raise
                except Exception:  # noqa: BLE001 - left paid and unconfirmed for staff, in the log
                    _logger.exception("weekly run: confirming %s failed", order.name)
                    skipped.add(order.id)
                    stats['confirm_errors'] += 1
        confirmed._send_order_confirmation_mail()
        stats['confirmed'] += len(confirmed)
        self.env.ref('payment.cron_post_process_payment_tx')._trigger()
        return len(orders)

    def _mealbox_charge_transaction_ready(self, now):
        """Whether this order is to be charged now; if so its transaction exists
        (draft). An order paid meanwhile (its link) or no longer payable passes."""
        self.ensure_one()
        try:
            self._weekbox_check_can_be_paid()
        except ValidationError:
            self.mealbox_charge_state = 'paid'
            return False
        problem = self._mealbox_pay_problem()
        if problem:
            self.write({'mealbox_charge_state': 'failed', 'mealbox_charge_retry_at': False})
            self.message_post(body=_("Not charged: %s", problem))
            return False
        self._mealbox_charge_transaction(self.mealbox_subscription_id.token_id.sudo())
        # The row changes with its transaction (a worker holding an older snapshot
        # cannot lock it), and a declined order retried now is to charge again.
        self.write({'mealbox_charge_state': 'to_charge', 'mealbox_charge_retry_at': False})
        return True

    def _mealbox_charge(self, now):
        """Charges this week order with its transaction (`_mealbox_prepare_charges`);
        returns 'paid', 'pending', 'declined' (retried tomorrow) or 'failed'
        (declined twice)."""
        self.ensure_one()
        token = self.mealbox_subscription_id.token_id.sudo()
        tx = self.transaction_ids.filtered(
            lambda t: t.operation == 'offline' and t.state == 'draft' and t.token_id == token)[:1]
        if tx:
            try:
                tx._send_payment_request()
            except (UserError, ValidationError) as error:
                tx._set_error(str(error.args[0] if error.args else error))
        self.mealbox_charge_attempts += 1
        if tx and tx.state in ('done', 'authorized'):
            # Confirmed with its batch (_mealbox_confirm_paid); tx post-processed by Odoo's cron.
            self.write({'mealbox_charge_state': 'paid', 'mealbox_charge_retry_at': False})
            return 'paid'
        if tx and tx.state == 'pending':
            self.write({'mealbox_charge_state': 'paid', 'mealbox_charge_retry_at': False})
            return 'pending'
        again = self.mealbox_charge_attempts < 2
        self.write({
            'mealbox_charge_state': 'declined' if again else 'failed',
            'mealbox_charge_retry_at': now + RETRY_DELAY if again else False,
        })
        self._mealbox_send_declined_mail()
        return 'declined' if again else 'failed'

    def _mealbox_charge_transaction(self, token):
        """The off-session transaction of this order on `token`: the one a crash
        left unsent (same reference: the provider's idempotency key), else a
        new one; none when the card can no longer be charged."""
        self.ensure_one()
        provider = token.provider_id
        if not token.active or provider.state not in ('enabled', 'test'):
            return self.env['payment.transaction']
        unsent = self.transaction_ids.filtered(
            lambda tx: tx.operation == 'offline' and tx.state == 'draft' and tx.token_id == token)
        if unsent:
            return unsent[:1]
        Transaction = self.env['payment.transaction'].sudo()
        return Transaction.create({
            'provider_id': provider.id,
            'payment_method_id': token.payment_method_id.id,
            'reference': Transaction._compute_reference(provider.code, sale_order_ids=[fields.Command.set(self.ids)]),
            'amount': self.amount_total,
            'currency_id': self.currency_id.id,
            'partner_id': self.partner_id.id,
            'token_id': token.id,
            'operation': 'offline',
            'sale_order_ids': [fields.Command.set(self.ids)],
        })

    def _mealbox_send_declined_mail(self):
        """Tells the customer their card was declined, with the link to pay the
        order (and, the first time, that it is tried again tomorrow)."""
        self.ensure_one()
        template = self.env.ref('website_sale_mealbox_subscription.mail_template_charge_declined')
        self.message_post_with_source(template, subtype_xmlid='mail.mt_comment')
