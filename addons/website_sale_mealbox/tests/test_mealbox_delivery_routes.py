"""HTTP tests of the meal box delivery step routes (controllers/mealbox_delivery.py).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxDeliveryRoutes

Orders are built through the wizard's own routes (/load/mealbox, /mealbox/add/meal)
by the visitor under test. Several visitors in one test: see MealboxRpcMixin
(tests/test_mealbox_home_routes.py). Delivery dates depend on the current time,
pinned by MealboxDeliveryCase (tests/common.py, NOW); expectations are computed
with the models' own date rules.
"""
import base64
from unittest.mock import patch

import requests

import odoo
from odoo.fields import Command
from odoo.tests import HttpCase, new_test_user, tagged

from .closures import close_day
from .common import build_mealbox_world, pin_mealbox_now
from .test_mealbox_home_routes import MealboxRpcMixin

MSG_NO_ZIP = "Please add zip code in your shipping address"
MSG_NO_DATE = "Please select delivery date"
MSG_SHIPPING = "Please fill the proper shipping details"
MSG_NO_STORE = "Please select pickup store"
MSG_NO_PICKUP_DATE = "Please select pickup date"
MSG_BILLING = "Please fill the proper billing details"
MSG_NOT_DELIVERABLE = "The delivery method is not available for your shipping address"
MSG_NO_DATES = "It seems that no dates are available for your address, please contact us"
MSG_DATE_GONE = "This delivery date is no longer available. Please choose another date."
MSG_PICKUP_DATE_GONE = "This pick-up date is no longer available. Please choose another date."
MSG_LOGIN = "Please log in to continue with your delivery details."
MSG_OTHER_ORDER = "This order is not available. Please start your box again."
MSG_ADDRESS = "This address is not available."
MSG_STORE = "This pick-up store is not available. Please choose another one."
MSG_EMPTY = "Your box is empty. Please choose your box size first."
PROVIDER_MODULE = 'odoo.addons.website_sale_mealbox.models.mealbox_address_autocomplete'
# Values a widget could send where an id is expected.
JUNK_IDS = ['abc', -3, 10**12, [3], {'id': 3}, 2.5, True, '²', '--5', '1e3']


class MealboxDeliveryCase(MealboxRpcMixin, HttpCase):
    """The test's own meal box world (tests/common.py: boxes, menu, zones,
    stores, WEEKBOX10), two portal customers in Brussels, and helpers
    composing a box and preparing its delivery through the routes."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        env = cls.env
        pin_mealbox_now(cls)
        cls.world = build_mealbox_world(env)
        cls.website = cls.world['website']
        cls.belgium = env.ref('base.be')
        cls.france = env.ref('base.fr')
        cls.brussels = cls.world['brussels']
        cls.home_carrier = cls.world['home_carrier']
        cls.store_ghent = cls.world['store_ghent']
        cls.store_brussels = cls.world['store_brussels']
        cls.address = {
            'street': 'Rue Neuve 1', 'zip': '1000', 'city': 'Bruxelles', 'country_id': cls.belgium.id,
            'phone': '+32 470 12 34 56',
        }
        cls.customer = new_test_user(env, login='mealbox_customer', groups='base.group_portal',
                                     name='Anna Peeters', email='anna@example.com')
        cls.customer.partner_id.write(cls.address)
        cls.other = new_test_user(env, login='mealbox_other', groups='base.group_portal',
                                  name='Other Customer', email='other@example.com')
        cls.other.partner_id.write({**cls.address, 'street': 'Secretstraat 7'})
        cls.other_shipping = env['res.partner'].create({
            'name': 'Other Shipping', 'type': 'delivery', 'parent_id': cls.other.partner_id.id, **cls.address})
        cls.promo_program = cls.world['promo_program']

    def setUp(self):
        super().setUp()
        self.new_session()

    # ------------------------------------------------------------
    # HELPERS
    # ------------------------------------------------------------

    def compose(self, meals=3, people=2, dishes=None):
        """The current visitor's cart with a box and `dishes` single-portion
        dishes (default: a full box), through the wizard's routes."""
        box = self.rpc('/load/mealbox', {'meal': meals, 'people': people})
        singles = [card for card in box['product_remaining'] if card['min-quant'] == 1]
        for card in singles[:meals if dishes is None else dishes]:
            self.rpc('/mealbox/add/meal', {'order_id': box['order_id'], 'product_id': card['product_id']})
        return self.env['sale.order'].browse(box['order_id'])

    def login_and_compose(self, login='mealbox_customer', **kwargs):
        self.new_session(login)
        return self.compose(**kwargs)

    def home_dates(self, zone=None):
        return [str(day) for day in self.website._mealbox_delivery_dates(zone=zone or self.brussels)]

    def store_dates(self, store):
        return [str(day) for day in self.website._mealbox_delivery_dates(store=store)]

    def address_form(self, **values):
        form = {
            'name': 'Anna Peeters', 'email': 'anna@example.com', 'phone': '+32 470 12 34 56',
            'street': 'Rue de la Loi 16', 'street2': '', 'zip': '1000', 'city': 'Bruxelles',
            'country_id': self.belgium.id, 'state_id': 0, 'delivery_type': 'delivery',
            'delivery_bill': 'shipping', 'is_ship': 0, 'partner': 0, 'edit_address': 0,
            'company_name': '', 'vat_number': '',
        }
        form.update(values)
        return form

    def add_details(self, order, **values):
        params = {'order_id': order.id, 'delivery_type': 'delivery', 'delivery_date': self.home_dates()[0],
                  'acquirer_id': 0, 'is_individual': 0}
        params.update(values)
        return params


