"""The meal box's carriers and Odoo's own /shop delivery methods (issue #15):
a meal box order is offered and given only the carrier its delivery step
chose; an ordinary order is never offered nor given one of the meal box's
carriers (its zones' and website's home delivery, its stores' pick-up).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxCarriers
"""
import re

from odoo.exceptions import UserError
from odoo.fields import Command
from odoo.tests import new_test_user, tagged
from odoo.tools import mute_logger

from .test_mealbox_delivery_routes import MealboxDeliveryCase

MSG_MEALBOX_CARRIER = "The delivery of a meal box is chosen on the meal box's delivery step: please change it there."
MSG_MEALBOX_ONLY = "This delivery method is only available for meal box orders."
MSG_NOT_COMPATIBLE = ("It seems that a delivery method is not compatible with your address. "
                      "Please refresh the page and try again.")
# website_sale.payment_delivery_methods: one radio per offered carrier, id="delivery_<carrier id>".
PAGE_CARRIER_RE = re.compile(r'\bid="delivery_([0-9]+)"')


@tagged('post_install', '-at_install')
class TestMealboxCarriers(MealboxDeliveryCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        env = cls.env
        service = {'detailed_type': 'service', 'sale_ok': False, 'purchase_ok': False,
                   'categ_id': env.ref('delivery.product_category_deliveries').id}
        # An ordinary published carrier for Belgium, free and first in Odoo's order:
        # what website_sale would offer (and pick by default) beside the meal box's.
        # (Demo data may add others, e.g. "Standard delivery".)
        cls.courier = env['delivery.carrier'].create({
            'name': 'Carrier test courier', 'delivery_type': 'fixed', 'fixed_price': 0.0, 'sequence': 0,
            'product_id': env['product.product'].create({'name': 'Carrier test courier', **service}).id,
            'country_ids': [Command.set(cls.belgium.ids)], 'is_published': True,
        })
        # A store's pick-up published by mistake is still the meal box's only.
        cls.pickup = cls.store_ghent.carrier_id
        cls.pickup.is_published = True
        # A consumable extra: with it the meal box is not "only services", so
        # website_sale's payment page lists delivery methods for it.
        cls.extra = env['product.template'].create({
            'name': 'Carrier test jam', 'is_mealbox_extra': True, 'detailed_type': 'consu', 'sale_ok': True,
            'is_published': True, 'list_price': 4.0, 'invoice_policy': 'order',
        })
        # Ordinary shop goods and a customer of their own.
        cls.goods = env['product.product'].create({
            'name': 'Carrier test teapot', 'detailed_type': 'consu', 'sale_ok': True,
            'website_published': True, 'list_price': 20.0,
        })
        cls.shopper = new_test_user(env, login='carrier_shopper', groups='base.group_portal',
                                    name='Bram Janssens', email='bram@example.com')
        cls.shopper.partner_id.write(cls.address)

    # ------------------------------------------------------------
    # HELPERS
    # ------------------------------------------------------------

    def mealbox_order(self, pickup=False):
        """A meal box with a consumable extra, its delivery step done through
        the routes: home delivery in Brussels (by the customer), or pick-up in
        Ghent (by the other customer: a customer's new box reuses their cart)."""
        order = self.login_and_compose('mealbox_other' if pickup else 'mealbox_customer')
        self.rpc('/mealbox/add/extra-meal', {
            'order_id': order.id, 'product_id': self.extra.product_variant_id.id, 'add_product': 1})
        if pickup:
            self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
            self.rpc('/add/details', self.add_details(
                order, delivery_type='pickup', delivery_date=self.store_dates(self.store_ghent)[0]))
        else:
            self.rpc('/add/details', self.add_details(order))
        self.env.invalidate_all()
        self.assertFalse(order.only_services)
        self.assertEqual(order.carrier_id, self.pickup if pickup else self.home_carrier)
        return order

    def shop_order(self):
        """The shopper's ordinary /shop cart (one teapot), through the cart route."""
        self.new_session('carrier_shopper')
        self.rpc('/shop/cart/update_json', {'product_id': self.goods.id, 'add_qty': 1})
        order = self.env['sale.order'].search(
            [('partner_id', '=', self.shopper.partner_id.id), ('state', '=', 'draft')], order='id desc', limit=1)
        self.assertTrue(order)
        self.assertFalse(order.is_mealbox)
        return order

    def orm_shop_order(self):
        return self.env['sale.order'].create({
            'partner_id': self.shopper.partner_id.id, 'website_id': self.website.id,
            'order_line': [Command.create({'product_id': self.goods.id, 'product_uom_qty': 1})],
        })

    def payment_page_carriers(self):
        """The carriers website_sale's /shop/payment lists for the visitor's cart."""
        response = self.url_open('/shop/payment')
        self.assertEqual(response.status_code, 200)
        self.assertTrue(response.url.endswith('/shop/payment'), f"redirected to {response.url}")
        ids = [int(carrier_id) for carrier_id in PAGE_CARRIER_RE.findall(response.text)]
        return self.env['delivery.carrier'].browse(ids)

    def post_payment_carrier(self, carrier):
        """website_sale's payment form posting a carrier to /shop/payment (its
        no-JavaScript path): the status of the answer, redirects not followed."""
        page = self.url_open('/shop/payment').text
        token = re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)
        with mute_logger('odoo.http'):
            response = self.url_open('/shop/payment', data={'carrier_id': carrier.id, 'csrf_token': token},
                                     allow_redirects=False)
        return response.status_code

    def delivery_state(self, order):
        self.env.invalidate_all()
        delivery = order.order_line.filtered('is_delivery')
        return order.carrier_id, delivery.product_id, delivery.price_unit, order.amount_total

    # ------------------------------------------------------------
    # Which carriers are the meal box's
    # ------------------------------------------------------------

    def test_the_meal_box_carriers_are_recognised(self):
        Carrier = self.env['delivery.carrier']
        stores = self.env['mealbox.pickup.store'].search([])
        self.assertTrue(self.home_carrier.is_mealbox_carrier)
        self.assertTrue(all(stores.carrier_id.mapped('is_mealbox_carrier')))
        self.assertFalse(self.courier.is_mealbox_carrier)
        # A zone's own carrier, and a store's even once the store is archived.
        zone_carrier = self.courier.copy({'name': 'Carrier test zone courier'})
        self.env['mealbox.delivery.zone'].create({
            'name': 'Carrier test zone', 'zip_ranges': '9990', 'carrier_id': zone_carrier.id})
        self.store_brussels.action_archive()
        Carrier.invalidate_model(['is_mealbox_carrier'])
        self.assertTrue(zone_carrier.is_mealbox_carrier)
        self.assertTrue(self.store_brussels.carrier_id.is_mealbox_carrier)
        found = Carrier.search([('is_mealbox_carrier', '=', True)])
        self.assertLessEqual(self.home_carrier | zone_carrier | stores.carrier_id, found)
        self.assertNotIn(self.courier, found)
        self.assertIn(self.courier, Carrier.search([('is_mealbox_carrier', '=', False)]))
        self.assertNotIn(self.home_carrier, Carrier.search([('is_mealbox_carrier', '!=', True)]))
        # Every boolean comparison a list filter or another module may use.
        self.assertEqual(Carrier.search([('is_mealbox_carrier', 'in', [True])]), found)
        self.assertEqual(Carrier.search([('is_mealbox_carrier', 'not in', [True])]),
                         Carrier.search([('is_mealbox_carrier', '=', False)]))
        self.assertEqual(Carrier.search([('is_mealbox_carrier', 'in', [True, False])]), Carrier.search([]))
        self.assertFalse(Carrier.search([('is_mealbox_carrier', 'in', [])]))
        with self.assertRaises(UserError):
            Carrier.search([('is_mealbox_carrier', 'ilike', 'x')])

    # ------------------------------------------------------------
    # A meal box order: only the delivery step's carrier
    # ------------------------------------------------------------

    def test_a_meal_box_order_offers_only_its_carrier(self):
        order = self.mealbox_order()
        self.assertEqual(order._get_delivery_methods(), self.home_carrier)
        pickup = self.mealbox_order(pickup=True)
        self.assertEqual(pickup._get_delivery_methods(), self.pickup)
        # Before the delivery step: nothing to offer.
        fresh = self.login_and_compose('carrier_shopper')
        self.assertFalse(fresh.carrier_id)
        self.assertFalse(fresh._get_delivery_methods())

    def test_a_meal_box_order_keeps_its_carrier_through_odoo_quotation(self):
        order = self.mealbox_order()
        before = self.delivery_state(order)
        for carrier in (self.courier, self.pickup):
            with self.subTest(carrier=carrier.name), self.assertRaisesRegex(UserError, re.escape(MSG_MEALBOX_CARRIER)):
                order._check_carrier_quotation(force_carrier_id=carrier.id)
            self.assertEqual(self.delivery_state(order), before)
        # Odoo's re-quotation (no carrier forced) re-prices the delivery step's
        # carrier, never the customer's preferred one.
        self.customer.partner_id.sudo().property_delivery_carrier_id = self.courier
        self.assertTrue(order._check_carrier_quotation())
        self.assertEqual(self.delivery_state(order), before)
        self.assertTrue(order._check_carrier_quotation(force_carrier_id=self.home_carrier.id))
        self.assertEqual(self.delivery_state(order), before)

    def test_the_payment_page_lists_only_the_meal_box_carrier(self):
        self.mealbox_order()
        self.assertEqual(self.payment_page_carriers(), self.home_carrier)
        self.mealbox_order(pickup=True)
        self.assertEqual(self.payment_page_carriers(), self.pickup)

    def test_update_carrier_refuses_another_carrier_for_a_meal_box(self):
        order = self.mealbox_order()
        before = self.delivery_state(order)
        for carrier in (self.courier, self.pickup):
            with self.subTest(carrier=carrier.name):
                self.rpc_error('/shop/update_carrier', {'carrier_id': carrier.id}, 'UserError', MSG_MEALBOX_CARRIER)
                self.assertEqual(self.delivery_state(order), before)
                self.rpc_error('/shop/carrier_rate_shipment', {'carrier_id': carrier.id}, 'UserError',
                               MSG_NOT_COMPATIBLE)
                self.assertEqual(self.post_payment_carrier(carrier), 400)
                self.assertEqual(self.delivery_state(order), before)
        # Its own carrier: website_sale's answer, unchanged.
        result = self.rpc('/shop/update_carrier', {'carrier_id': self.home_carrier.id})
        self.assertEqual((result['status'], result['carrier_id']), (True, self.home_carrier.id))
        self.assertEqual(result['new_amount_total_raw'], before[3])
        self.assertEqual(self.delivery_state(order), before)

    # ------------------------------------------------------------
    # An ordinary order: never the meal box's carriers
    # ------------------------------------------------------------

    def test_an_ordinary_order_is_never_offered_a_meal_box_carrier(self):
        order = self.orm_shop_order()
        methods = order._get_delivery_methods()
        self.assertIn(self.courier, methods)
        self.assertFalse(methods & (self.home_carrier | self.pickup))
        self.assertFalse(methods.filtered('is_mealbox_carrier'))
        # Not as the customer's preferred carrier either: Odoo takes an ordinary one.
        self.shopper.partner_id.sudo().property_delivery_carrier_id = self.home_carrier
        self.assertTrue(order._check_carrier_quotation())
        self.assertTrue(order.carrier_id)
        self.assertFalse(order.carrier_id.is_mealbox_carrier)

    def test_an_ordinary_order_refuses_a_meal_box_carrier(self):
        order = self.orm_shop_order()
        order._check_carrier_quotation(force_carrier_id=self.courier.id)
        before = self.delivery_state(order)
        self.assertEqual(before[0], self.courier)
        for carrier in (self.home_carrier, self.pickup):
            with self.subTest(carrier=carrier.name), self.assertRaisesRegex(UserError, re.escape(MSG_MEALBOX_ONLY)):
                order._check_carrier_quotation(force_carrier_id=carrier.id)
            self.assertEqual(self.delivery_state(order), before)

    def test_the_shop_payment_page_hides_the_meal_box_carriers(self):
        order = self.shop_order()
        carriers = self.payment_page_carriers()
        self.assertIn(self.courier, carriers)
        self.assertFalse(carriers & (self.home_carrier | self.pickup))
        # The carrier Odoo chose for the cart is an ordinary one.
        self.env.invalidate_all()
        self.assertIn(order.carrier_id, carriers)
        self.assertFalse(order.carrier_id.is_mealbox_carrier)

    def test_update_carrier_refuses_a_meal_box_carrier_for_an_ordinary_order(self):
        order = self.shop_order()
        self.payment_page_carriers()  # Odoo puts its default carrier on the cart
        before = self.delivery_state(order)
        self.assertTrue(before[0])
        for carrier in (self.home_carrier, self.pickup):
            with self.subTest(carrier=carrier.name):
                self.rpc_error('/shop/update_carrier', {'carrier_id': carrier.id}, 'UserError', MSG_MEALBOX_ONLY)
                self.assertEqual(self.delivery_state(order), before)
                self.rpc_error('/shop/carrier_rate_shipment', {'carrier_id': carrier.id}, 'UserError',
                               MSG_NOT_COMPATIBLE)
                self.assertEqual(self.post_payment_carrier(carrier), 400)
                self.assertEqual(self.delivery_state(order), before)
        # An ordinary carrier is still taken.
        other = self.courier.copy({'name': 'Carrier test express', 'fixed_price': 7.0, 'is_published': True})
        result = self.rpc('/shop/update_carrier', {'carrier_id': other.id})
        self.assertEqual((result['status'], result['carrier_id']), (True, other.id))
        self.env.invalidate_all()
        self.assertEqual(order.carrier_id, other)
