"""A meal box order from the customer's Pay to the warehouse's transfer
(models/sale_order_fulfilment.py, delivery_carrier._match_address).

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxFulfilment

The orders are composed and prepared through the wizard's routes by a portal
customer, then confirmed as a payment confirms them; the transfer is read as
Inventory › Deliveries shows it.
"""
import pytz
from lxml import etree

from odoo import fields
from odoo.osv import expression
from odoo.tests import tagged
from odoo.tools.safe_eval import safe_eval

from .test_mealbox_delivery_routes import MealboxDeliveryCase


class MealboxFulfilmentCase(MealboxDeliveryCase):
    """A customer's boxes prepared, paid and confirmed through the routes and as payments do."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.paris = {
            'name': 'Anna in Paris', 'street': 'Rue de Rivoli 1', 'zip': '75001', 'city': 'Paris',
            'country_id': cls.france.id, 'phone': '+33 1 23 45 67 89', 'email': 'anna@example.com',
        }
        cls.brussels_tz = pytz.timezone(cls.website.mealbox_tz or 'Europe/Brussels')

    def ship_to_paris(self, order):
        """The customer's shipping address becomes one in Paris (outside every zone)."""
        self.rpc('/mealbox/checkout', self.address_form(**self.paris, delivery_bill='shipping', order_id=order.id))
        self.assertEqual(order.partner_shipping_id.city, 'Paris')
        self.assertFalse(order._mealbox_shipping_zone())

    def add_extra(self, order):
        extras = self.website._mealbox_extras()
        self.rpc('/mealbox/add/extra-meal', {
            'order_id': order.id, 'product_id': extras[:1].product_variant_id.id, 'add_product': 1})
        return order.order_line.filtered(lambda line: line.mealbox_line_type == 'extra')

    def local_date(self, moment):
        return pytz.utc.localize(moment).astimezone(self.brussels_tz).date()

    def prepare_pickup(self, order):
        date = self.store_dates(self.store_ghent)[0]
        self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        self.assertTrue(self.rpc('/add/details', self.add_details(
            order, delivery_type='pick_store', store_id=self.store_ghent.id, delivery_date=date))['ready'])

    def transaction(self, order):
        transfer = self.env.ref('payment.payment_provider_transfer')
        return self.env['payment.transaction'].create({
            'provider_id': transfer.id, 'payment_method_id': transfer.payment_method_ids[:1].id,
            'amount': order.amount_total, 'currency_id': order.currency_id.id,
            'partner_id': order.partner_id.id, 'sale_order_ids': [(6, 0, order.ids)],
            'reference': f'{order.name}-{len(order.transaction_ids)}',
        })

    def pay(self, order):
        """Paid and confirmed, as a payment provider's answer does."""
        self.transaction(order)._set_done()
        order.action_confirm()


