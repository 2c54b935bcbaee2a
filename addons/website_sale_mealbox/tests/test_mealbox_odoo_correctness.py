"""Odoo correctness of the meal box models (issue #15): a box found by its
name, raw SQL seeing pending ORM writes, an order's size following its box,
and the address lookup's per-visitor limits and logs.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxBoxNameSearch (etc.)
"""
import logging
from datetime import datetime
from unittest.mock import patch

import requests

from odoo.fields import Command
from odoo.tests import HttpCase, TransactionCase, tagged

from odoo.addons.website_sale_mealbox.models import mealbox_address_autocomplete as autocomplete

from .common import build_mealbox_world, pin_mealbox_now
from .test_mealbox_home_routes import MealboxRpcMixin

AUTOCOMPLETE_MODULE = 'odoo.addons.website_sale_mealbox.models.mealbox_address_autocomplete'
SESSION_LIMIT = 'website_sale_mealbox.getmatches_limit_session'
IP_LIMIT = 'website_sale_mealbox.getmatches_limit_ip'


class MealboxBoxesCase(TransactionCase):
    """Box sizes of this test only (the demo ones archived)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.env['mealbox.box'].search([]).action_archive()
        cls.website = cls.env['website'].get_current_website()
        cls.box_3x2 = cls._box(3, 2, 'Duo box')
        cls.box_4x2 = cls._box(4, 2, 'Duo box XL')
        cls.box_5x4 = cls._box(5, 4, 'Family box')
        cls.box_3x1 = cls._box(3, 1, 'Solo box')

    @classmethod
    def _box(cls, meals, people, name):
        product = cls.env['product.product'].create({
            'name': name, 'detailed_type': 'service', 'list_price': 10.0 * meals, 'sale_ok': True})
        return cls.env['mealbox.box'].create({'meals': meals, 'people': people, 'product_id': product.id})


@tagged('post_install', '-at_install')
class TestMealboxBoxNameSearch(MealboxBoxesCase):
    """A box's display name ("3 meals for 2 people") is computed, not stored:
    name_search and many2one searches still find a box by what it shows."""

    def test_display_name_is_unchanged(self):
        self.assertEqual(self.box_3x2.display_name, '3 meals for 2 people')
        self.assertEqual(self.box_3x1.display_name, '3 meals for 1 person')

    def test_name_search_finds_a_box_by_its_display_name(self):
        Box = self.env['mealbox.box']

        def found(name, operator='ilike'):
            return [box_id for box_id, _name in Box.name_search(name, operator=operator)]

        self.assertEqual(found('4 meals'), [self.box_4x2.id])
        self.assertEqual(found('for 2 people'), [self.box_3x2.id, self.box_4x2.id])
        self.assertEqual(found('1 PERSON'), [self.box_3x1.id])
        self.assertEqual(found('5 meals for 4'), [self.box_5x4.id])
        self.assertEqual(found('3 meals for 2 people', '='), [self.box_3x2.id])
        self.assertEqual(found('3 meals%', '=ilike'), [self.box_3x1.id, self.box_3x2.id])
        self.assertEqual(Box.name_search('4 meals'), [(self.box_4x2.id, '4 meals for 2 people')])
        # The box product's name finds it too; an empty name finds them all.
        self.assertEqual(found('Family'), [self.box_5x4.id])
        self.assertEqual(len(found('')), 4)
        self.assertEqual(found('12 meals'), [])
        # Negative operators: the other boxes.
        self.assertEqual(found('for 2 people', 'not ilike'), [self.box_3x1.id, self.box_5x4.id])
        # The domain still applies.
        self.assertEqual(Box.name_search('for 2 people', [('meals', '>', 3)]),
                         [(self.box_4x2.id, '4 meals for 2 people')])

    def test_name_search_in_the_users_language(self):
        self.env['res.lang']._activate_lang('fr_BE')
        Box = self.env['mealbox.box'].with_context(lang='fr_BE')
        self.assertEqual(self.box_4x2.with_context(lang='fr_BE').display_name, '4 repas pour 2 personnes')
        self.assertEqual([box_id for box_id, _name in Box.name_search('4 repas')], [self.box_4x2.id])

    def test_orders_are_searched_by_their_box(self):
        partner = self.env['res.partner'].create({'name': 'Box customer'})
        Order = self.env['sale.order']
        order = Order.create({'partner_id': partner.id, 'mealbox_box_id': self.box_5x4.id})
        other = Order.create({'partner_id': partner.id, 'mealbox_box_id': self.box_3x2.id})
        # The back office's search on the many2one field (search view, filters).
        self.assertEqual(Order.search([('mealbox_box_id', 'ilike', '5 meals for 4')]), order)
        self.assertEqual(Order.search([('mealbox_box_id', 'ilike', 'meals for'), ('partner_id', '=', partner.id)]),
                         order | other)
        self.assertEqual(Order.search([('mealbox_box_id', 'not ilike', '5 meals'), ('partner_id', '=', partner.id)]),
                         other)


@tagged('post_install', '-at_install')
class TestMealboxSqlSeesPendingWrites(MealboxBoxesCase):
    """Methods reading with SQL flush what they read first: an ORM write of the
    same transaction, not yet flushed, is seen."""

    def _db_value(self, table, column, record_id):
        self.env.cr.execute(f'SELECT {column} FROM {table} WHERE id = %s', [record_id])
        return self.env.cr.fetchone()[0]

    def test_dish_cards_see_pending_writes(self):
        diet = self.env['mealbox.diet'].create({'name': 'Card diet'})
        category = self.env['product.public.category'].create({'name': 'Card category'})
        dish = self.env['product.template'].create({
            'name': 'Stoemp', 'is_mealbox_dish': True, 'list_price': 0, 'mealbox_prep_time': 10,
            'mealbox_diet_ids': [Command.set(diet.ids)], 'public_categ_ids': [Command.set(category.ids)],
        })
        self.env.flush_all()
        dish.write({'mealbox_prep_time': 25, 'mealbox_calories': 600, 'mealbox_do_something': True,
                    'list_price': 3.5})
        self.assertEqual(self._db_value('product_template', 'mealbox_prep_time', dish.id), 10)  # not flushed yet
        [card] = dish._mealbox_card_rows()
        self.assertEqual((card['prep_time'], card['calories'], card['do_something'], card['list_price']),
                         (25, 600, True, 3.5))
        self.assertEqual((card['name'], card['diet'], card['category']), ('Stoemp', diet.ids, category.ids))
        self.assertEqual(card['product_id'], dish.product_variant_id.id)

    def test_dish_cards_see_a_pending_variant_change(self):
        dish = self.env['product.template'].create({'name': 'Vol-au-vent', 'is_mealbox_dish': True})
        variant = dish.product_variant_id
        self.env.flush_all()
        variant.active = False
        self.assertTrue(self._db_value('product_product', 'active', variant.id))  # not flushed yet
        self.assertEqual(dish._mealbox_card_rows()[0]['product_id'], None)

    def test_order_lock_keeps_the_pending_writes_of_the_order(self):
        order = self.env['sale.order'].create({'partner_id': self.env['res.partner'].create({'name': 'Lock'}).id})
        self.env.flush_all()
        # A pending ORM write of the order's row (stamped earlier): flushed
        # before the lock touches the row, not after it (undoing the lock's update).
        with patch.object(self.env.cr, 'now', return_value=datetime(2020, 1, 1)):
            order.write({'mealbox_remark': 'Ring twice'})
        self.assertEqual(order.write_date, datetime(2020, 1, 1))
        order._weekbox_lock()
        self.assertEqual(self._db_value('sale_order', 'mealbox_remark', order.id), 'Ring twice')
        self.assertEqual(self._db_value('sale_order', 'write_date', order.id), self.env.cr.now())
        self.assertGreater(order.write_date, datetime(2020, 1, 1))


@tagged('post_install', '-at_install')
class TestMealboxOrderFollowsItsBox(MealboxBoxesCase):
    """Staff changing an order's box (the field, or the box line's product) in
    the back office: the order's meals and people follow."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.partner = cls.env['res.partner'].create({'name': 'Staff order customer'})

    def _order_with_box(self, box):
        order = self.env['sale.order'].create({
            'partner_id': self.partner.id,
            'website_id': self.website.id,
            'mealbox_box_id': box.id,
            'order_line': [Command.create({
                'product_id': box.product_id.id, 'product_uom_qty': 1, 'mealbox_line_type': 'box'})],
        })
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (box.meals, box.people))
        return order

    def test_meals_and_people_follow_the_box_field(self):
        order = self._order_with_box(self.box_3x2)
        order.write({'mealbox_box_id': self.box_5x4.id})
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (5, 4))
        order.mealbox_box_id = self.box_3x1
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (3, 1))
        self.env.flush_all()
        self.env.cr.execute('SELECT mealbox_meals, mealbox_people FROM sale_order WHERE id = %s', [order.id])
        self.assertEqual(self.env.cr.fetchone(), (3, 1))

    def test_meals_and_people_follow_the_box_line(self):
        order = self._order_with_box(self.box_3x2)
        box_line = order.order_line.filtered(lambda line: line.mealbox_line_type == 'box')
        box_line.write({'product_id': self.box_4x2.product_id.id})
        self.assertEqual(order.mealbox_box_id, self.box_4x2)
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (4, 2))
        # Through the order, as the back office's form saves its lines.
        order.write({'order_line': [Command.update(box_line.id, {'product_id': self.box_5x4.product_id.id})]})
        self.assertEqual(order.mealbox_box_id, self.box_5x4)
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (5, 4))

    def test_other_lines_and_non_box_products_leave_the_box(self):
        order = self._order_with_box(self.box_3x2)
        extra = self.env['product.product'].create({'name': 'Chocolate mousse', 'list_price': 4.0})
        line = self.env['sale.order.line'].create({
            'order_id': order.id, 'product_id': extra.id, 'mealbox_line_type': 'extra'})
        line.product_id = self.box_5x4.product_id  # not the box line
        box_line = order.order_line.filtered(lambda line: line.mealbox_line_type == 'box')
        box_line.product_id = extra  # no box size sells it
        self.assertEqual(order.mealbox_box_id, self.box_3x2)
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (3, 2))

    def test_a_website_box_wins_for_a_shared_product(self):
        order = self._order_with_box(self.box_3x2)
        product = self.box_4x2.product_id
        website_box = self.env['mealbox.box'].create({
            'meals': 4, 'people': 3, 'product_id': product.id, 'website_id': self.website.id})
        order.order_line.filtered(lambda line: line.mealbox_line_type == 'box').product_id = product
        self.assertEqual(order.mealbox_box_id, website_box)
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (4, 3))

    def test_editing_a_box_size_keeps_past_orders(self):
        order = self._order_with_box(self.box_3x2)
        self.box_3x2.meals = 6
        self.assertEqual((order.mealbox_meals, order.mealbox_people), (3, 2))


