"""A meal box order on the checkout widgets' payment page: no delivery date
asked there (its wizard chose one), a store's pick-up shown as a pick-up at
the store's address.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox_checkout
"""
from odoo.fields import Command
from odoo.tests import TransactionCase, tagged


@tagged('post_install', '-at_install')
class TestMealboxOnCheckout(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].create({
            'name': 'Meal box checkout test', 'checkout_delivery_date_mode': 'required'})
        product = cls.env['product.product'].create({'name': 'Checkout test box', 'list_price': 30.0,
                                                     'taxes_id': [Command.clear()]})
        # Of the test's website: a box size is unique per website (the demo's boxes are of every website).
        cls.box = cls.env['mealbox.box'].create({'meals': 3, 'people': 2, 'product_id': product.id,
                                                 'website_id': cls.website.id})
        cls.goods = cls.env['product.product'].create({'name': 'Checkout test kettle', 'detailed_type': 'consu',
                                                       'list_price': 20.0, 'taxes_id': [Command.clear()]})
        cls.customer = cls.env['res.partner'].create({'name': 'Checkout test customer'})
        pickup_product = cls.env['product.product'].create({'name': 'Checkout test pick-up',
                                                            'detailed_type': 'service'})
        cls.carrier = cls.env['delivery.carrier'].create({
            'name': 'Checkout test store pick-up', 'delivery_type': 'fixed', 'product_id': pickup_product.id})
        cls.store = cls.env['mealbox.pickup.store'].create({
            'name': 'Weekbox Mons', 'street': 'Grand-Place 1', 'zip': '7000', 'city': 'Mons',
            'carrier_id': cls.carrier.id})

    def order(self, **values):
        return self.env['sale.order'].create({
            'partner_id': self.customer.id, 'website_id': self.website.id,
            'order_line': [Command.create({'product_id': self.goods.id})], **values})

    def test_the_checkout_asks_no_date_of_a_meal_box(self):
        self.assertEqual(self.order()._weekbox_checkout_delivery_date_mode(), 'required')
        box_order = self.order(mealbox_box_id=self.box.id)
        self.assertEqual(box_order._weekbox_checkout_delivery_date_mode(), 'none')
        self.assertEqual(box_order._weekbox_delivery_date_problem(), '')

    def test_a_stores_pickup_is_a_pickup_at_the_store(self):
        values = self.carrier._prepare_weekbox_checkout_carrier_values(self.order())
        self.assertTrue(values['isPickup'])
        self.assertEqual(values['pickupAddress'], "Weekbox Mons, Grand-Place 1, 7000 Mons, Belgium")
        other = self.carrier.copy({'name': 'Checkout test van'})
        self.assertFalse(other._is_weekbox_pickup())