@tagged('post_install', '-at_install')
class TestMealboxFulfilment(MealboxFulfilmentCase):

    # ------------------------------------------------------------
    # Pick-up never depends on the home-delivery address (issue #28, 1)
    # ------------------------------------------------------------

    def test_pickup_is_paid_whatever_the_shipping_address(self):
        order = self.login_and_compose()
        self.ship_to_paris(order)
        date = self.store_dates(self.store_ghent)[0]
        pickup = self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        # The store's pick-up goes on the order at once, priced (Pay shows its amount).
        self.assertEqual(pickup.get('carrier_id'), self.store_ghent.carrier_id.id)
        result = self.rpc('/add/details', self.add_details(
            order, delivery_type='pick_store', store_id=self.store_ghent.id, delivery_date=date,
            remark='Ring twice'))
        self.assertTrue(result['ready'], result)
        self.assertEqual(order.carrier_id, self.store_ghent.carrier_id)
        # Odoo's payment page keeps the store's pick-up and lets it be paid.
        response = self.url_open('/shop/payment')
        self.assertEqual(response.status_code, 200)
        self.assertNotIn('not available for your shipping address', response.text)
        self.assertEqual(order.carrier_id, self.store_ghent.carrier_id)
        self.assertTrue(order.order_line.filtered('is_delivery'))
        self.assertTrue(order._is_cart_ready())

    def test_home_delivery_to_paris_is_still_refused(self):
        order = self.login_and_compose()
        self.ship_to_paris(order)
        result = self.rpc('/add/details', self.add_details(order))
        self.assertEqual((result['ready'], result['reason']), (False, 'not_deliverable'))
        self.assertFalse(self.home_carrier._match_address(order.partner_shipping_id))

    # ------------------------------------------------------------
    # The transfer (issue #28, 2)
    # ------------------------------------------------------------

    def test_pickup_transfer_carries_the_box_on_the_pickup_date_to_the_store(self):
        order = self.login_and_compose(meals=3, people=2)
        self.ship_to_paris(order)
        extra_line = self.add_extra(order)
        date = self.store_dates(self.store_ghent)[-1]
        self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        self.rpc('/add/details', self.add_details(
            order, delivery_type='pick_store', store_id=self.store_ghent.id, delivery_date=date,
            remark='Gluten-free bread please'))
        # The date the customer chose is the order's commitment date (noon in the meal box's time zone).
        self.assertEqual(str(self.local_date(order.commitment_date)), date)
        self.assertEqual(self.brussels_tz.fromutc(order.commitment_date).hour, 12)
        paris = order.partner_shipping_id
        order.action_confirm()

        picking = order.picking_ids
        self.assertEqual(len(picking), 1)
        self.assertEqual(picking.picking_type_code, 'outgoing')
        # Everything packed: the box, its three dishes, the extra.
        box_line = order.order_line.filtered(lambda line: line.mealbox_line_type == 'box')
        dish_lines = order.order_line.filtered(lambda line: line.mealbox_line_type == 'dish')
        moves = picking.move_ids
        self.assertEqual(moves.sale_line_id, box_line | dish_lines | extra_line)
        self.assertEqual(sum(moves.filtered(lambda m: m.sale_line_id in dish_lines).mapped('product_uom_qty')), 3)
        for move in moves.filtered(lambda m: m.sale_line_id in dish_lines):
            self.assertIn('For 2 people', move.description_picking)
        # On the pick-up date, not the order's.
        self.assertEqual(str(self.local_date(picking.scheduled_date)), date)
        self.assertEqual(str(self.local_date(picking.date_deadline)), date)
        # To the store, for this customer; the Paris address is left alone.
        contact = picking.partner_id
        self.assertEqual(order.partner_shipping_id, contact)
        self.assertEqual((contact.street, contact.zip, contact.city, contact.country_id),
                         ('Veldstraat 20', '9000', 'Gent', self.belgium))
        self.assertEqual(contact.parent_id, self.customer.partner_id)
        self.assertEqual(contact.mealbox_pickup_store_id, self.store_ghent)
        self.assertFalse(contact.active)
        self.assertEqual(paris.city, 'Paris')
        # The note says how, when, for whom, and the remark.
        note = str(picking.note)
        for text in ('Pick-up at Weekbox Gent – Veldstraat', 'Veldstraat 20', 'Anna Peeters',
                     '3 meals for 2 people', 'Gluten-free bread please'):
            self.assertIn(text, note)
        # The customer's address cards never offer the store contact.
        self.assertNotIn(contact, order._mealbox_shipping_partners())

    def test_home_delivery_transfer_is_scheduled_on_the_delivery_date(self):
        order = self.login_and_compose(meals=3, people=1)
        date = self.home_dates()[-1]
        self.rpc('/add/details', self.add_details(order, delivery_date=date, remark='Back door'))
        order.action_confirm()
        picking = order.picking_ids
        self.assertEqual(str(self.local_date(picking.scheduled_date)), date)
        self.assertEqual(picking.partner_id, self.customer.partner_id)
        self.assertEqual(len(picking.move_ids), 4)
        self.assertTrue(all('For 1 person' in move.description_picking
                            for move in picking.move_ids if move.sale_line_id.mealbox_line_type == 'dish'))
        note = str(picking.note)
        self.assertIn('Home delivery', note)
        self.assertIn('3 meals for 1 person', note)
        self.assertIn('Back door', note)
        # A later change of the date moves the commitment date and the deadline with it.
        other = next(day for day in self.home_dates() if day != date)
        order.mealbox_delivery_date = other
        self.assertEqual(str(self.local_date(order.commitment_date)), other)
        self.assertEqual(str(self.local_date(picking.move_ids[0].date_deadline)), other)

    def test_a_box_entered_in_the_back_office_is_committed_to_its_delivery_date(self):
        box = self.env['mealbox.box'].search([('meals', '=', 3), ('people', '=', 2)], limit=1)
        date = self.home_dates()[-1]
        order = self.env['sale.order'].create({
            'partner_id': self.customer.partner_id.id, 'website_id': self.website.id,
            'mealbox_box_id': box.id, 'mealbox_delivery_type': 'delivery', 'mealbox_delivery_date': date,
            'order_line': [(0, 0, {'product_id': box.product_id.id, 'product_uom_qty': 1})],
        })
        self.assertTrue(order.commitment_date)
        self.assertEqual(str(self.local_date(order.commitment_date)), date)
        self.assertEqual(self.brussels_tz.fromutc(order.commitment_date).hour, 12)
        order.action_confirm()
        self.assertEqual(str(self.local_date(order.picking_ids.scheduled_date)), date)

    def test_a_second_pickup_at_the_same_store_reuses_the_contact(self):
        contact = self.customer.partner_id._mealbox_pickup_contact(self.store_ghent)
        self.assertEqual(self.customer.partner_id._mealbox_pickup_contact(self.store_ghent), contact)
        self.assertNotEqual(self.customer.partner_id._mealbox_pickup_contact(self.store_brussels), contact)

    # ------------------------------------------------------------
    # The back office's "Meal box orders" (issue #28, 5)
    # ------------------------------------------------------------

    def test_meal_box_orders_list_shows_confirmed_orders_with_their_payment_first(self):
        env = self.env

        def prepared_box():
            """A complete box of the customer, prepared for a pick-up (each a new one:
            the previous is no longer an unfinished cart)."""
            order = self.login_and_compose()
            self.prepare_pickup(order)
            return order

        paid = prepared_box()
        self.pay(paid)
        to_collect = prepared_box()
        to_collect.action_confirm()
        wire = prepared_box()
        self.transaction(wire)._set_pending()
        cart = prepared_box()
        self.assertEqual(len(paid | to_collect | wire | cart), 4)
        self.assertEqual([o.state for o in (cart, wire, paid, to_collect)], ['draft', 'sent', 'sale', 'sale'])
        self.assertEqual(
            [o.mealbox_payment_state for o in (cart, wire, paid, to_collect)],
            ['not_paid', 'pending', 'paid', 'not_paid'])

        # The action's default filters, as the web client applies them.
        action = env.ref('website_sale_mealbox.sale_order_action_mealbox')
        context = safe_eval(action.context)
        defaults = {key[len('search_default_'):] for key in context if key.startswith('search_default_')}
        arch = etree.fromstring(env['sale.order'].get_views([(False, 'search')])['views']['search']['arch'])
        eval_context = {'context_today': lambda: fields.Date.context_today(env.user)}
        domains = [safe_eval(node.get('domain'), eval_context)
                   for node in arch.iter('filter') if node.get('name') in defaults and node.get('domain')]
        self.assertIn('mealbox_confirmed', defaults)
        shown = env['sale.order'].search(expression.AND([safe_eval(action.domain), *domains]))
        self.assertIn(paid, shown)
        self.assertIn(to_collect, shown)
        self.assertNotIn(cart, shown)
        self.assertNotIn(wire, shown)
        # ... with the payment state as a column.
        view = env.ref('website_sale_mealbox.sale_order_view_tree_mealbox')
        columns = [node.get('name') for node in etree.fromstring(view.arch).iter('field')]
        self.assertIn('mealbox_payment_state', columns)

    # ------------------------------------------------------------
    # Remark and "individual" on a pick-up (issue #28, 3)
    # ------------------------------------------------------------

    def test_pickup_keeps_its_remark_and_the_individual_tick(self):
        order = self.login_and_compose()
        self.rpc('/pickup/list', {'store_id': self.store_ghent.id, 'order_id': order.id})
        self.rpc('/delivery/option/details', {'delivery_options': 0, 'remark': 'For the store', 'order_id': order.id})
        # The tick is saved as ticked, alone: the remark stays.
        result = self.rpc('/delivery/option/details', {'delivery_options': 0, 'is_individual': 1, 'order_id': order.id})
        self.assertEqual(result['remark'], 'For the store')
        self.assertEqual((order.mealbox_remark, order.mealbox_is_individual), ('For the store', True))
        # Another device (a new session of the customer) finds both on the order.
        self.new_session('mealbox_customer')
        details = self.rpc('/mealbox/address', {'meal_no': 3, 'person': 2, 'order_id': order.id})['order_details']
        self.assertEqual((details['delivery_type'], details['remark'], details['is_individual']),
                         ('pick_store', 'For the store', True))
        self.rpc('/delivery/option/details', {'delivery_options': 0, 'is_individual': 0, 'order_id': order.id})
        self.assertEqual((order.mealbox_remark, order.mealbox_is_individual), ('For the store', False))
