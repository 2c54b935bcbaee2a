"""The kitchen's figures of a day against orders counted by hand
(tests/common.py, make_day), as the view (read_group of its models), the
print and the CSV give them; the day in Brussels; the zones; the query count.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox_kitchen:TestKitchenFigures
"""
from datetime import datetime

from freezegun import freeze_time

from odoo.tests import tagged

from .common import DAY, NEXT_DAY, KitchenCase


@tagged('post_install', '-at_install')
class TestKitchenFigures(KitchenCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.make_day()

    def test_dishes_to_cook_are_the_confirmed_boxes_counted_by_hand(self):
        figures = self.print_wizard()._mealbox_kitchen_figures()
        self.assertEqual(figures['box_count'], 4)
        dishes = {row['product']: (row['quantity'], row['portions'], row['packs']) for row in figures['dishes']}
        self.assertEqual(dishes, {
            'Kitchen test stoemp': (4, 10, [(2, 3), (4, 1)]),
            'Kitchen test stoofvlees': (3, 8, [(2, 2), (4, 1)]),
            'Kitchen test waterzooi': (4, 8, [(2, 4)]),
        })
        self.assertEqual([row['product'] for row in figures['dishes']],
                         ['Kitchen test stoemp', 'Kitchen test stoofvlees', 'Kitchen test waterzooi'])
        self.assertEqual(figures['dishes'][1]['packs_text'], '2 × for 2 people, 1 × for 4 people')
        self.assertEqual([(row['product'], row['quantity']) for row in figures['extras']], [('Kitchen test bread', 2)])
        self.assertEqual([(size['label'], size['count']) for size in figures['box_sizes']],
                         [('3 meals for 2 people', 3), ('2 meals for 4 people', 1)])

    def test_boxes_per_store_and_zone_with_the_customer_and_the_packing_list(self):
        destinations = self.print_wizard()._mealbox_kitchen_figures()['destinations']
        self.assertEqual([(d['kind'], d['name'], [box['name'] for box in d['boxes']]) for d in destinations], [
            ('store', 'Kitchen test store', [self.chloe_box.name]),
            ('zone', 'Kitchen test zone', [self.anna_box.name, self.bert_box.name]),
            ('none', '', [self.emma_box.name]),
        ])
        store, zone, outside = destinations
        self.assertEqual(store['address'], 'Bondgenotenlaan 1, 3000 Leuven, Belgium')
        # A pick-up lists the customer's own address, not the store's.
        self.assertEqual(store['boxes'][0], {
            'name': self.chloe_box.name, 'customer': 'Chloé Kitchen', 'address': 'Diestsestraat 3, 3000 Leuven',
            'phone': '+32 470 00 00 03', 'remark': 'Collected by her son', 'individual': False,
            'size': '3 meals for 2 people', 'contents': '3 × Kitchen test waterzooi',
            'lines': store['boxes'][0]['lines'],
        })
        anna, bert = zone['boxes']
        self.assertEqual((anna['customer'], anna['address'], anna['phone'], anna['remark']),
                         ('Anna Kitchen', 'Naamsestraat 1, 3000 Leuven', '+32 470 00 00 01',
                          'Ring twice, the bell is broken'))
        self.assertEqual(anna['contents'],
                         '2 × Kitchen test stoofvlees, 1 × Kitchen test waterzooi + 2 × Kitchen test bread')
        self.assertEqual((bert['size'], bert['individual'], bert['contents']),
                         ('2 meals for 4 people', True, '1 × Kitchen test stoofvlees, 1 × Kitchen test stoemp'))
        self.assertEqual(outside['boxes'][0]['address'], 'Rue de Rivoli 5, 75001 Paris')

    def test_the_views_read_the_same_figures(self):
        """What the pivot (dishes to cook) and the grouped list (boxes per
        store or zone) ask the server: read_group on the day's filter."""
        Line = self.env['mealbox.kitchen.line'].with_user(self.kitchen_user)
        groups = Line.read_group([('delivery_day', '=', DAY), ('line_type', '=', 'dish')],
                                 ['portions:sum', 'quantity:sum'], ['product_id'], lazy=False)
        self.assertEqual({group['product_id'][1]: (group['quantity'], group['portions']) for group in groups}, {
            'Kitchen test stoemp': (4, 10), 'Kitchen test stoofvlees': (3, 8), 'Kitchen test waterzooi': (4, 8)})
        Box = self.env['mealbox.kitchen.box'].with_user(self.kitchen_user)
        by_destination = Box.read_group([('delivery_day', '=', DAY)], ['destination'], ['destination'])
        self.assertEqual({group['destination']: group['destination_count'] for group in by_destination},
                         {'Kitchen test store': 1, 'Kitchen test zone': 2, False: 1})
        boxes = Box.search([('delivery_day', '=', DAY), ('zone_id', '=', self.zone.id)])
        self.assertEqual(boxes.mapped('contents'), [
            '2 × Kitchen test stoofvlees, 1 × Kitchen test waterzooi + 2 × Kitchen test bread',
            '1 × Kitchen test stoofvlees, 1 × Kitchen test stoemp'])
        # The store's name in French is the store's; the zone's is its translation.
        self.env['res.lang']._activate_lang('fr_BE')
        self.zone.with_context(lang='fr_BE').name = 'Zone de test cuisine'
        groups = Box.with_context(lang='fr_BE').read_group(
            [('delivery_day', '=', DAY)], ['destination'], ['destination'])
        self.assertIn('Zone de test cuisine', [group['destination'] for group in groups])

    def test_only_confirmed_boxes_count(self):
        boxes = self.env['mealbox.kitchen.box'].search([('delivery_day', 'in', [DAY, NEXT_DAY])])
        orders = boxes.order_id
        for counted in (self.anna_box, self.bert_box, self.chloe_box, self.emma_box, self.next_day_box):
            self.assertIn(counted, orders)
        for left_out in (self.awaiting, self.cart, self.cancelled):
            self.assertNotIn(left_out, orders)
        self.assertEqual((self.awaiting.state, self.cart.state, self.cancelled.state), ('sent', 'draft', 'cancel'))
        # A box confirmed later is counted then; one cancelled is no longer.
        self.awaiting.action_confirm()
        self.anna_box._action_cancel()
        figures = self.print_wizard()._mealbox_kitchen_figures()
        names = [box['name'] for destination in figures['destinations'] for box in destination['boxes']]
        self.assertIn(self.awaiting.name, names)
        self.assertNotIn(self.anna_box.name, names)
        self.assertEqual(figures['box_count'], 4)

    def test_the_filters_of_the_print_keep_their_stores_and_zones(self):
        store_only = self.print_wizard(store_ids=[(6, 0, self.store.ids)])._mealbox_kitchen_figures()
        self.assertEqual(store_only['box_count'], 1)
        self.assertEqual([(row['product'], row['portions']) for row in store_only['dishes']],
                         [('Kitchen test waterzooi', 6)])
        self.assertEqual(store_only['extras'], [])
        both = self.print_wizard(store_ids=[(6, 0, self.store.ids)],
                                 zone_ids=[(6, 0, self.zone.ids)])._mealbox_kitchen_figures()
        self.assertEqual([d['kind'] for d in both['destinations']], ['store', 'zone'])
        self.assertEqual(both['box_count'], 3)
        next_day = self.print_wizard(day=NEXT_DAY)._mealbox_kitchen_figures()
        self.assertEqual([(row['product'], row['portions']) for row in next_day['dishes']],
                         [('Kitchen test stoemp', 8)])

    def test_the_day_is_the_commitment_date_in_brussels(self):
        order = self.bert_box
        # Noon in Brussels, as the wizard's date is kept.
        self.assertEqual(order.commitment_date, datetime(2031, 6, 5, 10, 0))
        self.assertEqual(order.mealbox_delivery_day, DAY)
        # 00:30 in Brussels (summer time, UTC+2) is the next day there, still the 5th in UTC.
        order.commitment_date = datetime(2031, 6, 5, 22, 30)
        self.assertEqual(order.mealbox_delivery_day, NEXT_DAY)
        self.assertIn(order, self.env['mealbox.kitchen.box'].search([('delivery_day', '=', NEXT_DAY)]).order_id)
        # Without a commitment date, the delivery date the customer chose.
        order.commitment_date = False
        self.assertEqual(order.mealbox_delivery_day, DAY)
        # Another time zone for the meal box: 22:30 UTC is still the 5th in New York.
        order.commitment_date = datetime(2031, 6, 5, 22, 30)
        self.website.mealbox_tz = 'America/New_York'
        self.assertEqual(order.mealbox_delivery_day, DAY)

    def test_the_zone_follows_the_address_and_zones_changed_by_staff(self):
        self.assertEqual((self.anna_box.mealbox_zone_id, self.emma_box.mealbox_zone_id),
                         (self.zone, self.env['mealbox.delivery.zone']))
        self.assertFalse(self.chloe_box.mealbox_zone_id, "a pick-up has no delivery zone")
        # Anna moves to Ghent: the demo's Flanders zone delivers her box.
        flanders = self.env['mealbox.delivery.zone']._mealbox_find_zone('9000', self.belgium, website=self.website)
        self.anna.zip = '9000'
        self.assertEqual(self.anna_box.mealbox_zone_id, flanders)
        # A zone created for Paris takes Emma's upcoming box; zone changes leave past days alone.
        with freeze_time('2031-06-06 08:00'):
            paris = self.env['mealbox.delivery.zone'].create({
                'name': 'Paris', 'sequence': 1, 'country_id': self.france.id, 'zip_ranges': '75001-75020'})
            self.assertFalse(self.emma_box.mealbox_zone_id, "delivered yesterday: not regrouped")
        paris.zip_ranges = '75001-75002'
        self.assertEqual(self.emma_box.mealbox_zone_id, paris)
        self.zone.active = False
        self.assertEqual(self.bert_box.mealbox_zone_id, flanders)

    def test_next_day_with_boxes_is_what_the_menus_open(self):
        Box = self.env['mealbox.kitchen.box'].with_user(self.kitchen_user)
        # Now is Monday 2 June: Thursday the 5th is the next day with boxes (of this world or of another).
        day = Box._mealbox_next_day()
        self.assertLessEqual(day, DAY)
        action = Box._mealbox_kitchen_action('website_sale_mealbox_kitchen.mealbox_kitchen_box_action')
        self.assertEqual(action['context']['search_default_delivery_day'], str(day))
        self.assertEqual(action['context']['search_default_group_destination'], 1)
        self.assertNotIn('id', action, "a reload restores the action with its day, not the bare window action")
        self.assertEqual(self.env['mealbox.kitchen.print'].with_user(self.kitchen_user).with_context(
            mealbox_kitchen_day=str(DAY)).create({}).day, DAY)
        with freeze_time('2031-06-06 20:00'):
            # After the 6th's boxes, none is coming (in 2031): today in Brussels.
            self.assertEqual(Box._mealbox_next_day().isoformat(), '2031-06-06')
        with freeze_time('2031-06-06 22:30'):
            self.assertEqual(Box._mealbox_next_day().isoformat(), '2031-06-07')

    def test_queries_do_not_grow_with_the_boxes(self):
        """The print's figures (and the list's contents) cost the same number
        of queries for 4 boxes and for 24."""
        def queries():
            wizard = self.print_wizard()
            self.env.flush_all()
            self.env.invalidate_all()
            before = self.cr.sql_log_count
            wizard._mealbox_kitchen_figures()
            figures = self.cr.sql_log_count - before
            boxes = self.env['mealbox.kitchen.box'].search([('delivery_day', '=', DAY)])
            self.env.invalidate_all()
            before = self.cr.sql_log_count
            boxes.mapped('contents')
            return figures, self.cr.sql_log_count - before

        queries()  # warms Odoo's caches (languages, groups), which the first call fills
        small = queries()
        for index in range(20):
            self.make_box(self.anna if index % 2 else self.bert, self.box_3x2,
                          [(self.stoofvlees, 1), (self.waterzooi, 1), (self.stoemp, 1)], extras=[(self.bread, 1)],
                          store=self.store if index % 3 == 0 else None)
        self.env.flush_all()
        self.assertEqual(self.print_wizard()._mealbox_kitchen_figures()['box_count'], 24)
        self.assertEqual(queries(), small)
