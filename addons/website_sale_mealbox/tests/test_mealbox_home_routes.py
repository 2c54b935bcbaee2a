"""HTTP tests of the meal box home page routes (controllers/mealbox_home.py):
/get/duration, /our/menu, /weekbox/zip/check, and the first two in one
/weekbox/batch.

Run alone: WEEKBOX_TEST_TAGS=/website_sale_mealbox:TestMealboxHomeRoutes
"""
import json
from datetime import datetime
from unittest.mock import patch

import pytz
from lxml import html

from odoo.tests import HttpCase, tagged
from odoo.tests.common import Opener

from odoo.addons.website_weekbox.tests.route_calls import RouteCallsMixin
from odoo.addons.website_weekbox.tests.route_contract import assert_route_result, route_contract

from .common import build_mealbox_world, pin_mealbox_now


class MealboxRpcMixin(RouteCallsMixin):
    """JSON-RPC helpers for HttpCase (RouteCallsMixin), and several visitors
    in one test.

    Odoo 17's HttpCase.authenticate() deletes the previous test session and
    replaces `self.opener`; forgetting `self.session` first keeps the previous
    visitor's session alive in the session store, so a test can hold several
    sessions (`new_session`) and switch between them (`use_session`), as
    separate browsers would.
    """

    def new_session(self, login=None, password=None):
        """A new visitor (public, or logged in as `login`); becomes the current one."""
        self.session = None  # authenticate() would delete the current session otherwise
        self.authenticate(login, password or login)
        return self.session.sid

    def use_session(self, sid):
        """Makes the visitor of session `sid` the current one."""
        self.opener = Opener(self.cr)
        self.opener.cookies['session_id'] = sid


