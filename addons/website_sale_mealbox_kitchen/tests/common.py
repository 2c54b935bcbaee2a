"""A kitchen's world made by each test class: its own dishes, extra, box
sizes, week menu, delivery zone, pick-up store and customers, and meal-box
orders on days it chooses (in 2031: no order of the demo data or of another
module falls on them), with "now" pinned to the Monday before (Brussels).

The orders are created as the back office would (sale.order with the box,
dish and extra lines; the delivery date written as the wizard writes it, which
sets the commitment date) and confirmed with action_confirm, as a payment does.
"""
from datetime import date, datetime

from freezegun import freeze_time

from odoo.fields import Command
from odoo.tests import TransactionCase, new_test_user

# Thursday 5 June 2031 and the days around it; now: Monday 2 June, 10:00 in Brussels.
DAY = date(2031, 6, 5)
NEXT_DAY = date(2031, 6, 6)
NOW = datetime(2031, 6, 2, 8, 0)


class KitchenWorldMixin:

    @classmethod
    def setUpKitchenWorld(cls):
        env = cls.env
        cls.website = env['website'].get_current_website()
        cls.website.mealbox_tz = 'Europe/Brussels'
        cls.belgium = env.ref('base.be')
        cls.france = env.ref('base.fr')
        Product = env['product.product']
        cls.stoofvlees, cls.waterzooi, cls.stoemp = Product.create([{
            'name': name, 'detailed_type': 'consu', 'list_price': 0.0, 'is_mealbox_dish': True,
            'is_published': True, 'sale_ok': True,
        } for name in ('Kitchen test stoofvlees', 'Kitchen test waterzooi', 'Kitchen test stoemp')])
        cls.bread = Product.create({
            'name': 'Kitchen test bread', 'detailed_type': 'consu', 'list_price': 4.0, 'is_mealbox_extra': True,
            'sale_ok': True,
        })
        Box = env['mealbox.box']
        # This world's box sizes only (a size is unique per website; the demo's have these).
        Box.search([]).action_archive()
        cls.box_3x2 = Box.create({'meals': 3, 'people': 2, 'product_id': Product.create({
            'name': 'Kitchen test box 3 × 2', 'detailed_type': 'consu', 'list_price': 45.0}).id})
        cls.box_2x4 = Box.create({'meals': 2, 'people': 4, 'product_id': Product.create({
            'name': 'Kitchen test box 2 × 4', 'detailed_type': 'consu', 'list_price': 55.0}).id})
        env['mealbox.week.menu'].create({
            'name': 'Kitchen test menu', 'website_id': cls.website.id, 'date_start': date(2031, 6, 2),
            'dish_ids': [Command.set((cls.stoofvlees | cls.waterzooi | cls.stoemp).product_tmpl_id.ids)],
        })
        # First among the zones: it takes the test customers' zip codes from the demo's.
        cls.zone = env['mealbox.delivery.zone'].create({
            'name': 'Kitchen test zone', 'sequence': 1, 'country_id': cls.belgium.id, 'zip_ranges': '3000-3001'})
        carrier = env['delivery.carrier'].create({
            'name': 'Kitchen test pick-up', 'delivery_type': 'fixed', 'fixed_price': 0.0,
            'product_id': Product.create({'name': 'Kitchen test pick-up', 'detailed_type': 'service'}).id,
        })
        cls.store = env['mealbox.pickup.store'].create({
            'name': 'Kitchen test store', 'carrier_id': carrier.id, 'street': 'Bondgenotenlaan 1',
            'zip': '3000', 'city': 'Leuven', 'country_id': cls.belgium.id,
        })
        Partner = env['res.partner']
        cls.anna, cls.bert, cls.chloe, cls.dirk, cls.emma = Partner.create([{
            'name': name, 'street': street, 'zip': zip_code, 'city': city, 'phone': phone,
            'country_id': (cls.france if city == 'Paris' else cls.belgium).id,
            'email': f'{name.split()[0].lower()}.kitchen@example.com',
        } for name, street, zip_code, city, phone in (
            ('Anna Kitchen', 'Naamsestraat 1', '3000', 'Leuven', '+32 470 00 00 01'),
            ('Bert Kitchen', 'Tiensestraat 2', '3001', 'Heverlee', '+32 470 00 00 02'),
            ('Chloé Kitchen', 'Diestsestraat 3', '3000', 'Leuven', '+32 470 00 00 03'),
            ('Dirk Kitchen', 'Mechelsestraat 4', '3000', 'Leuven', '+32 470 00 00 04'),
            ('Emma Kitchen', 'Rue de Rivoli 5', '75001', 'Paris', '+33 1 00 00 00 05'),
        )])

    @classmethod
    def make_box(cls, partner, box, dishes, day=DAY, extras=None, store=None, remark=False, state='sale',
                 individual=False):
        """A meal-box order of `partner` for `day`: `box` with `dishes` [(product, meals)],
        `extras` [(product, units)], at home or picked up at `store`; confirmed
        (state 'sale'), awaiting payment ('sent'), a cart ('draft') or cancelled."""
        lines = [Command.create({'product_id': box.product_id.id, 'product_uom_qty': 1, 'mealbox_line_type': 'box'})]
        lines += [Command.create({'product_id': dish.id, 'product_uom_qty': meals, 'mealbox_line_type': 'dish'})
                  for dish, meals in dishes]
        lines += [Command.create({'product_id': extra.id, 'product_uom_qty': units, 'mealbox_line_type': 'extra'})
                  for extra, units in extras or []]
        order = cls.env['sale.order'].create({
            'partner_id': partner.id,
            'website_id': cls.website.id,
            'mealbox_box_id': box.id,
            'mealbox_delivery_type': 'pick_store' if store else 'delivery',
            'mealbox_store_id': store.id if store else False,
            'mealbox_remark': remark,
            'mealbox_is_individual': individual,
            'order_line': lines,
        })
        order.mealbox_delivery_date = day
        if state == 'sale':
            order.action_confirm()
        elif state == 'sent':
            order.action_quotation_sent()
        elif state == 'cancel':
            order._action_cancel()
        return order

    @classmethod
    def make_day(cls):
        """The hand-counted day (DAY): three confirmed boxes, one outside every
        zone, and what is not counted (awaiting payment, a cart, cancelled,
        another day).

        Dishes to cook on DAY (portions = meals × people):
          stoofvlees: Anna 2 × 2 + Bert 1 × 4 = 8 portions (3 packs: 2 for 2, 1 for 4)
          waterzooi:  Anna 1 × 2 + Chloé 3 × 2 = 8 portions (4 packs for 2)
          stoemp:     Bert 1 × 4 + Emma 3 × 2 = 10 portions (1 pack for 4, 3 for 2)
          bread:      Anna 2
        """
        cls.anna_box = cls.make_box(cls.anna, cls.box_3x2, [(cls.stoofvlees, 2), (cls.waterzooi, 1)],
                                    extras=[(cls.bread, 2)], remark='Ring twice, the bell is broken')
        cls.bert_box = cls.make_box(cls.bert, cls.box_2x4, [(cls.stoofvlees, 1), (cls.stoemp, 1)], individual=True)
        cls.chloe_box = cls.make_box(cls.chloe, cls.box_3x2, [(cls.waterzooi, 3)], store=cls.store,
                                     remark='Collected by her son')
        cls.emma_box = cls.make_box(cls.emma, cls.box_3x2, [(cls.stoemp, 3)])
        # Not counted on DAY.
        cls.awaiting = cls.make_box(cls.dirk, cls.box_3x2, [(cls.stoofvlees, 3)], store=cls.store, state='sent')
        cls.cart = cls.make_box(cls.dirk, cls.box_3x2, [(cls.stoofvlees, 3)], state='draft')
        cls.cancelled = cls.make_box(cls.dirk, cls.box_3x2, [(cls.stoofvlees, 3)], state='cancel')
        cls.next_day_box = cls.make_box(cls.dirk, cls.box_2x4, [(cls.stoemp, 2)], day=NEXT_DAY)


class KitchenCase(KitchenWorldMixin, TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.startClassPatcher(freeze_time(NOW))
        cls.setUpKitchenWorld()
        cls.kitchen_user = new_test_user(
            cls.env, login='kitchen_staff', name='Kitchen Staff',
            groups='base.group_user,website_sale_mealbox_kitchen.group_mealbox_kitchen')

    def print_wizard(self, day=DAY, **values):
        return self.env['mealbox.kitchen.print'].create({'day': day, **values})
