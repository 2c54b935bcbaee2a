"""HTTP tests of the meal box payment details route (controllers/mealbox_payment.py).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxPaymentDetails
"""
from odoo import Command
from odoo.tests import HttpCase, new_test_user, tagged

from .common import build_mealbox_world, pin_mealbox_now
from .test_mealbox_home_routes import MealboxRpcMixin

MSG_OTHER_ORDER = "This order is not available. Please start your box again."
MSG_EMPTY = "Your box is empty. Please choose your box size first."


@tagged('post_install', '-at_install')
class TestMealboxPaymentDetails(MealboxRpcMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        env = cls.env
        pin_mealbox_now(cls)
        build_mealbox_world(env)
        cls.demo = env.ref('payment.payment_provider_demo')
        # It takes cards (a database without demo data has neither linked nor active).
        card = env.ref('payment.payment_method_card')
        cls.demo.write({'state': 'test', 'is_published': True, 'allow_tokenization': True,
                        'payment_method_ids': [Command.link(card.id)]})
        card.active = True
        cls.transfer = env.ref('payment.payment_provider_transfer')
        cls.transfer.write({'state': 'enabled', 'is_published': True})
        # These two only (a database without demo data enables website_sale_picking's "Pay in Store").
        env['payment.provider'].search([('id', 'not in', (cls.demo | cls.transfer).ids)]).state = 'disabled'

        cls.customer = new_test_user(env, login='mealbox_pay_customer', groups='base.group_portal',
                                     name='Pay Customer', email='pay@example.com')
        cls.customer.partner_id.country_id = env.ref('base.be')
        cls.token = env['payment.token'].create({
            'provider_id': cls.demo.id,
            'payment_method_id': env.ref('payment.payment_method_card').id,
            'partner_id': cls.customer.partner_id.id,
            'provider_ref': 'mealbox-test-token',
            'payment_details': '4242',
        })

    def setUp(self):
        super().setUp()
        self.new_session()

    def compose(self, meals=3, people=2):
        box = self.rpc('/load/mealbox', {'meal': meals, 'people': people})
        singles = [card for card in box['product_remaining'] if card['min-quant'] == 1]
        for card in singles[:meals]:
            self.rpc('/mealbox/add/meal', {'order_id': box['order_id'], 'product_id': card['product_id']})
        return self.env['sale.order'].browse(box['order_id'])

    def details(self, order, **values):
        params = {'order_id': order.id, 'delivery_type': 'delivery', 'meal_no': 3, 'person': 2}
        params.update(values)
        return self.rpc('/payment_details', params)

    def test_shape(self):
        # Its shape is the route map's (checked by self.rpc on every answer).
        result = self.details(self.compose())
        for url in result['payment_icon'] + result['pay_payment_icon']:
            self.assertRegex(url, r'^/web/image/payment\.(provider|method)/\d+/image_\w+$')
        self.assertNotIn('<', str(result), "plain data, never HTML")

    def test_values_for_a_box_order(self):
        order = self.compose()
        result = self.details(order)
        order.invalidate_recordset()
        self.assertEqual(result['id'], order.id)
        self.assertEqual(result['description'], order.name)
        self.assertEqual(result['metadata'], {'order_nr': order.name})
        self.assertEqual(result['partner_id'], order.partner_id.id)
        self.assertTrue(result['access_token'])
        self.assertEqual(result['access_token'], order.sudo().access_token)
        self.assertEqual(result['tx_url'], f'/shop/payment/transaction/{order.id}')
        self.assertEqual(result['return_url'], '/shop/payment/validate')
        self.assertEqual(result['success_url'], '/shop/payment/validate')
        self.assertEqual(result['error_url'], '/shop/payment')
        self.assertEqual(result['paymentUrl'], '/shop/payment')
        self.assertEqual(result['callback_method'], '')
        # What Odoo's /shop/payment offers for this order.
        compatible = self.env['payment.provider'].sudo()._get_compatible_providers(
            order.company_id.id, order.partner_id.id, order.amount_total, currency_id=order.currency_id.id,
            sale_order_id=order.id, website_id=order.website_id.id)
        self.assertEqual([row['id'] for row in result['acq_list']], compatible.ids)
        s2s_ids = [row['id'] for row in result['s2s_acquirers']]
        form_ids = [row['id'] for row in result['form_acquirers']]
        self.assertIn(self.demo.id, s2s_ids)
        self.assertIn(self.transfer.id, form_ids)
        self.assertNotIn(self.transfer.id, s2s_ids)
        self.assertEqual(result['s2s_acquirers_count'], len(s2s_ids))
        self.assertEqual(result['form_acquirers_count'], len(form_ids))
        self.assertIn(result['acquirer_id'], compatible.ids)
        demo_row = next(row for row in result['acq_list'] if row['id'] == self.demo.id)
        self.assertEqual((demo_row['code'], demo_row['s2s'], demo_row['form']), ('demo', True, False))
        self.assertIn(self.env.ref('payment.payment_method_card').id, [m['id'] for m in result['pay_acq_list']])
        self.assertIn(self.transfer.id, [p for m in result['pay_form_acquirers'] for p in m['provider_ids']])

    def test_a_provider_with_its_own_card_form_is_neither_s2s_nor_form(self):
        """Stripe (test mode) is paid in its own form on /shop/payment: it is
        offered (acq_list), but takes no card typed in the page (s2s) and is
        no redirect (form), as the payment form classifies it."""
        stripe = self.env.ref('payment.payment_provider_stripe')
        stripe.write({
            'state': 'test', 'is_published': True,
            'stripe_publishable_key': 'pk_test_weekbox', 'stripe_secret_key': 'sk_test_weekbox',
            'payment_method_ids': [Command.link(self.env.ref('payment.payment_method_card').id)],
        })
        result = self.details(self.compose())
        stripe_row = next(row for row in result['acq_list'] if row['id'] == stripe.id)
        self.assertEqual((stripe_row['s2s'], stripe_row['form']), (False, False))
        self.assertNotIn(stripe.id, [row['id'] for row in result['s2s_acquirers'] + result['form_acquirers']])

    def test_saved_tokens_for_the_customer_only(self):
        self.assertEqual(self.details(self.compose())['pms'], [], "a guest gets no saved tokens")
        self.new_session('mealbox_pay_customer')
        result = self.details(self.compose())
        self.assertEqual([pm['id'] for pm in result['pms']], [self.token.id])
        self.assertEqual(result['pms'][0]['provider_id'], self.demo.id)
        self.assertEqual(result['partner_id'], self.customer.partner_id.id)

    def test_other_sessions_order_refused(self):
        order = self.compose()
        self.new_session()
        self.compose()
        self.rpc_error('/payment_details', {'order_id': order.id}, 'AccessError', MSG_OTHER_ORDER)
        self.new_session()
        self.rpc_error('/payment_details', {'order_id': order.id}, 'AccessError', MSG_OTHER_ORDER)

    def test_no_cart(self):
        self.rpc_error('/payment_details', {}, 'UserError', MSG_EMPTY)

    def test_junk_input(self):
        order = self.compose()
        for params in (
            {'order_id': 'abc'}, {'order_id': '²'}, {'order_id': [order.id]}, {'order_id': -3},
            {'order_id': order.id, 'meal_no': 'many'}, {'order_id': order.id, 'person': -1},
            {'order_id': order.id, 'person': 10**12}, {'order_id': order.id, 'delivery_type': 'drone'},
            {'order_id': order.id, 'delivery_type': {'a': 1}}, {'order_id': order.id, 'delivery_type': 0},
        ):
            self.rpc_error('/payment_details', params)
        data = self.rpc_error('/payment_details', {'order_id': order.id, 'acquirer': 1}, 'ValidationError')
        self.assertIn('acquirer', data['message'])
