"""The weekly run's benchmark: a week's worth of active subscriptions, all due
at one cut-off, and the run itself at that cut-off.

A population is named by its week W (a Monday) and tagged on its customers
(`ref` 'SUB-BENCH W'). With the demo's rule (Thursday 23:59, 2 lead days) the
cut-off T of W's Saturday closes the deliveries from that Saturday to the
Friday after, so each subscription starts in the week whose delivery on its
weekday closes at T: every one is due at T, and the run is pinned just after it
(the context's `mealbox_bench_now`, models/website.py). Each population takes a
week after every earlier one's, so the bench runs on a database its earlier
runs left behind; `mealbox_subscription_bench_finish` cancels a population
(in SQL: no chatter) so no later run, the bench's or the cron's, sees it again.
"""
import threading
import time
from datetime import timedelta

from odoo import _, api, fields, models
from odoo.exceptions import ValidationError
from odoo.fields import Command

from odoo.addons.website_sale_mealbox_subscription.models.mealbox_subscription import monday_of

TAG = 'SUB-BENCH'
# Subscriptions made per call (each call stays well within an HTTP request's time).
CHUNK = 1000
BATCH = 250
ZIPS = ['1000', '1050', '2000', '3000', '4000', '5000', '9000']


def _queries():
    """Queries this thread ran so far (what the request log line counts)."""
    return getattr(threading.current_thread(), 'query_count', 0)