@tagged('post_install', '-at_install')
class TestMealboxDeliveryRoutes(MealboxDeliveryCase):

    # ------------------------------------------------------------
    # /mealbox/address
    # ------------------------------------------------------------

    def test_address_summary_for_a_customer(self):
        order = self.login_and_compose()
        result = self.rpc('/mealbox/address', {'meal_no': 3, 'person': 2, 'order_id': order.id})
        partner = self.customer.partner_id
        self.assertEqual(len(result['order_line_menu_list']), 3)
        self.assertEqual(result['order_line_extra_list'], [])
        self.assertEqual(result['partner_id'], partner.id)
        self.assertEqual(result['partner_name'], 'Anna Peeters')
        self.assertEqual(result['partner_country'], {'id': self.belgium.id, 'name': 'Belgium', 'code': 'BE'})
        self.assertFalse(result['partner_data']['is_public'])
        self.assertEqual(result['billing_address']['id'], partner.id)
        self.assertEqual(result['billing_address']['street'], 'Rue Neuve 1')
        self.assertEqual(result['billing_address']['country']['code'], 'BE')
        self.assertTrue(result['billing_address']['deliverable'])
        self.assertEqual(result['shipping_address']['id'], partner.id)
        self.assertEqual([row['id'] for row in result['shippings']], [partner.id])
        self.assertEqual((result['ship_len'], result['ship_count']), (1, 0))
        self.assertEqual(result['delivery_period_list'], self.home_dates())
        self.assertEqual([o['id'] for o in result['delivery_options_list']], [self.home_carrier.id])
        self.assertTrue(result['delivery_options_list'][0]['available'])
        self.assertEqual(result['message'], '')
        stores = self.env['mealbox.pickup.store']._mealbox_get_stores(self.website)
        self.assertEqual([s['id'] for s in result['store_names_list']], stores.ids)
        self.assertEqual(result['partner_data']['counter'], len(stores))
        for row, store in zip(result['store_names_list'], stores):
            self.assertEqual(row['delivery_period_list'], self.store_dates(store))
            self.assertEqual(row['delivery_type'], store.carrier_id.id)
        self.assertIn({'id': self.belgium.id, 'name': 'Belgium', 'code': 'BE'}, result['country'])
        self.assertEqual(result['price'], order.currency_id._weekbox_round(order.amount_total))
        self.assertEqual(result['total'], result['price'])
        self.assertEqual((result['global_discount'], result['coupon_discount']), (0.0, 0.0))
        self.assertEqual(result['currency_name'], order.currency_id.name)
        self.assertFalse(result['is_pick'])
        self.assertFalse(result['order_details']['ready'])
        self.assertEqual(result['order_details']['count_line'], 3)
        self.assertIsNone(result['carrier'])
        self.assertTrue(self.rpc('/mealbox/address', {'order_id': order.id, 'delivery_type': 'pickup'})['is_pick'])

    def test_address_summary_for_a_guest_is_empty_of_partner_data(self):
        order = self.compose()
        result = self.rpc('/mealbox/address', {'order_id': order.id})
        self.assertTrue(result['partner_data']['is_public'])
        self.assertTrue(result['user']['is_public'])
        self.assertEqual((result['partner_id'], result['partner_name']), (0, ''))
        self.assertIsNone(result['billing_address'])
        self.assertIsNone(result['shipping_address'])
        self.assertEqual((result['shippings'], result['delivery_period_list'], result['delivery_options_list']),
                         ([], [], []))
        self.assertTrue(result['store_names_list'])

    def test_address_summary_needs_a_box(self):
        self.rpc_error('/mealbox/address', {}, 'UserError', MSG_EMPTY)

    def test_address_summary_query_count_does_not_grow(self):
        order = self.login_and_compose()
        self.rpc('/mealbox/address', {'order_id': order.id})
        before = self.cr.sql_log_count
        self.rpc('/mealbox/address', {'order_id': order.id})
        few = self.cr.sql_log_count - before
        # Five more stores (with closures) and five more addresses.
        Store = self.env['mealbox.pickup.store']
        for index in range(5):
            carrier = self.home_carrier.copy({'name': f'Pick-up {index}', 'is_published': False})
            store = Store.create({
                'name': f'Store {index}', 'street': f'Street {index}', 'zip': '1000', 'city': 'Bruxelles',
                'carrier_id': carrier.id, 'weekday_ids': [Command.set(self.store_ghent.weekday_ids.ids)]})
            close_day(self.env, self.website._mealbox_delivery_dates(store=store)[0], store=store)
            self.env['res.partner'].create({'name': f'Address {index}', 'type': 'delivery',
                                            'parent_id': self.customer.partner_id.id, **self.address})
        self.rpc('/mealbox/address', {'order_id': order.id})
        before = self.cr.sql_log_count
        result = self.rpc('/mealbox/address', {'order_id': order.id})
        many = self.cr.sql_log_count - before
        # A constant may come in (one more child_of level, a savepoint), never one query per record.
        self.assertLessEqual(many, few + 3, (few, many))
        self.assertEqual(result['ship_len'], 6)
        self.assertEqual(len(result['store_names_list']), 10)
        for row in result['store_names_list']:
            self.assertEqual(row['delivery_period_list'], self.store_dates(Store.browse(row['id'])))

    # ------------------------------------------------------------
    # another visitor's order
    # ------------------------------------------------------------

    def test_another_visitors_order_is_refused_everywhere(self):
        theirs = self.login_and_compose('mealbox_other')
        self.rpc('/add/details', self.add_details(theirs))
        snapshot = theirs.read(['amount_total', 'mealbox_delivery_date', 'mealbox_remark', 'carrier_id'])
        for login in ('mealbox_customer', None):
            self.new_session(login)
            self.compose()
            with self.subTest(visitor=login):
                for route, params in (
                    ('/mealbox/address', {'order_id': theirs.id}),
                    ('/mealbox/checkout', self.address_form(order_id=theirs.id)),
                    ('/mealbox/shiping/address', {'ship_id': self.customer.partner_id.id, 'order_id': theirs.id}),
                    ('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': theirs.id}),
                    ('/mealbox/zip/validate', {'order_id': theirs.id, 'zip': '1000'}),
                    ('/delivery/option/details', {'order_id': theirs.id, 'remark': 'Mine now'}),
                    ('/add/details', self.add_details(theirs)),
                    ('/check/promo', {'promo': 'WEEKBOX10', 'order_id': theirs.id}),
                ):
                    self.rpc_error(route, params, 'AccessError', MSG_OTHER_ORDER)
        theirs.invalidate_recordset()
        self.assertEqual(theirs.read(['amount_total', 'mealbox_delivery_date', 'mealbox_remark', 'carrier_id']),
                         snapshot)

    # ------------------------------------------------------------
    # /mealbox/checkout
    # ------------------------------------------------------------

    def test_checkout_adds_a_shipping_address(self):
        order = self.login_and_compose()
        result = self.rpc('/mealbox/checkout', self.address_form(title='Miss', birthdate='1990-04-01'))
        partner = self.env['res.partner'].browse(result['partner_id'])
        self.assertEqual(partner.parent_id, self.customer.partner_id)
        self.assertEqual(partner.type, 'delivery')
        self.assertEqual((partner.street, partner.zip, partner.city, partner.country_id),
                         ('Rue de la Loi 16', '1000', 'Bruxelles', self.belgium))
        self.assertEqual(partner.title, self.env.ref('base.res_partner_title_miss'))
        self.assertEqual(str(partner.mealbox_birthdate), '1990-04-01')
        self.assertEqual(order.partner_shipping_id, partner)
        self.assertEqual(result['msg'], '')
        self.assertEqual(result['shipping_address']['id'], partner.id)
        self.assertEqual(result['shipping_address']['title'], 'Miss')
        self.assertEqual(result['billing']['id'], self.customer.partner_id.id)
        self.assertEqual((result['ship_len'], result['ship_count']), (2, 1))
        self.assertEqual(result['delivery_period_list'], self.home_dates())
        self.assertEqual([o['id'] for o in result['delivery_options_list']], [self.home_carrier.id])
        self.assertEqual(result['country'], {'id': self.belgium.id, 'name': 'Belgium', 'code': 'BE'})

    def test_checkout_says_when_the_zip_is_not_delivered(self):
        order = self.login_and_compose()
        result = self.rpc('/mealbox/checkout', self.address_form(
            street='Rue de Rivoli 1', zip='75001', city='Paris', country_id=self.france.id))
        self.assertEqual(result['msg'], MSG_NOT_DELIVERABLE)
        self.assertEqual((result['delivery_period_list'], result['delivery_options_list']), ([], []))
        self.assertFalse(result['deliverable'])
        self.assertEqual(order.partner_shipping_id.zip, '75001')
        # Not for a pick-up: the shipping address does not matter there.
        result = self.rpc('/mealbox/checkout', self.address_form(
            street='Rue de Rivoli 2', zip='75001', city='Paris', country_id=self.france.id,
            delivery_type='pick_store'))
        self.assertEqual(result['msg'], '')

    def test_checkout_billing_edits_the_customer(self):
        order = self.login_and_compose()
        partner = self.customer.partner_id
        result = self.rpc('/mealbox/checkout', self.address_form(
            delivery_bill='billing', is_ship=1, partner=partner.id, street='Avenue Louise 100', zip='1050',
            company_name='Peeters BV'))
        self.assertEqual(result['partner_id'], partner.id)
        self.assertEqual((partner.street, partner.zip, partner.company_name),
                         ('Avenue Louise 100', '1050', 'Peeters BV'))
        self.assertEqual((order.partner_invoice_id, order.partner_shipping_id), (partner, partner))
        self.assertEqual(result['billing']['street'], 'Avenue Louise 100')
        self.assertEqual(result['delivery_period_list'], self.home_dates())

    def test_checkout_refuses_invalid_forms_with_each_label(self):
        self.login_and_compose()
        cases = [
            ({'name': ''}, "First name is required."),
            ({'name': 'Anna'}, "Last name is required."),
            ({'email': ''}, "Email is required."),
            ({'email': 'anna@example'}, "Invalid Email Address"),
            ({'email': 'anna example.com'}, "Invalid Email Address"),
            ({'phone': ''}, "Phone is required."),
            ({'phone': 'call me'}, "Please enter a valid phone number."),
            ({'street': '  '}, "Street is required."),
            ({'zip': ''}, "Zip code is required."),
            ({'zip': '123'}, "Please enter a valid Belgian zip code (4 digits)."),
            ({'city': ''}, "City is required."),
            ({'country_id': 0}, "Country is required."),
            ({'country_id': 999999}, "Unknown country."),
            ({'state_id': self.env.ref('base.state_us_5').id}, "The state does not belong to the chosen country."),
            ({'title': 'Sir'}, "Unknown title."),
            ({'birthdate': '1890-01-01'}, "Invalid birthdate."),
            ({'birthdate': '01/02/1990'}, "Invalid birthdate."),
            ({'name': ['Anna', 'Peeters']}, "Name must be text."),
            ({'street': 'x' * 500}, "Street is too long (128 characters at most)."),
            ({'country_id': 'BE'}, "Invalid Country reference."),
        ]
        for values, message in cases:
            with self.subTest(values=str(values)[:60]):
                self.rpc_error('/mealbox/checkout', self.address_form(**values), 'ValidationError', message)
        data = self.rpc_error('/mealbox/checkout', self.address_form(name='', email='', city=''), 'ValidationError')
        self.assertEqual(data['message'].split('\n'), [
            "First name is required.", "Email is required.", "City is required."])
        self.rpc_error('/mealbox/checkout', self.address_form(delivery_bill='both'), 'ValidationError',
                       "Unknown kind of address.")
        self.rpc_error('/mealbox/checkout', self.address_form(partner_id=3), 'ValidationError',
                       "Unknown parameter(s): partner_id")
        self.assertEqual(self.customer.partner_id.child_ids, self.env['res.partner'])

    def test_checkout_never_touches_another_customers_address(self):
        order = self.login_and_compose()
        for partner in (self.other.partner_id, self.other_shipping, self.store_ghent.partner_id):
            with self.subTest(partner=partner.name):
                self.rpc_error('/mealbox/checkout', self.address_form(partner=partner.id, edit_address=1),
                               'AccessError', MSG_ADDRESS)
                self.rpc_error('/mealbox/checkout', self.address_form(partner=partner.id, delivery_bill='billing'),
                               'AccessError', MSG_ADDRESS)
        self.assertEqual(self.other_shipping.street, 'Rue Neuve 1')
        self.assertEqual(order.partner_shipping_id, self.customer.partner_id)
        # Its own delivery address can be edited.
        own = self.rpc('/mealbox/checkout', self.address_form())['partner_id']
        result = self.rpc('/mealbox/checkout', self.address_form(partner=own, edit_address=1, street='Rue Haute 5'))
        self.assertEqual(result['partner_id'], own)
        self.assertEqual(self.env['res.partner'].browse(own).street, 'Rue Haute 5')

    def test_checkout_needs_a_logged_in_customer(self):
        self.compose()
        self.rpc_error('/mealbox/checkout', self.address_form(), 'AccessError', MSG_LOGIN)

    # ------------------------------------------------------------
    # /mealbox/state
    # ------------------------------------------------------------

    def test_state_lists_the_states_of_a_country(self):
        self.login_and_compose()
        us = self.env.ref('base.us')
        expected = [[s.id, s.name, s.code] for s in us.state_ids.sorted(lambda s: (s.name, s.id))]
        for country in (us.id, 'US', str(us.id)):
            with self.subTest(country=country):
                result = self.rpc('/mealbox/state', {'country': country})
                self.assertEqual(result['country'], {'id': us.id, 'name': us.name, 'code': 'US'})
                self.assertEqual(result['state'], expected)
                self.assertEqual((result['state_name'], result['ship_count']), ('', 0))
        self.assertEqual(self.rpc('/mealbox/state', {'country': 'BE'})['state'],
                         [[s.id, s.name, s.code] for s in self.belgium.state_ids.sorted(lambda s: (s.name, s.id))])
        for junk in ('ZZ', 0, None, 999999, 'Belgium', [20], '²'):
            with self.subTest(junk=junk):
                data = self.rpc_error('/mealbox/state', {'country': junk}, 'ValidationError')
                self.assertIn(data['message'], ("Unknown country.", "Invalid country reference."))

    # ------------------------------------------------------------
    # /mealbox/shiping/address
    # ------------------------------------------------------------

    def test_shipping_address_switches_to_an_own_address_only(self):
        order = self.login_and_compose()
        ghent = self.env['res.partner'].create({
            'name': 'Anna at work', 'type': 'delivery', 'parent_id': self.customer.partner_id.id,
            **self.address, 'street': 'Veldstraat 1', 'zip': '9000', 'city': 'Gent'})
        flanders = self.brussels.search([('name', '=', 'Flanders')])
        result = self.rpc('/mealbox/shiping/address', {'ship_id': ghent.id, 'zip': '1000', 'order_id': order.id})
        self.assertEqual(order.partner_shipping_id, ghent)
        self.assertEqual(result['zip'], '9000')  # the address decides, not the zip sent
        self.assertEqual(result['delivery_period_list'], self.home_dates(flanders))
        for partner in (self.other.partner_id, self.other_shipping, self.store_ghent.partner_id):
            self.rpc_error('/mealbox/shiping/address', {'ship_id': partner.id}, 'AccessError', MSG_ADDRESS)
        for junk in JUNK_IDS + [0, None]:
            with self.subTest(junk=junk):
                self.rpc_error('/mealbox/shiping/address', {'ship_id': junk})
        self.assertEqual(order.partner_shipping_id, ghent)

    def test_shipping_change_drops_a_date_the_new_zone_does_not_offer(self):
        order = self.login_and_compose()
        tuesday = next(day for day in self.website._mealbox_delivery_dates(zone=self.brussels) if day.weekday() == 1)
        self.rpc('/add/details', self.add_details(order, delivery_date=str(tuesday)))
        liege = self.env['res.partner'].create({
            'name': 'Anna in Liège', 'type': 'delivery', 'parent_id': self.customer.partner_id.id,
            **self.address, 'zip': '4000', 'city': 'Liège'})
        wallonia = self.brussels.search([('name', '=', 'Wallonia')])
        result = self.rpc('/mealbox/shiping/address', {'ship_id': liege.id, 'order_id': order.id})
        self.assertEqual(result['delivery_period_list'], self.home_dates(wallonia))
        self.assertFalse(order.mealbox_delivery_date)  # Wallonia is delivered on Saturdays only
        self.assertEqual(order.carrier_id, self.home_carrier)
        self.assertFalse(order._is_cart_ready())

    # ------------------------------------------------------------
    # /pickup/list
    # ------------------------------------------------------------

    def test_pickup_list_gives_the_store_dates_and_remembers_the_store(self):
        order = self.login_and_compose()
        result = self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        self.assertEqual(result['delivery_period_list'], self.store_dates(self.store_ghent))
        self.assertEqual(result['store']['store_name'], self.store_ghent.name)
        self.assertEqual(result['store']['delivery_type'], self.store_ghent.carrier_id.id)
        self.assertEqual(result['message'], '')
        self.assertEqual((order.mealbox_store_id, order.mealbox_delivery_type), (self.store_ghent, 'pick_store'))
        # The store's carrier is on the order, priced: the answer has what Pay shows (one round trip).
        self.assertEqual(order.carrier_id, self.store_ghent.carrier_id)
        self.assertEqual(len(order.order_line.filtered('is_delivery')), 1)
        self.assertEqual((result['carrier_id'], result['amount_total']),
                         (self.store_ghent.carrier_id.id, order.currency_id._weekbox_round(order.amount_total)))

    def test_pickup_list_keeps_the_store_when_its_carrier_cannot_be_priced(self):
        order = self.login_and_compose()
        # The store's carrier does not serve this customer's country: no price, no carrier.
        self.store_ghent.carrier_id.country_ids = [Command.set(self.france.ids)]
        result = self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        self.assertEqual(result['delivery_period_list'], self.store_dates(self.store_ghent))
        self.assertNotIn('amount_total', result)
        self.assertEqual((order.mealbox_store_id, order.mealbox_delivery_type), (self.store_ghent, 'pick_store'))
        self.assertNotEqual(order.carrier_id, self.store_ghent.carrier_id)

    def test_pickup_list_puts_no_carrier_on_a_guests_cart(self):
        order = self.compose()
        result = self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        self.assertEqual(order.mealbox_store_id, self.store_ghent)
        self.assertFalse(order.carrier_id)
        self.assertNotIn('amount_total', result)

    def test_pickup_list_refuses_unknown_and_archived_stores(self):
        self.compose()
        archived = self.store_brussels
        archived.action_archive()
        for store_id in [archived.id, 999999, 0, None] + JUNK_IDS:
            with self.subTest(store_id=store_id):
                data = self.rpc_error('/pickup/list', {'store_id': store_id}, 'ValidationError')
                self.assertIn(data['message'], (MSG_STORE, "Invalid pick-up store reference."))

    def test_pickup_list_works_without_a_cart(self):
        result = self.rpc('/pickup/list', {'store_id': self.store_ghent.id})
        self.assertEqual(result['delivery_period_list'], self.store_dates(self.store_ghent))

    # ------------------------------------------------------------
    # /mealbox/zip/validate
    # ------------------------------------------------------------

    def test_zip_validate_flags_an_undeliverable_shipping_address(self):
        order = self.login_and_compose()
        date = self.home_dates()[0]
        result = self.rpc('/mealbox/zip/validate', {
            'delivery_date': date, 'zip': '75001', 'order_id': order.id,
            'final_amount': order.amount_total, 'is_individual': 1})
        self.assertEqual(result, {
            'zip': False, 'deliverable': True, 'message': '', 'date_available': True,
            'amount_total': order.currency_id._weekbox_round(order.amount_total), 'amount_changed': False})
        self.assertTrue(order.mealbox_is_individual)
        self.customer.partner_id.write({'zip': '75001', 'country_id': self.france.id})
        result = self.rpc('/mealbox/zip/validate', {
            'delivery_date': date, 'zip': '1000', 'order_id': order.id, 'final_amount': 1.0, 'is_individual': 0})
        self.assertEqual((result['zip'], result['deliverable'], result['message']), (True, False, MSG_NOT_DELIVERABLE))
        self.assertFalse(result['date_available'])
        self.assertTrue(result['amount_changed'])
        self.assertFalse(order.mealbox_is_individual)

    def test_zip_validate_uses_the_zip_sent_by_a_guest(self):
        order = self.compose()
        self.assertFalse(self.rpc('/mealbox/zip/validate', {'zip': '1000', 'order_id': order.id})['zip'])
        self.assertTrue(self.rpc('/mealbox/zip/validate', {'zip': '123456', 'order_id': order.id})['zip'])
        for params in ({'zip': ['1000']}, {'final_amount': 'lots'}, {'delivery_date': '28/11/2026'},
                       {'is_individual': 'maybe'}, {'zip': 'x' * 100}):
            with self.subTest(params=params):
                self.rpc_error('/mealbox/zip/validate', {'order_id': order.id, **params}, 'ValidationError')

    # ------------------------------------------------------------
    # /delivery/option/details
    # ------------------------------------------------------------

    def test_delivery_option_puts_the_carrier_line_and_remark(self):
        order = self.login_and_compose()
        goods = order.amount_total
        [option] = self.rpc('/mealbox/address', {'order_id': order.id})['delivery_options_list']
        result = self.rpc('/delivery/option/details', {
            'delivery_options': self.home_carrier.id, 'remark': 'Ring twice', 'order_id': order.id})
        line = order.order_line.filtered('is_delivery')
        self.assertEqual(line.product_id, self.home_carrier.product_id)
        self.assertEqual((order.carrier_id, order.mealbox_remark, order.mealbox_delivery_type),
                         (self.home_carrier, 'Ring twice', 'delivery'))
        self.assertEqual(result['carrier_id'], self.home_carrier.id)
        self.assertEqual(result['remark'], 'Ring twice')
        self.assertGreater(result['amount_delivery'], 0)
        self.assertEqual(result['amount_delivery'], option['amount'])  # the option showed the line's price
        self.assertAlmostEqual(result['amount_total'], goods + line.price_total, places=2)
        # The remark alone; a store's carrier; then refusals.
        self.rpc('/delivery/option/details', {'delivery_options': 0, 'remark': '', 'order_id': order.id})
        self.assertFalse(order.mealbox_remark)
        self.assertEqual(order.carrier_id, self.home_carrier)
        self.rpc('/delivery/option/details', {'delivery_options': self.store_ghent.carrier_id.id, 'order_id': order.id})
        self.assertEqual((order.mealbox_delivery_type, order.mealbox_store_id), ('pick_store', self.store_ghent))
        standard = self.env['delivery.carrier'].search(
            [('is_published', '=', True), ('id', '!=', self.home_carrier.id)], limit=1)
        if standard:
            self.rpc_error('/delivery/option/details', {'delivery_options': standard.id, 'order_id': order.id},
                           'UserError', MSG_NOT_DELIVERABLE)
        self.rpc_error('/delivery/option/details', {'remark': 'x' * 1001, 'order_id': order.id}, 'ValidationError',
                       "Remark is too long.")
        self.rpc_error('/delivery/option/details', {'remark': 42, 'order_id': order.id}, 'ValidationError',
                       "Remark must be text.")

    # ------------------------------------------------------------
    # /add/details: home delivery
    # ------------------------------------------------------------

    def test_add_details_prepares_a_home_delivery(self):
        order = self.login_and_compose()
        date = self.home_dates()[-1]
        result = self.rpc('/add/details', self.add_details(order, delivery_date=date, is_individual=1))
        self.assertEqual(result['order_id'], order.id)
        self.assertTrue(result['ready'])
        self.assertEqual((result['delivery_type'], result['delivery_date'], result['store_id']),
                         ('delivery', date, 0))
        self.assertEqual(result['carrier_id'], self.home_carrier.id)
        self.assertEqual(result['amount_total'], order.currency_id._weekbox_round(order.amount_total))
        self.assertEqual((order.mealbox_delivery_type, str(order.mealbox_delivery_date), order.carrier_id),
                         ('delivery', date, self.home_carrier))
        self.assertTrue(order.mealbox_is_individual)
        self.assertFalse(order.mealbox_store_id)
        self.assertEqual(len(order.order_line.filtered('is_delivery')), 1)
        self.assertTrue(order.delivery_rating_success)
        self.assertTrue(order._is_cart_ready())
        order._check_cart_is_ready_to_be_paid()
        # Twice: still one delivery line.
        self.rpc('/add/details', self.add_details(order, delivery_date=date))
        self.assertEqual(len(order.order_line.filtered('is_delivery')), 1)
        summary = self.rpc('/mealbox/address', {'order_id': order.id})
        self.assertTrue(summary['order_details']['ready'])
        self.assertEqual(summary['carrier']['id'], self.home_carrier.id)
        # As website_sale's /shop/confirm_order would: /shop/payment/validate finds the paid order by it.
        session = odoo.http.root.session_store.get(self.session.sid)
        self.assertEqual(session.get('sale_last_order_id'), order.id)

    def test_add_details_home_delivery_refusals(self):
        order = self.login_and_compose()
        partner = self.customer.partner_id
        self.rpc_error('/add/details', self.add_details(order, delivery_date=0), 'UserError', MSG_NO_DATE)
        self.rpc_error('/add/details', self.add_details(order, delivery_date='0'), 'UserError', MSG_NO_DATE)
        self.rpc_error('/add/details', self.add_details(order, delivery_date='2020-01-06'), 'UserError', MSG_DATE_GONE)
        offered = set(self.home_dates())
        not_offered = next(str(day) for day in self.website._mealbox_delivery_dates()
                           if str(day) not in offered)
        self.rpc_error('/add/details', self.add_details(order, delivery_date=not_offered), 'UserError', MSG_DATE_GONE)
        partner.phone = False
        self.rpc_error('/add/details', self.add_details(order), 'UserError', MSG_SHIPPING)
        partner.write({'phone': '+32 470 12 34 56', 'zip': False})
        self.rpc_error('/add/details', self.add_details(order), 'UserError', MSG_NO_ZIP)
        partner.write({'zip': '75001', 'country_id': self.france.id})
        # Answered, not raised: the page says it by the button and in a toast.
        refused = self.rpc('/add/details', self.add_details(order))
        self.assertEqual((refused['ready'], refused['reason'], refused['message']),
                         (False, 'not_deliverable', MSG_NOT_DELIVERABLE))
        partner.write(self.address)
        partner.email = False
        self.rpc_error('/add/details', self.add_details(order), 'UserError', MSG_BILLING)
        partner.email = 'anna@example.com'
        for value in ('ship_it', 0, None, -4, [1], '²'):
            with self.subTest(delivery_type=value):
                self.rpc_error('/add/details', self.add_details(order, delivery_type=value), 'ValidationError')
        for value in ('2026-13-45', 20261128, 'tomorrow', [2026, 11, 28]):
            with self.subTest(delivery_date=value):
                self.rpc_error('/add/details', self.add_details(order, delivery_date=value), 'ValidationError',
                               "Invalid delivery date.")
        self.rpc_error('/add/details', self.add_details(order, acquirer_id=999999), 'UserError',
                       "This payment method is not available. Please select a payment method.")
        self.assertFalse(order.carrier_id)
        self.assertFalse(order.mealbox_delivery_type)
        self.assertFalse(order._is_cart_ready())

    def test_add_details_needs_a_complete_box(self):
        order = self.login_and_compose(dishes=2)
        # Answered, not raised: the page goes back to compose (spec §4.3).
        refused = self.rpc('/add/details', self.add_details(order))
        self.assertEqual((refused['ready'], refused['reason'], refused['payment_url']), (False, 'box', ''))
        self.assertFalse(order.mealbox_delivery_type)

    def test_add_details_needs_a_logged_in_customer(self):
        order = self.compose()
        self.rpc_error('/add/details', self.add_details(order), 'AccessError', MSG_LOGIN)

    def test_payment_is_refused_when_the_delivery_is_not_prepared(self):
        order = self.login_and_compose()
        with self.assertRaisesRegex(Exception, "Please choose home delivery or pick-up."):
            order._check_cart_is_ready_to_be_paid()
        self.rpc('/add/details', self.add_details(order))
        order.mealbox_delivery_date = '2020-01-06'  # e.g. the cut-off passed since
        self.assertFalse(order._is_cart_ready())
        with self.assertRaisesRegex(Exception, MSG_DATE_GONE):
            order._check_cart_is_ready_to_be_paid()

    def test_odoo_payment_route_refuses_an_unprepared_box(self):
        order = self.login_and_compose()
        token = order._portal_ensure_token()
        self.rpc_error(f'/shop/payment/transaction/{order.id}', {
            'access_token': token, 'provider_id': 1, 'payment_method_id': 1, 'token_id': None, 'amount': None,
            'flow': 'direct', 'tokenization_requested': False, 'landing_route': '/shop/payment/validate',
        }, 'ValidationError', "Please choose home delivery or pick-up.")

    # ------------------------------------------------------------
    # /add/details: pick-up
    # ------------------------------------------------------------

    def test_add_details_prepares_a_pickup(self):
        order = self.login_and_compose()
        date = self.store_dates(self.store_ghent)[0]
        self.rpc_error('/add/details', self.add_details(order, delivery_type='pick_store', delivery_date=date),
                       'UserError', MSG_NO_STORE)
        self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        self.rpc_error('/add/details', self.add_details(order, delivery_type='pickup', delivery_date=0),
                       'UserError', MSG_NO_PICKUP_DATE)
        result = self.rpc('/add/details', self.add_details(order, delivery_type='pickup', delivery_date=date))
        self.assertEqual((result['delivery_type'], result['store_id'], result['delivery_date']),
                         ('pick_store', self.store_ghent.id, date))
        self.assertEqual(result['carrier_id'], self.store_ghent.carrier_id.id)
        self.assertEqual((order.mealbox_delivery_type, order.mealbox_store_id, order.carrier_id),
                         ('pick_store', self.store_ghent, self.store_ghent.carrier_id))
        self.assertTrue(order._is_cart_ready())
        # A store's carrier id as delivery_type picks that store (spec).
        date = self.store_dates(self.store_brussels)[0]
        self.rpc('/add/details', self.add_details(
            order, delivery_type=self.store_brussels.carrier_id.id, delivery_date=date))
        self.assertEqual(order.mealbox_store_id, self.store_brussels)
        # ... and store_id too.
        self.rpc('/add/details', self.add_details(
            order, delivery_type='pick_store', store_id=self.store_ghent.id,
            delivery_date=self.store_dates(self.store_ghent)[0]))
        self.assertEqual(order.mealbox_store_id, self.store_ghent)
        self.assertEqual(len(order.order_line.filtered('is_delivery')), 1)

    def test_add_details_pickup_refusals(self):
        order = self.login_and_compose()
        self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        not_offered = next(str(day) for day in self.website._mealbox_delivery_dates()
                           if str(day) not in self.store_dates(self.store_ghent))
        self.rpc_error('/add/details', self.add_details(order, delivery_type='pickup', delivery_date=not_offered),
                       'UserError', MSG_PICKUP_DATE_GONE)
        self.customer.partner_id.phone = False
        self.rpc_error('/add/details', self.add_details(
            order, delivery_type='pickup', delivery_date=self.store_dates(self.store_ghent)[0]),
            'UserError', MSG_BILLING)
        self.customer.partner_id.phone = '+32 470 12 34 56'
        self.store_brussels.action_archive()
        self.rpc_error('/add/details', self.add_details(order, delivery_type='pick_store',
                                                        store_id=self.store_brussels.id), 'ValidationError', MSG_STORE)
        self.rpc_error('/add/details', self.add_details(order, delivery_type=self.store_brussels.carrier_id.id),
                       'ValidationError', "Unknown delivery method.")

    # ------------------------------------------------------------
    # /check/promo
    # ------------------------------------------------------------

    def test_promo_code_applies_once(self):
        order = self.login_and_compose()
        before = order.currency_id._weekbox_round(order.amount_total)
        result = self.rpc('/check/promo', {'promo': 'WEEKBOX10', 'order_id': order.id})
        self.assertTrue(result['valid'])
        self.assertEqual(result['code'], 'WEEKBOX10')
        self.assertEqual(result['reward_product'], self.promo_program.reward_ids.description)
        self.assertAlmostEqual(result['reward_amount'], before * 0.1, places=2)
        self.assertAlmostEqual(result['amount_total'], before - result['reward_amount'], places=2)
        again = self.rpc('/check/promo', {'promo': ' WEEKBOX10 ', 'order_id': order.id})
        self.assertTrue(again['valid'])
        self.assertEqual(again['message'], "This promo code is already applied.")
        self.assertEqual((again['amount_total'], again['reward_amount']),
                         (result['amount_total'], result['reward_amount']))
        self.assertEqual(len(order.order_line.filtered('is_reward_line')), 1)
        summary = self.rpc('/mealbox/address', {'order_id': order.id})
        self.assertEqual((summary['code'], summary['is_coupon_applied']), ('WEEKBOX10', True))
        self.assertEqual(summary['global_discount'], result['reward_amount'])
        self.assertEqual(summary['total'], result['amount_total'])
        # The discount follows the delivery line put afterwards.
        self.rpc('/add/details', self.add_details(order))
        self.assertEqual(len(order.order_line.filtered('is_reward_line')), 1)

    def test_bogus_promo_code_changes_nothing(self):
        order = self.login_and_compose()
        before = order.currency_id._weekbox_round(order.amount_total)
        result = self.rpc('/check/promo', {'promo': 'BOGUS', 'order_id': order.id})
        self.assertEqual(result, {
            'valid': False, 'code': 'BOGUS', 'message': "This code is invalid (BOGUS).", 'reward_product': '',
            'reward_amount': 0.0, 'amount_total': before})
        self.assertFalse(order.order_line.filtered('is_reward_line'))
        self.assertFalse(order.code_enabled_rule_ids)
        self.assertFalse(self.rpc('/check/promo', {'promo': '  ', 'order_id': order.id})['valid'])
        for promo, message in ((None, "The promo code must be text."), (10, "The promo code must be text."),
                               (['WEEKBOX10'], "The promo code must be text."),
                               ('X' * 65, "The promo code is too long."),
                               ('WEEK\x00BOX10', "The promo code contains an invalid character.")):
            with self.subTest(promo=promo):
                self.rpc_error('/check/promo', {'promo': promo, 'order_id': order.id}, 'ValidationError', message)

    def test_promo_code_works_for_a_guest_cart(self):
        self.compose()
        self.assertTrue(self.rpc('/check/promo', {'promo': 'WEEKBOX10'})['valid'])

    def test_wrong_promo_codes_are_limited_per_visitor(self):
        """A code space cannot be walked: beyond the visitor's wrong codes
        every code is refused, the right one too (shared with the shop's
        /shop/weekbox/promo: weekbox.promo.attempt)."""
        self.env['ir.config_parameter'].sudo().set_param(
            'website_sale_weekbox.promo_attempt_limit_session_key', '3')
        order = self.compose()
        for attempt in range(3):
            self.assertEqual(self.rpc('/check/promo', {'promo': f'GUESS{attempt}', 'order_id': order.id})['message'],
                             f"This code is invalid (GUESS{attempt}).")
        too_many = "Too many wrong promo codes from this connection. Please wait a few minutes and try again."
        refused = self.rpc('/check/promo', {'promo': 'WEEKBOX10', 'order_id': order.id})
        self.assertEqual((refused['valid'], refused['message'], refused['reward_amount']), (False, too_many, 0.0))
        self.assertFalse(order.code_enabled_rule_ids)
        # Another visitor (another session, same address) is not held back.
        self.new_session()
        self.assertTrue(self.rpc('/check/promo', {'promo': 'WEEKBOX10', 'order_id': self.compose().id})['valid'])

    # ------------------------------------------------------------
    # /getmatches
    # ------------------------------------------------------------

    def test_getmatches_without_provider_suggests_localities_and_own_addresses(self):
        self.env['ir.config_parameter'].sudo().set_param('website_sale_mealbox.autocomplete_key', False)
        result = self.rpc('/getmatches', {'url': 'brux'})
        labels = [s['label'] for s in result]
        self.assertIn('1000 Bruxelles / Brussel', labels)
        for suggestion in result:
            self.assertEqual(suggestion['precision'], 'Locality')
            for start, end in suggestion['highlights']:
                self.assertTrue(0 <= start < end <= len(suggestion['label']))
        brussels = next(s for s in result if s['label'] == '1000 Bruxelles / Brussel')
        self.assertEqual(brussels['label'][slice(*brussels['highlights'][0])].lower(), 'brux')
        self.assertEqual(brussels['address']['zip'], '1000')
        self.assertEqual(self.rpc('/getmatches', {'url': 'liege'})[0]['label'], '4000 Liège')  # accents folded
        # A guest never sees anybody's street; a customer sees their own only.
        self.assertEqual(self.rpc('/getmatches', {'url': 'Secretstraat'}), [])
        self.assertEqual(self.rpc('/getmatches', {'url': 'Rue Neuve'}), [])
        self.new_session('mealbox_customer')
        own = self.rpc('/getmatches', {'url': 'bel/Rue Neuve'})
        self.assertEqual([s['label'] for s in own], ['Rue Neuve 1, 1000 Bruxelles'])
        self.assertEqual(own[0]['precision'], 'Address')
        self.assertEqual(self.rpc('/getmatches', {'url': 'Secretstraat'}), [])

    def test_getmatches_relays_to_the_configured_provider_only(self):
        params = self.env['ir.config_parameter'].sudo()
        params.set_param('website_sale_mealbox.autocomplete_url', 'https://provider.example/')
        params.set_param('website_sale_mealbox.autocomplete_key', 'key:secret')
        answer = {'newContext': 'bel', 'matches': [
            {'label': 'Rue de la Loi 16, Bruxelles', 'highlights': [[0, 3], [50, 60], ['a', 1]],
             'precision': 'Address', 'description': '', 'tags': ['unvalidated-housenumber', 5],
             'value': 'Rue de la Loi 16, Bruxelles', 'context': 'bel-address-abc'},
            {'label': None}, 'junk',
        ]}
        response = requests.Response()
        response.status_code = 200
        response._content = __import__('json').dumps(answer).encode()
        with patch(f'{PROVIDER_MODULE}.requests.get', return_value=response) as get:
            result = self.rpc('/getmatches', {'url': 'https://evil.example/international/v1/autocomplete/nld/Rue de'})
        url = get.call_args.args[0]
        self.assertEqual(url, 'https://provider.example/international/v1/autocomplete/nld/Rue%20de')
        self.assertEqual(get.call_args.kwargs['timeout'], 3)
        self.assertFalse(get.call_args.kwargs['allow_redirects'])
        self.assertEqual(get.call_args.kwargs['headers']['Authorization'],
                         'Basic ' + base64.b64encode(b'key:secret').decode())
        self.assertEqual(result, [{
            'label': 'Rue de la Loi 16, Bruxelles', 'highlights': [[0, 3]], 'precision': 'Address',
            'description': '', 'tags': ['unvalidated-housenumber'], 'value': 'Rue de la Loi 16, Bruxelles',
            'context': 'bel-address-abc', 'address': None}])
        with patch(f'{PROVIDER_MODULE}.requests.get', return_value=response) as get:
            self.rpc('/getmatches', {'url': 'Rue de/la Loi'})
        self.assertEqual(get.call_args.args[0],
                         'https://provider.example/international/v1/autocomplete/bel/Rue%20de%2Fla%20Loi')
        # A failing provider: Odoo's own suggestions.
        with patch(f'{PROVIDER_MODULE}.requests.get', side_effect=requests.Timeout('slow')):
            result = self.rpc('/getmatches', {'url': 'gent'})
        self.assertEqual([s['label'] for s in result], ['9000 Gent'])

    def test_getmatches_refuses_junk(self):
        self.assertEqual(self.rpc('/getmatches', {'url': '   '}), [])
        for params, message in (
            ({'url': 'x' * 101}, "The address to look up is too long (100 characters at most)."),
            ({'url': 42}, "The address to look up must be text."),
            ({}, "The address to look up must be text."),
            ({'url': 'gent', 'context': '../../admin'}, "Invalid address lookup context."),
        ):
            with self.subTest(params=params):
                self.rpc_error('/getmatches', params, 'ValidationError', message)

    # ------------------------------------------------------------
    # junk everywhere
    # ------------------------------------------------------------

    def test_junk_params_never_cause_a_server_error(self):
        order = self.login_and_compose()
        junk_ids = JUNK_IDS + [{'a': [1]}, 'x' * 10000]
        junk_flags = ['abc', -3, 2.5, [1], {'a': 1}, '²', 'x' * 10000]
        routes = {
            '/mealbox/address': ({'order_id': order.id}, {
                'order_id': junk_ids, 'meal_no': junk_ids, 'delivery_type': junk_ids}),
            '/mealbox/shiping/address': ({'order_id': order.id, 'ship_id': self.customer.partner_id.id}, {
                'order_id': junk_ids, 'ship_id': junk_ids, 'zip': [[1], {'a': 1}, 2.5, 'x' * 100]}),
            '/pickup/list': ({'order_id': order.id, 'store_id': self.store_ghent.id}, {
                'order_id': junk_ids, 'store_id': junk_ids}),
            '/mealbox/zip/validate': ({'order_id': order.id}, {
                'order_id': junk_ids, 'delivery_date': junk_ids, 'is_individual': junk_flags,
                'final_amount': ['abc', [1], {'a': 1}, True, 10**12, 'nan']}),
            '/delivery/option/details': ({'order_id': order.id}, {
                'order_id': junk_ids, 'delivery_options': junk_ids, 'remark': [[1], 42, {'a': 1}, 'x' * 1001],
                'is_individual': junk_flags}),
            '/add/details': (self.add_details(order), {
                'order_id': junk_ids, 'delivery_date': junk_ids, 'delivery_type': junk_ids,
                'acquirer_id': junk_ids, 'is_individual': junk_flags, 'store_id': junk_ids}),
            '/check/promo': ({'order_id': order.id, 'promo': 'WEEKBOX10'}, {
                'order_id': junk_ids, 'promo': [[1], 42, None, {'a': 1}, 'x' * 65]}),
        }
        for route, (base, junk_by_key) in routes.items():
            self.rpc(route, base)  # the base params are valid
            for key, junk_values in junk_by_key.items():
                for junk in junk_values:
                    with self.subTest(route=route, key=key, junk=str(junk)[:20]):
                        self.rpc_error(route, {**base, key: junk})
            with self.subTest(route=route, unknown=True):
                data = self.rpc_error(route, {**base, 'injected': 1}, 'ValidationError')
                self.assertIn("Unknown parameter", data['message'])