class GetmatchesLimitMixin:
    """Lookups without a provider (Odoo's localities of the world's delivery
    zones answer), on a clock the test moves, with this process's lookup
    counts reset."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        pin_mealbox_now(cls)
        build_mealbox_world(cls.env)

    def setUp(self):
        super().setUp()
        params = self.env['ir.config_parameter'].sudo()
        params.set_param('website_sale_mealbox.autocomplete_key', False)
        autocomplete._lookup_counter.clear()
        self.addCleanup(autocomplete._lookup_counter.clear)
        self.now = 1_000_000.0
        clock = patch(f'{AUTOCOMPLETE_MODULE}._clock', side_effect=lambda: self.now)
        clock.start()
        self.addCleanup(clock.stop)

    def labels(self, suggestions):
        return [suggestion['label'] for suggestion in suggestions]


@tagged('post_install', '-at_install')
class TestGetmatchesLimitModel(GetmatchesLimitMixin, TransactionCase):

    def lookup(self, term='gent', session='session-1', ip='192.0.2.1'):
        return self.labels(self.env['mealbox.address.autocomplete']._get_suggestions(
            term, session_key=session, ip_address=ip))

    def test_default_limits(self):
        self.assertEqual(self.env['mealbox.address.autocomplete']._lookup_limits(), {'session': 30, 'ip': 120})
        for _lookup in range(30):
            self.assertEqual(self.lookup(), ['9000 Gent'])
        self.assertEqual(self.lookup(), [])
        self.assertEqual(self.lookup(session='session-2'), ['9000 Gent'])  # same address, another session
        for number in range(3, 92):
            self.assertEqual(self.lookup(session=f'session-{number}'), ['9000 Gent'])
        self.assertEqual(self.lookup(session='session-new'), [])  # 120 from this address
        self.assertEqual(self.lookup(session='session-new', ip='192.0.2.2'), ['9000 Gent'])

    def test_system_parameters_set_the_limits(self):
        params = self.env['ir.config_parameter'].sudo()
        params.set_param(SESSION_LIMIT, '2')
        params.set_param(IP_LIMIT, '3')
        self.assertEqual(self.env['mealbox.address.autocomplete']._lookup_limits(), {'session': 2, 'ip': 3})
        self.assertEqual([self.lookup(session='a') for _lookup in range(3)], [['9000 Gent'], ['9000 Gent'], []])
        self.assertEqual([self.lookup(session='b') for _lookup in range(2)], [['9000 Gent'], []])
        for junk in ('0', '-1', 'abc', ''):
            params.set_param(SESSION_LIMIT, junk)
            self.assertEqual(self.env['mealbox.address.autocomplete']._lookup_limits()['session'], 30)

    def test_the_limit_resets_after_the_window(self):
        self.env['ir.config_parameter'].sudo().set_param(SESSION_LIMIT, '3')
        for _lookup in range(3):
            self.assertEqual(self.lookup(), ['9000 Gent'])
            self.now += 10
        self.assertEqual(self.lookup(), [])
        self.now += 30  # 60 s after the first lookup: it no longer counts, the next two still do
        self.assertEqual(self.lookup(), ['9000 Gent'])
        self.assertEqual(self.lookup(), [])
        self.now += 61
        self.assertEqual([self.lookup() for _lookup in range(4)], [['9000 Gent']] * 3 + [[]])

    def test_over_the_limit_the_provider_is_not_asked(self):
        params = self.env['ir.config_parameter'].sudo()
        params.set_param('website_sale_mealbox.autocomplete_url', 'https://provider.example')
        params.set_param('website_sale_mealbox.autocomplete_key', 'key:secret')
        params.set_param(SESSION_LIMIT, '1')
        with patch(f'{AUTOCOMPLETE_MODULE}.requests.get', side_effect=requests.Timeout('slow')) as get:
            self.assertEqual(self.lookup(), ['9000 Gent'])  # the provider failed: Odoo's data
            self.assertEqual(self.lookup(), [])
        self.assertEqual(get.call_count, 1)

    def test_empty_terms_do_not_count(self):
        self.env['ir.config_parameter'].sudo().set_param(SESSION_LIMIT, '1')
        for _lookup in range(3):
            self.assertEqual(self.lookup('   '), [])
        self.assertEqual(self.lookup(), ['9000 Gent'])

    def test_forgotten_visitors_free_their_memory(self):
        for number in range(5):
            self.lookup(session=f'session-{number}', ip=f'192.0.2.{number}')
        self.assertEqual(len(autocomplete._lookup_counter._times), 10)
        self.now += 61
        self.lookup(session='late', ip='198.51.100.1')
        self.assertEqual(len(autocomplete._lookup_counter._times), 2)

    def test_provider_failures_never_log_the_typed_address(self):
        params = self.env['ir.config_parameter'].sudo()
        params.set_param('website_sale_mealbox.autocomplete_url', 'https://provider.example')
        params.set_param('website_sale_mealbox.autocomplete_key', 'key:secret')
        self.env.flush_all()
        typed = 'Boulevard Anspach 1'

        def http_error(url, **kwargs):
            response = requests.Response()
            response.status_code = 503
            response.reason = 'Service Unavailable'
            response.url = url
            return response

        def connection_error(url, **kwargs):
            raise requests.ConnectionError(f"Max retries exceeded with url: {url}")

        for fake_get, kind in ((http_error, 'HTTPError HTTP 503'), (connection_error, 'ConnectionError')):
            with self.subTest(kind=kind), patch(f'{AUTOCOMPLETE_MODULE}.requests.get', side_effect=fake_get) as get, \
                    self.assertLogs(level=logging.DEBUG) as logs:
                self.assertEqual(self.lookup(typed), [])
            self.assertIn('Anspach', get.call_args.args[0])  # the typed text went into the URL...
            output = '\n'.join(logs.output)
            self.assertIn(f'provider failed ({kind})', output)
            for fragment in ('Anspach', 'autocomplete/bel'):  # ...never into the log
                self.assertNotIn(fragment, output)


@tagged('post_install', '-at_install')
class TestGetmatchesLimitRoute(GetmatchesLimitMixin, MealboxRpcMixin, HttpCase):

    def test_the_route_answers_no_match_beyond_the_session_limit(self):
        self.env['ir.config_parameter'].sudo().set_param(SESSION_LIMIT, '3')
        first = self.new_session()
        for _lookup in range(3):
            self.assertEqual(self.labels(self.rpc('/getmatches', {'url': 'gent'})), ['9000 Gent'])
        # Over the limit: an empty match list (as with no match), not an error.
        self.assertEqual(self.rpc('/getmatches', {'url': 'gent'}), [])
        self.new_session()  # another visitor from the same address
        self.assertEqual(self.labels(self.rpc('/getmatches', {'url': 'gent'})), ['9000 Gent'])
        self.use_session(first)
        self.assertEqual(self.rpc('/getmatches', {'url': 'gent'}), [])
        self.now += 61
        self.assertEqual(self.labels(self.rpc('/getmatches', {'url': 'gent'})), ['9000 Gent'])

    def test_the_route_limits_an_ip_address(self):
        self.env['ir.config_parameter'].sudo().set_param(IP_LIMIT, '2')
        self.new_session()
        self.assertEqual(self.labels(self.rpc('/getmatches', {'url': 'gent'})), ['9000 Gent'])
        self.new_session()
        self.assertEqual(self.labels(self.rpc('/getmatches', {'url': 'gent'})), ['9000 Gent'])
        self.new_session()
        self.assertEqual(self.rpc('/getmatches', {'url': 'gent'}), [])

    def test_the_route_never_logs_the_typed_address(self):
        params = self.env['ir.config_parameter'].sudo()
        params.set_param('website_sale_mealbox.autocomplete_url', 'https://provider.example')
        params.set_param('website_sale_mealbox.autocomplete_key', 'key:secret')
        self.new_session()

        def failing(url, **kwargs):
            raise requests.ConnectionError(f"Max retries exceeded with url: {url}")

        with patch(f'{AUTOCOMPLETE_MODULE}.requests.get', side_effect=failing), \
                self.assertLogs(level=logging.INFO) as logs:
            self.assertEqual(self.rpc('/getmatches', {'url': 'Rue Secrète 7'}), [])
        output = '\n'.join(logs.output)
        self.assertIn('provider failed (ConnectionError)', output)
        for fragment in ('Secr', 'Rue%20', 'Rue Secr'):
            self.assertNotIn(fragment, output)