class MealboxSubscription(models.Model):
    _inherit = 'mealbox.subscription'

    @api.model
    def _mealbox_bench_check_admin(self):
        if not self.env.is_system():
            raise ValidationError(_("Only administrators can run the subscriptions benchmark."))

    @api.model
    def _mealbox_bench_tag(self, week):
        return f'{TAG} {fields.Date.to_string(fields.Date.to_date(week))}'

    @api.model
    def _mealbox_bench_of(self, week):
        """The population of `week`, by id."""
        return self.sudo().with_context(active_test=False).search(
            [('partner_id.ref', '=', self._mealbox_bench_tag(week))], order='id')

    @api.model
    def _mealbox_bench_cutoff(self, week):
        """(the cut-off T of `week`'s Saturday, aware UTC; the run's pinned now: T plus a minute, naive UTC)."""
        website = self.env['website'].get_current_website()
        cutoff = website._mealbox_cutoff_for(fields.Date.to_date(week) + timedelta(days=5))
        return cutoff, (cutoff + timedelta(minutes=1)).replace(tzinfo=None)

    @api.model
    def mealbox_subscription_bench_new_week(self):
        """A week for a new population, after every earlier one's (and two weeks
        after today). Populations an interrupted bench left active are
        cancelled first. Returns {'week', 'now'}: the Monday, the run's pinned now."""
        self._mealbox_bench_check_admin()
        self.env.cr.execute("""
            UPDATE mealbox_subscription sub SET state = 'cancelled'
              FROM res_partner partner
             WHERE partner.id = sub.partner_id AND partner.ref LIKE %s AND sub.state = 'active'
        """, [f'{TAG} %'])
        self.env.cr.execute("""
            SELECT MAX(sub.start_week) FROM mealbox_subscription sub
              JOIN res_partner partner ON partner.id = sub.partner_id WHERE partner.ref LIKE %s
        """, [f'{TAG} %'])
        last = self.env.cr.fetchone()[0]
        website = self.env['website'].get_current_website()
        week = monday_of(website._mealbox_today()) + timedelta(days=14)
        if last and last + timedelta(days=7) > week:
            week = monday_of(last) + timedelta(days=7)
        # A week whose deliveries (Saturday to the Friday after) the website's closures leave open.
        while website._mealbox_closed_dates(week + timedelta(days=5), week + timedelta(days=11))[0]:
            week += timedelta(days=7)
        _cutoff, now = self._mealbox_bench_cutoff(week)
        self.env.invalidate_all()
        return {'week': fields.Date.to_string(week), 'now': fields.Datetime.to_string(now)}

    @api.model
    def mealbox_subscription_bench_populate(self, week, count, chunk=CHUNK):
        """Makes `week`'s population hold `count` active subscriptions (at most
        `chunk` more per call): a customer each with a saved demo card (one in
        twenty declined), every weekday, home delivery in the demo's zones and
        one in three at a store, box sizes in turn; one in four with its dishes
        chosen for the week, one in four chef's choice with a diet, one in ten
        skipped, one in five with an extra.

        :return: dict created, total, seconds
        """
        self._mealbox_bench_check_admin()
        if not 0 <= count <= 20000:
            raise ValidationError(_("The benchmark makes at most 20,000 subscriptions a week."))
        started = time.monotonic()
        week = fields.Date.to_date(week)
        tag = self._mealbox_bench_tag(week)
        existing = len(self._mealbox_bench_of(week))
        missing = max(0, min(count - existing, chunk))
        website = self.env['website'].get_current_website()
        cutoff, _now = self._mealbox_bench_cutoff(week)
        # The week of each weekday whose delivery closes at the cut-off.
        starts = {}
        for weekday in range(7):
            for start in (week - timedelta(days=7), week, week + timedelta(days=7)):
                if website._mealbox_cutoff_for(start + timedelta(days=weekday)) == cutoff:
                    starts[weekday] = start
        boxes = self.env['mealbox.box'].search([], order='id')
        stores = self.env['mealbox.pickup.store'].search([('carrier_id', '!=', False)], order='id')
        diets = self.env['mealbox.diet'].search([], order='id')
        extras = self.env['product.product'].search(
            [('is_mealbox_extra', '=', True), ('sale_ok', '=', True)], order='id', limit=3)
        if not boxes or not starts:
            raise ValidationError(_("The benchmark needs box sizes (the demo data's) and a weekly cut-off."))
        provider = self.env.ref('payment.payment_provider_demo')
        if provider.state not in ('test', 'enabled') or not provider.allow_tokenization:
            provider.write({'state': 'test', 'allow_tokenization': True})
        card = self.env.ref('payment.payment_method_card')
        card.active = True
        belgium = self.env.ref('base.be')
        menus = {}
        Sub = self.with_context(tracking_disable=True, mail_create_nolog=True, mail_notrack=True,
                                mealbox_subscription_run=True)
        created = 0
        while created < missing:
            size = min(BATCH, missing - created)
            numbers = range(existing + created, existing + created + size)
            partners = self.env['res.partner'].with_context(tracking_disable=True).create([{
                'name': f'Subscription bench customer {number + 1}', 'ref': tag,
                'email': f'sub.bench.{number + 1}@example.com', 'lang': 'en_US',
                'street': f'Benchmark street {number + 1}', 'zip': ZIPS[number % len(ZIPS)], 'city': 'Bench',
                'country_id': belgium.id, 'phone': f'+32 470 {number:06d}',
            } for number in numbers])
            tokens = self.env['payment.token'].sudo().create([{
                'provider_id': provider.id, 'payment_method_id': card.id, 'partner_id': partner.id,
                'provider_ref': f'{tag}-{number}', 'payment_details': '0002' if number % 20 == 7 else '4242',
                'demo_simulated_state': 'error' if number % 20 == 7 else 'done',
            } for number, partner in zip(numbers, partners)])
            vals_list = []
            for number, partner, token in zip(numbers, partners, tokens):
                weekday = number % 7
                store = stores[number % len(stores)] if stores and number % 3 == 0 else None
                vals_list.append({
                    'partner_id': partner.id, 'website_id': website.id, 'box_id': boxes[number % len(boxes)].id,
                    'delivery_type': 'pick_store' if store else 'delivery',
                    'partner_shipping_id': partner.id, 'store_id': store.id if store else False,
                    'weekday': str(weekday), 'token_id': token.id,
                    'consent_date': fields.Datetime.now(), 'consent_text': tag,
                    'start_week': starts[weekday],
                    'diet_ids': [Command.set(diets[number % len(diets)].ids)]
                    if diets and number % 4 == 2 else [],
                    'extra_line_ids': [Command.create({'product_id': extras[number % len(extras)].id, 'quantity': 1})]
                    if extras and number % 5 == 4 else [],
                })
            subscriptions = Sub.create(vals_list)
            weeks = []
            for number, subscription in zip(numbers, subscriptions):
                if number % 10 == 3:
                    weeks.append({'subscription_id': subscription.id, 'week_start': subscription.next_week,
                                  'skipped': True})
                elif number % 4 == 1:
                    day = subscription._mealbox_delivery_date(subscription.next_week)
                    if day not in menus:
                        menus[day] = website._mealbox_current_dishes(today=day)
                    weeks.append({
                        'subscription_id': subscription.id, 'week_start': subscription.next_week,
                        'line_ids': self._mealbox_bench_choice(menus[day], subscription.meals, number),
                    })
            self.env['mealbox.subscription.week'].with_context(mealbox_subscription_run=True).create(weeks)
            self.env.flush_all()
            self.env.invalidate_all()
            created += size
        return {'created': created, 'total': existing + created, 'seconds': round(time.monotonic() - started, 1)}

    @api.model
    def _mealbox_bench_choice(self, dishes, meals, number):
        """A customer's choice of `meals` dishes of the menu (each at its minimum, then one more in turn)."""
        lines = {}
        count = 0
        for offset in range(len(dishes)):
            dish = dishes[(number + offset) % len(dishes)]
            minimum = dish._mealbox_line_minimum('dish')
            if count + minimum <= meals:
                lines[dish] = minimum
                count += minimum
        chosen = list(lines)
        while chosen and count < meals:
            lines[chosen[count % len(chosen)]] += 1
            count += 1
        return [Command.create({'product_id': dish.product_variant_id.id, 'quantity': quantity})
                for dish, quantity in lines.items()]

    @api.model
    def mealbox_subscription_bench_run(self, week, offset=0, limit=None):
        """The weekly run as the cron runs it (`_mealbox_run`: its batches,
        each committed), its clock just after `week`'s cut-off, limited to the
        population's subscriptions from `offset` (by id, `limit` of them): a
        database may hold other subscriptions, which the bench leaves alone.

        :return: dict stats (the run's counts), subscriptions, seconds, queries
        """
        self._mealbox_bench_check_admin()
        _cutoff, now = self._mealbox_bench_cutoff(week)
        ids = self._mealbox_bench_of(week)[offset:None if limit is None else offset + limit].ids
        self.env.invalidate_all()
        queries = _queries()
        started = time.monotonic()
        stats = self.with_context(mealbox_bench_now=fields.Datetime.to_string(now))._mealbox_run(
            subscription_ids=ids)
        return {
            'stats': dict(stats), 'subscriptions': len(ids),
            'seconds': round(time.monotonic() - started, 2), 'queries': _queries() - queries,
        }

    @api.model
    def mealbox_subscription_bench_figures(self, week):
        """What the population's run left in the database: its week orders per
        charge state, the subscriptions with more than one order for a week
        (must be none) and those still due at the cut-off."""
        self._mealbox_bench_check_admin()
        self.env.flush_all()
        _cutoff, now = self._mealbox_bench_cutoff(week)
        tag = self._mealbox_bench_tag(week)
        cr = self.env.cr
        cr.execute("""
            SELECT so.mealbox_charge_state, so.state, COUNT(*) FROM sale_order so
              JOIN mealbox_subscription sub ON sub.id = so.mealbox_subscription_id
              JOIN res_partner partner ON partner.id = sub.partner_id
             WHERE partner.ref = %s GROUP BY 1, 2
        """, [tag])
        orders = [{'charge_state': charge, 'state': state, 'count': count} for charge, state, count in cr.fetchall()]
        cr.execute("""
            SELECT COUNT(*) FROM (
                SELECT so.mealbox_subscription_id FROM sale_order so
                  JOIN mealbox_subscription sub ON sub.id = so.mealbox_subscription_id
                  JOIN res_partner partner ON partner.id = sub.partner_id
                 WHERE partner.ref = %s
                 GROUP BY so.mealbox_subscription_id, so.mealbox_subscription_week HAVING COUNT(*) > 1) twice
        """, [tag])
        twice = cr.fetchone()[0]
        cr.execute("""
            SELECT COUNT(*) FROM mealbox_subscription sub JOIN res_partner partner ON partner.id = sub.partner_id
             WHERE partner.ref = %s AND sub.state = 'active' AND sub.next_cutoff <= %s
        """, [tag, now])
        due = cr.fetchone()[0]
        return {'orders': orders, 'ordered_twice': twice, 'still_due': due,
                'subscriptions': len(self._mealbox_bench_of(week))}

    @api.model
    def mealbox_subscription_bench_hold_post_processing(self, hold):
        """Holds (or releases) Odoo's cron post-processing paid transactions
        (payment.cron_post_process_payment_tx), which the run wakes: on the
        bench's Odoo its thread would post-process one population while the
        next one's run is timed. Returns whether it was active."""
        self._mealbox_bench_check_admin()
        cron = self.env.ref('payment.cron_post_process_payment_tx').sudo()
        was = cron.active
        cron.active = not hold
        return was

    @api.model
    def mealbox_subscription_bench_post_process(self, week, limit=100):
        """What Odoo's payment cron does after the run for `limit` of the
        population's paid transactions (their payments booked, each committed).

        :return: dict transactions, seconds, queries
        """
        self._mealbox_bench_check_admin()
        orders = self.env['sale.order'].sudo().search([
            ('mealbox_subscription_id', 'in', self._mealbox_bench_of(week).ids),
            ('mealbox_charge_state', '=', 'paid')], order='id', limit=limit)
        transactions = orders.transaction_ids.filtered(lambda tx: tx.state == 'done' and not tx.is_post_processed)
        if not transactions:  # the cron's method on no transaction takes every pending one
            return {'transactions': 0, 'seconds': 0, 'queries': 0}
        self.env.invalidate_all()
        queries = _queries()
        started = time.monotonic()
        transactions._cron_finalize_post_processing()
        return {'transactions': len(transactions), 'seconds': round(time.monotonic() - started, 2),
                'queries': _queries() - queries}

    @api.model
    def mealbox_subscription_bench_finish(self, week):
        """Cancels `week`'s population (in SQL, no chatter): no later run sees it."""
        self._mealbox_bench_check_admin()
        self.env.cr.execute("""
            UPDATE mealbox_subscription sub SET state = 'cancelled' FROM res_partner partner
             WHERE partner.id = sub.partner_id AND partner.ref = %s AND sub.state = 'active'
        """, [self._mealbox_bench_tag(week)])
        cancelled = self.env.cr.rowcount
        self.env.invalidate_all()
        return cancelled