@tagged('post_install', '-at_install')
class TestMealboxHomeRoutes(MealboxRpcMixin, HttpCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        pin_mealbox_now(cls)
        world = build_mealbox_world(cls.env)
        cls.website = world['website']
        cls.brussels = world['brussels']

    def setUp(self):
        super().setUp()
        self.new_session()

    # ------------------------------------------------------------
    # /get/duration
    # ------------------------------------------------------------

    def test_duration_counts_down_to_the_order_deadline(self):
        result = self.rpc('/get/duration', {})
        self.assertEqual(set(result), {'day', 'hours', 'minutes', 'deadline', 'now', 'tz', 'delivery_date'})
        now = pytz.utc.localize(datetime.strptime(result['now'], '%Y-%m-%dT%H:%M:%SZ'))
        deadline = pytz.utc.localize(datetime.strptime(result['deadline'], '%Y-%m-%dT%H:%M:%SZ'))
        self.assertEqual(deadline, self.website._mealbox_order_deadline(now=now))
        left = result['day'] * 86400 + result['hours'] * 3600 + result['minutes'] * 60
        remaining = (deadline - now).total_seconds()
        self.assertTrue(0 <= remaining - left < 60, (result, remaining))
        self.assertTrue(0 <= result['day'] <= 7 and 0 <= result['hours'] < 24 and 0 <= result['minutes'] < 60)
        self.assertEqual(result['tz'], self.website.mealbox_tz)
        dates = self.website._mealbox_delivery_dates(now=now)
        self.assertEqual(result['delivery_date'], str(dates[0]))
        # The deadline is the cut-off of that delivery date: right after it, it is gone.
        self.assertEqual(deadline, self.website._mealbox_cutoff_for(dates[0]))

    def test_duration_follows_the_website_settings(self):
        self.website.write({'mealbox_tz': 'Europe/Paris', 'mealbox_cutoff_weekday': '0', 'mealbox_cutoff_hour': 12.0})
        result = self.rpc('/get/duration', {})
        self.assertEqual(result['tz'], 'Europe/Paris')
        deadline = pytz.utc.localize(datetime.strptime(result['deadline'], '%Y-%m-%dT%H:%M:%SZ'))
        local = deadline.astimezone(pytz.timezone('Europe/Paris'))
        self.assertEqual((local.weekday(), local.hour, local.minute), (0, 12, 0))

    # ------------------------------------------------------------
    # /our/menu
    # ------------------------------------------------------------

    def test_menu_shows_the_current_dishes_as_cards(self):
        result = self.rpc('/our/menu', {})
        dishes = self.website._mealbox_current_dishes()
        self.assertGreaterEqual(len(result['front_products']), 12)  # demo menu
        self.assertEqual([card['product_tmpl_id'] for card in result['front_products']], dishes.ids)
        card = result['front_products'][0]
        self.assertEqual(card, dishes[:1]._mealbox_card_rows()[0])
        categories = dishes.public_categ_ids
        self.assertEqual({c['id'] for c in result['categ_list']}, set(categories.ids))
        self.assertEqual({c['name'] for c in result['categ_list']}, set(categories.mapped('name')))

    def test_menu_is_empty_without_published_dishes(self):
        self.env['product.template'].search([('is_mealbox_dish', '=', True)]).write({'is_published': False})
        self.assertEqual(self.rpc('/our/menu', {}), {'front_products': [], 'categ_list': []})

    def test_menu_query_count_does_not_grow_with_the_dishes(self):
        self.rpc('/our/menu', {})  # warm caches
        before = self.cr.sql_log_count
        self.rpc('/our/menu', {})
        few = self.cr.sql_log_count - before
        dishes = self.website._mealbox_current_dishes()
        copies = self.env['product.template'].browse()
        for dish in dishes[:6]:
            copies |= dish.copy({'name': f'{dish.name} (bis)', 'is_published': True})
        self.website._mealbox_current_menu().write({'dish_ids': [(4, tmpl.id) for tmpl in copies]})
        self.rpc('/our/menu', {})
        before = self.cr.sql_log_count
        result = self.rpc('/our/menu', {})
        many = self.cr.sql_log_count - before
        self.assertEqual(len(result['front_products']), len(dishes) + 6)
        self.assertLessEqual(many, few)

    def test_menu_place_reserves_the_rows_of_the_week_dishes(self):
        """The home page's menu placeholder holds the grid's rows (issue #30): counted per render."""
        def place():
            return self.env['ir.qweb']._render('website_sale_mealbox.our_menu_place', {'website': self.website})

        count = len(self.website._mealbox_current_dishes())
        self.assertGreaterEqual(count, 5)
        rows = (-(-count // 3), -(-count // 4))
        self.assertEqual(self.website._prepare_mealbox_menu_place_values(),
                         {'dish_count': count, 'rows_3': rows[0], 'rows_4': rows[1]})
        self.assertIn('--weekbox-menu-rows-3:%d;--weekbox-menu-rows-4:%d' % rows, place())
        # A dish taken off the website changes the next page's place.
        self.website._mealbox_current_dishes()[:4].write({'is_published': False})
        rows = (-(-(count - 4) // 3), -(-(count - 4) // 4))
        self.assertIn('--weekbox-menu-rows-3:%d;--weekbox-menu-rows-4:%d' % rows, place())

    # ------------------------------------------------------------
    # The menu's first screen in the home page (our_menu_prerender)
    # ------------------------------------------------------------

    def _home_prerender(self):
        """The home page's prerendered menu (<template id="weekbox-our-menu-prerender">), or None."""
        self.env['res.config.settings'].create({'website_id': self.website.id, 'mealbox_homepage': True}).execute()
        response = self.url_open('/')
        self.assertEqual(response.status_code, 200)
        found = html.fromstring(response.content).xpath('//template[@id="weekbox-our-menu-prerender"]')
        return (found[0], response.text) if found else (None, response.text)

    def test_home_page_shows_the_menu_and_its_answer_in_its_html(self):
        """The dishes' photos are the home page's first paint (#30, #34): the
        menu is in the page, as the widget draws it, with /our/menu's answer."""
        dish = self.website._mealbox_current_dishes()[0]
        dish.write({'mealbox_prep_time': 25, 'mealbox_calories': 640})
        answer = self.rpc('/our/menu', {})
        template, page = self._home_prerender()
        self.assertIsNotNone(template)
        dishes = answer['front_products']
        self.assertGreaterEqual(len(dishes), 4)
        # The grid: every dish, in the menu's order, with its facts.
        cards = template.xpath('.//ul[@class="weekbox-menu-grid"]/li/article')
        self.assertEqual([card.xpath('string(.//h3)') for card in cards], [d['name'] for d in dishes])
        [first_facts] = [card.xpath('.//p/span/text()') for card in cards if card.xpath('string(.//h3)') == dish.name]
        self.assertEqual(first_facts, ['Meal box test dishes', '25 min', '640 kcal'])
        # The first photo is fetched first (and preloaded); the others when near.
        images = template.xpath('.//ul//img')
        self.assertEqual((images[0].get('loading'), images[0].get('fetchpriority')), ('eager', 'high'))
        self.assertEqual({image.get('loading') for image in images[1:]}, {'lazy'})
        self.assertEqual(images[0].get('srcset'),
                         '%s 256w, %s 512w' % (dishes[0]['image_small_url'], dishes[0]['image_url']))
        [preload] = html.fromstring(page).xpath('//link[@rel="preload"][@as="image"]')
        self.assertEqual((preload.get('imagesrcset'), preload.get('imagesizes'), preload.get('fetchpriority')),
                         (images[0].get('srcset'), images[0].get('sizes'), 'high'))
        # The carousel's first view: three slides, "1 of n".
        slides = template.xpath('.//div[@class="weekbox-menu-carousel-slide"]')
        self.assertEqual([slide.get('aria-label') for slide in slides],
                         ['%d of %d' % (i, len(dishes)) for i in (1, 2, 3)])
        # The route's own answer, given with the page.
        [given] = template.xpath('.//script[@data-weekbox-answer="/our/menu"]')
        self.assertEqual((given.get('type'), given.get('data-params')), ('application/json', '{}'))
        self.assertEqual(json.loads(given.text), answer)
        # Put in the menu's block by the script that follows it.
        self.assertEqual(template.getnext().tag, 'script')
        self.assertIn('[data-widget="our-menu"]', template.getnext().text)

    def test_home_page_leaves_the_menu_to_its_widget_for_editors_and_large_menus(self):
        self.authenticate('admin', 'admin')
        template, page = self._home_prerender()
        self.assertIsNone(template, "the editor saves the block's own HTML")
        self.assertIn('data-widget="our-menu"', page)
        self.new_session()
        with patch('odoo.addons.website_sale_mealbox.models.website.MENU_PRERENDER_MAX', 3):
            template, page = self._home_prerender()
        self.assertIsNone(template, "a larger menu than the widget's largest limit is asked for")
        self.assertNotIn('rel="preload" as="image"', page)

    # ------------------------------------------------------------
    # /weekbox/zip/check
    # ------------------------------------------------------------

    def test_zip_check_accepts_a_delivered_zip(self):
        for sent in ('1000', ' 1050 '):
            with self.subTest(zip=sent):
                result = self.rpc('/weekbox/zip/check', {'zip_postal_code': sent})
                self.assertEqual(result, {
                    'valid': True,
                    'zip': sent.strip(),
                    'message': '',
                    'zone_name': 'Brussels',
                    'delivery_period_list': [
                        str(day) for day in self.website._mealbox_delivery_dates(zone=self.brussels)],
                })

    def test_zip_check_answers_invalid_for_any_junk_text(self):
        for sent in ('12345678901234567890', 'abc', '', '   ', '10 00', '١٠٠٠', '1000abc', '-1000', '99999',
                     '1' * 100000):
            with self.subTest(zip=sent[:30]):
                result = self.rpc('/weekbox/zip/check', {'zip_postal_code': sent})
                self.assertFalse(result['valid'])
                self.assertEqual(result['zip'], '')
                self.assertEqual(result['message'], "Please enter a valid Belgian zip code (4 digits).")
                self.assertEqual(result['delivery_period_list'], [])

    def test_zip_check_explains_a_zip_without_delivery(self):
        self.brussels.action_archive()
        result = self.rpc('/weekbox/zip/check', {'zip_postal_code': '1000'})
        self.assertEqual(result, {
            'valid': False, 'zip': '1000', 'message': "Sorry, we do not deliver to 1000 yet.",
            'zone_name': '', 'delivery_period_list': []})

    def test_zip_check_refuses_what_is_not_text(self):
        for params in ({'zip_postal_code': 1000}, {'zip_postal_code': None}, {'zip_postal_code': ['1000']},
                       {'zip_postal_code': {'zip': '1000'}}, {'zip_postal_code': True}, {}):
            with self.subTest(params=params):
                self.rpc_error('/weekbox/zip/check', params, 'ValidationError', "The zip code must be text.")

    def test_unknown_params_are_refused(self):
        for route, params in (('/get/duration', {'zone': 1}), ('/our/menu', {'week': 2}),
                              ('/weekbox/zip/check', {'zip_postal_code': '1000', 'country': 'BE'})):
            with self.subTest(route=route):
                data = self.rpc_error(route, params, 'ValidationError')
                self.assertIn("Unknown parameter", data['message'])

    # ------------------------------------------------------------
    # /weekbox/batch (website_weekbox): the home page's first calls in one
    # ------------------------------------------------------------

    def test_the_home_page_routes_in_one_batch(self):
        """Every batchable route of the installed addons in one /weekbox/batch:
        each answer as its route map type says, and as the route answers alone
        (but /get/duration's countdown, which runs on the real clock)."""
        served = {rule.rule for rule in self.env['ir.http'].routing_map().iter_rules()}
        batchable = sorted(route for route, spec in route_contract().items()
                           if spec.get('batchable') and route in served)
        self.assertIn('/our/menu', batchable)
        answers = self.rpc('/weekbox/batch', {'calls': [{'route': route, 'params': {}} for route in batchable]})
        self.assertEqual(len(answers), len(batchable))
        for route, answer in zip(batchable, answers):
            with self.subTest(route=route):
                self.assertIn('result', answer, answer)
                assert_route_result(self, route, answer['result'])
                if route != '/get/duration':  # its `now` and countdown move between the two calls
                    self.assertEqual(answer['result'], self.rpc(route, {}))
        menu = answers[batchable.index('/our/menu')]['result']
        self.assertEqual(len(menu['front_products']), 12)
