"""The portal's subscription routes as the widget calls them (every answer
checked against the TypeScript route map): each change before the cut-off,
the cut-off enforced on every route, another customer's subscription never
reachable."""
from datetime import timedelta

from odoo.tests import HttpCase, new_test_user, tagged

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin

from .common import AFTER_CUTOFF, BEFORE_CUTOFF, SATURDAY, WEEK, build_world, clock_at, pin_clock, subscribe

NEXT_WEEK = WEEK + timedelta(days=7)
NOT_AVAILABLE = "This subscription is not available."
BEING_PREPARED = ("This week's box is being prepared: its order cut-off has just passed. "
                  "Please try again in a few minutes.")


def closed_message(week):
    return f"The week of {week} is closed: its order cut-off has passed."


@tagged('post_install', '-at_install')
class TestSubscriptionRoutes(RouteCallsMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.world = build_world(cls.env, 'routes')
        cls.user = new_test_user(cls.env, login='subscriber_routes', groups='base.group_portal',
                                 partner_id=cls.world['customer'].id)
        other = cls.env['res.partner'].create({'name': 'Other subscriber routes', 'email': 'other.routes@example.com'})
        cls.other_token = cls.world['token'].copy({'partner_id': other.id, 'provider_ref': 'other-routes'})
        cls.dish = cls.world['dishes'][0].product_variant_id

    def setUp(self):
        super().setUp()
        pin_clock(self, type(self.env['website']))
        self.subscription = subscribe(self.env, self.world)
        self.authenticate('subscriber_routes', 'subscriber_routes')

    def changes(self, week=WEEK):
        """Every change route with valid params for `week` (route, params)."""
        sub = {'subscription_id': self.subscription.id}
        return [
            ('/my/subscriptions/week/dish', {**sub, 'week': str(week), 'product_id': self.dish.id, 'quantity': 1}),
            ('/my/subscriptions/week/reset', {**sub, 'week': str(week)}),
            ('/my/subscriptions/week/skip', {**sub, 'week': str(week), 'skip': True}),
            ('/my/subscriptions/pause', {**sub, 'pause': True}),
            ('/my/subscriptions/box', {**sub, 'meals': 4, 'people': 7}),
            ('/my/subscriptions/delivery', {**sub, 'delivery_type': 'pick_store', 'store_id': self.world['store'].id,
                                            'weekday': SATURDAY}),
            ('/my/subscriptions/card', {**sub, 'token_id': self.world['declined_token'].id, 'consent': True}),
            ('/my/subscriptions/diets', {**sub, 'diet_ids': self.world['vegetarian'].ids}),
            ('/my/subscriptions/cancel', {**sub, 'reason': 'Moving abroad'}),
        ]

    def test_each_change_before_the_cutoff(self):
        sub = {'subscription_id': self.subscription.id}
        with clock_at(BEFORE_CUTOFF):
            state = self.rpc('/my/subscriptions/state', sub)
            self.assertEqual([week['week_start'] for week in state['weeks']],
                             [str(WEEK + timedelta(days=7 * n)) for n in range(4)])
            self.assertTrue(state['weeks'][0]['open'])
            self.assertEqual(sum(d['quantity'] for d in state['weeks'][0]['chef_choice']), 3)
            state = self.rpc('/my/subscriptions/week/dish', {**sub, 'week': str(WEEK), 'product_id': self.dish.id,
                                                             'quantity': 2})
            self.assertEqual(state['weeks'][0]['chosen_count'], 2)
            self.rpc_error('/my/subscriptions/week/dish', {**sub, 'week': str(WEEK), 'product_id': self.dish.id,
                                                           'quantity': 4}, 'UserError',
                           "With your type of box it is not possible to add more than 3 meals")
            state = self.rpc('/my/subscriptions/week/reset', {**sub, 'week': str(WEEK)})
            self.assertEqual(state['weeks'][0]['chosen_count'], 0)
            state = self.rpc('/my/subscriptions/week/skip', {**sub, 'week': str(NEXT_WEEK), 'skip': True})
            self.assertEqual([week['skipped'] for week in state['weeks']], [False, True, False, False])
            self.assertEqual(self.rpc('/my/subscriptions/pause', {**sub, 'pause': True})['state'], 'paused')
            self.assertEqual(self.rpc('/my/subscriptions/pause', {**sub, 'pause': False})['state'], 'active')
            self.assertEqual(self.rpc('/my/subscriptions/box', {**sub, 'meals': 4, 'people': 7})['box']['meals'], 4)
            state = self.rpc('/my/subscriptions/delivery', {
                **sub, 'delivery_type': 'pick_store', 'store_id': self.world['store'].id, 'weekday': SATURDAY})
            self.assertEqual((state['delivery']['type'], state['delivery']['store_id']),
                             ('pick_store', self.world['store'].id))
            self.rpc_error('/my/subscriptions/card', {**sub, 'token_id': self.world['declined_token'].id,
                                                      'consent': False}, 'ValidationError')
            state = self.rpc('/my/subscriptions/card', {**sub, 'token_id': self.world['declined_token'].id,
                                                        'consent': True})
            self.assertEqual(state['card']['token_id'], self.world['declined_token'].id)
            self.rpc_error('/my/subscriptions/card', {**sub, 'token_id': self.other_token.id, 'consent': True},
                           'ValidationError', "Please choose one of your saved cards.")
            state = self.rpc('/my/subscriptions/diets', {**sub, 'diet_ids': self.world['vegetarian'].ids})
            self.assertEqual(state['diet_ids'], self.world['vegetarian'].ids)
            state = self.rpc('/my/subscriptions/cancel', {**sub, 'reason': 'Moving abroad'})
            self.assertEqual((state['state'], state['cancel_reason'], state['weeks']),
                             ('cancelled', 'Moving abroad', []))
            self.rpc_error('/my/subscriptions/pause', {**sub, 'pause': False}, 'UserError',
                           "This subscription is cancelled.")

    def test_nothing_changes_after_the_cutoff_on_any_route(self):
        # The cut-off passed, the run not there yet: the week is being prepared, every change waits.
        with clock_at(AFTER_CUTOFF):
            self.assertFalse(self.rpc('/my/subscriptions/state', {'subscription_id': self.subscription.id})[
                'changeable'])
            for route, params in self.changes(WEEK):
                with self.subTest(route=route):
                    self.rpc_error(route, params, 'UserError', BEING_PREPARED)
            self.env['mealbox.subscription']._mealbox_run(subscription_ids=self.subscription.ids)
            # Ordered: that week is closed on every week route; the next week still open.
            for route, params in self.changes(WEEK)[:3]:
                with self.subTest(route=route, ordered=True):
                    self.rpc_error(route, params, 'UserError', closed_message(WEEK))
            state = self.rpc('/my/subscriptions/week/skip', {
                'subscription_id': self.subscription.id, 'week': str(NEXT_WEEK), 'skip': True})
            self.assertEqual(state['weeks'][0]['week_start'], str(NEXT_WEEK))
            self.assertEqual(state['history'][0]['week_start'], str(WEEK))
        self.assertEqual(len(self.subscription.order_ids), 1)
        self.assertEqual(self.subscription.box_id, self.world['box'], "nothing changed")
        self.assertEqual(self.subscription.state, 'active')
        # Whoever writes (the back office, any other route): the closed week's record refuses.
        with clock_at(AFTER_CUTOFF), self.assertRaisesRegex(Exception, "is closed"):
            self.env['mealbox.subscription.week'].create({'subscription_id': self.subscription.id,
                                                          'week_start': WEEK, 'skipped': True})

    def test_another_customers_subscription_is_not_available(self):
        other = subscribe(self.env, self.world, partner_id=self.other_token.partner_id.id,
                          partner_shipping_id=self.world['customer'].id, token=self.other_token)
        mine = self.subscription
        with clock_at(BEFORE_CUTOFF):
            self.subscription = other
            for route, params in [('/my/subscriptions/state', {'subscription_id': other.id})] + self.changes():
                with self.subTest(route=route):
                    self.rpc_error(route, params, 'ValidationError', NOT_AVAILABLE)
            self.rpc_error('/my/subscriptions/state', {'subscription_id': 2 ** 31 - 1}, 'ValidationError',
                           NOT_AVAILABLE)
        self.assertEqual(other.state, 'active')
        self.assertEqual(other.box_id, self.world['box'])
        self.assertFalse(other.week_ids)
        self.assertEqual(mine.state, 'active')
