"""Pay on the delivery step in one round trip: /add/details saves the remark
and answers the refusals the page acts on (models/sale_order_pay.py)."""
from odoo.tests import tagged

from .test_mealbox_delivery_routes import MealboxDeliveryCase


@tagged('post_install', '-at_install')
class TestMealboxPayOneCall(MealboxDeliveryCase):

    def test_pay_saves_the_remark_when_it_refuses(self):
        order = self.login_and_compose(dishes=2)
        refused = self.rpc('/add/details', self.add_details(order, remark='  Ring twice  '))
        self.assertEqual(refused['reason'], 'box')
        self.assertEqual(order.mealbox_remark, 'Ring twice')

    def test_pay_saves_the_remark_when_ready(self):
        order = self.login_and_compose()
        self.rpc('/add/details', self.add_details(order, remark='Back door'))
        self.assertEqual(order.mealbox_remark, 'Back door')
        # Not sent: the remark the order holds stays.
        self.rpc('/add/details', self.add_details(order))
        self.assertEqual(order.mealbox_remark, 'Back door')
        self.rpc_error('/add/details', self.add_details(order, remark='x' * 1001), 'ValidationError')
        self.rpc_error('/add/details', self.add_details(order, remark=['x']), 'ValidationError')

    def test_pay_sends_back_to_compose_a_box_of_other_meals(self):
        order = self.login_and_compose(meals=3)
        refused = self.rpc('/add/details', self.add_details(order, meal=4))
        self.assertEqual((refused['ready'], refused['reason']), (False, 'box'))
        self.assertFalse(order.carrier_id)
        self.assertTrue(self.rpc('/add/details', self.add_details(order, meal=3))['ready'])

    def test_pay_answers_a_total_that_is_not_the_one_shown(self):
        order = self.login_and_compose()
        date = self.home_dates()[0]
        # Priced as the page would: the option sent first, its total shown on Pay.
        shown = self.rpc('/delivery/option/details', {
            'delivery_options': self.home_carrier.id, 'remark': '', 'order_id': order.id})['amount_total']
        refused = self.rpc('/add/details', self.add_details(order, delivery_date=date, final_amount=shown - 1))
        self.assertEqual((refused['ready'], refused['reason'], refused['amount_total']),
                         (False, 'amount_changed', shown))
        self.assertIn('total has changed', refused['message'])
        # The order is prepared meanwhile; paying the total shown goes on.
        ready = self.rpc('/add/details', self.add_details(order, delivery_date=date, final_amount=shown))
        self.assertTrue(ready['ready'])
        self.assertEqual(ready['payment_url'], '/shop/payment')
        self.rpc_error('/add/details', self.add_details(order, final_amount='lots'), 'ValidationError')
