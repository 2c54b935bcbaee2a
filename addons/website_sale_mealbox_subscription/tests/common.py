"""The world of the subscription tests, made by each test class itself: a
pinned clock, a box size, dishes with diets on weekly menus, a delivery zone
and a store of their own, a customer with a saved demo card.

The clock (`website._mealbox_now`) is pinned per thread: the concurrency
tests run the weekly run and a customer's change at two moments at once.
Tuesday 4 March 2031, 10:00 in Brussels: the week of Monday 3 March has its
Saturday delivery on the 8th, whose cut-off is Thursday the 6th at 23:59
(the countdown's rule, set on the website here), and menus that far ahead
overlap nothing a database already holds.
"""
import threading
from contextlib import contextmanager
from datetime import date, datetime, timedelta
from unittest.mock import patch

import pytz

from odoo import Command

BRUSSELS = pytz.timezone('Europe/Brussels')
WEEK = date(2031, 3, 3)  # a Monday
SATURDAY = 5
BEFORE_CUTOFF = BRUSSELS.localize(datetime(2031, 3, 4, 10, 0))
AFTER_CUTOFF = BRUSSELS.localize(datetime(2031, 3, 7, 0, 5))  # Friday 00:05, after Thursday 23:59

_clock = threading.local()
_default_now = {'value': BEFORE_CUTOFF}


def pinned_now():
    return getattr(_clock, 'now', None) or _default_now['value']


@contextmanager
def clock_at(moment, this_thread_only=False):
    """Sets the meal box's clock for the block (for this thread only, or for all)."""
    if this_thread_only:
        previous = getattr(_clock, 'now', None)
        _clock.now = moment
        try:
            yield
        finally:
            _clock.now = previous
    else:
        previous = _default_now['value']
        _default_now['value'] = moment
        try:
            yield
        finally:
            _default_now['value'] = previous


def pin_clock(testcase, website_model_class):
    """Patches `website._mealbox_now` for the test: the pinned moment, in the website's time zone."""
    original = website_model_class._mealbox_now

    def fake_now(website, now=None):
        return original(website, now or pinned_now().astimezone(pytz.utc).replace(tzinfo=None))

    testcase.startPatcher(patch.object(website_model_class, '_mealbox_now', fake_now))


def build_world(env, tag):
    """Creates the records every subscription test needs (names carry `tag`) and returns them."""
    website = env['website'].get_current_website()
    website.write({
        'mealbox_tz': 'Europe/Brussels', 'mealbox_cutoff_weekday': '3', 'mealbox_cutoff_hour': 23 + 59 / 60,
        'mealbox_lead_days': 2, 'mealbox_dates_ahead': 4,
    })
    belgium = env.ref('base.be')
    vegetarian, gluten_free = env['mealbox.diet'].create([
        {'name': f'Vegetarian {tag}'}, {'name': f'Gluten-free {tag}'},
    ])
    box_product, bigger_product = env['product.product'].create([{
        'name': f'Subscription box {tag} {meals}', 'list_price': price, 'sale_ok': True,
        'detailed_type': 'service', 'taxes_id': [Command.clear()],
    } for meals, price in ((3, 42.0), (4, 52.0))])
    box, bigger_box = env['mealbox.box'].create([
        {'meals': 3, 'people': 7, 'product_id': box_product.id, 'website_id': website.id},
        {'meals': 4, 'people': 7, 'product_id': bigger_product.id, 'website_id': website.id},
    ])

    def dish(name, diets=(), minimum=1):
        return {
            'name': f'{name} {tag}', 'is_mealbox_dish': True, 'list_price': 0.0, 'sale_ok': True,
            'is_published': True, 'detailed_type': 'service', 'mealbox_min_qty': minimum,
            'taxes_id': [Command.clear()], 'website_sequence': 10,
            'mealbox_diet_ids': [Command.set([diet.id for diet in diets])],
        }

    dishes = env['product.template'].create([
        dish('Stoofvlees'),                            # 0: meat
        dish('Vol-au-vent', [gluten_free]),            # 1: meat, gluten-free
        dish('Quiche', [vegetarian]),                  # 2
        dish('Stoemp', [vegetarian, gluten_free]),     # 3
        dish('Curry', [vegetarian], minimum=2),        # 4
        dish('Waterzooi'),                             # 5: next week only
    ])
    for sequence, template in enumerate(dishes):
        template.website_sequence = sequence
    menus = env['mealbox.week.menu'].create([{
        'name': f'Week menu {tag} {n}',
        'website_id': website.id,
        'date_start': WEEK + timedelta(days=7 * n),
        'dish_ids': [Command.set((dishes[:5] if n == 0 else dishes[1:]).ids)],
        'chef_dish_ids': [Command.set((dishes[:2] if n == 0 else dishes[1:3]).ids)],
    } for n in range(6)])
    # A carrier's fixed price is its product's price: one product each.
    home_carrier, store_carrier = env['delivery.carrier'].create([{
        'name': f'{name} {tag}', 'delivery_type': 'fixed', 'fixed_price': price, 'is_published': False,
        'product_id': env['product.product'].create({
            'name': f'Delivery {name} {tag}', 'detailed_type': 'service', 'list_price': price,
            'taxes_id': [Command.clear()]}).id,
    } for name, price in (('Home', 5.0), ('Store', 0.0))])
    weekdays = {day.number: day for day in env['weekbox.weekday'].search([])}
    zone = env['mealbox.delivery.zone'].create({
        'name': f'Zone {tag}', 'sequence': 1, 'country_id': belgium.id, 'zip_ranges': '1000-1299',
        'weekday_ids': [Command.set([weekdays[SATURDAY].id, weekdays[2].id])], 'carrier_id': home_carrier.id,
        'website_id': website.id,
    })
    store = env['mealbox.pickup.store'].create({
        'name': f'Store {tag}', 'street': 'Veldstraat 1', 'zip': '9000', 'city': 'Gent',
        'carrier_id': store_carrier.id, 'website_id': website.id,
        'weekday_ids': [Command.set([weekdays[SATURDAY].id, weekdays[4].id])],
    })
    customer = env['res.partner'].create({
        'name': f'Subscriber {tag}', 'email': f'subscriber.{tag}@example.com', 'phone': '+32 470 00 00 00',
        'street': 'Rue Neuve 1', 'zip': '1000', 'city': 'Bruxelles', 'country_id': belgium.id, 'lang': 'en_US',
    })
    # The demo provider takes cards (a database without demo data has neither linked nor active).
    provider = env.ref('payment.payment_provider_demo')
    card = env.ref('payment.payment_method_card')
    provider.write({'state': 'test', 'allow_tokenization': True, 'payment_method_ids': [Command.link(card.id)]})
    card.active = True
    token, declined_token = env['payment.token'].create([{
        'provider_id': provider.id, 'payment_method_id': card.id, 'partner_id': customer.id,
        'provider_ref': f'{tag}-{details}', 'payment_details': details, 'demo_simulated_state': state,
    } for details, state in (('4242', 'done'), ('0002', 'error'))])
    return {
        'website': website, 'box': box, 'bigger_box': bigger_box, 'dishes': dishes, 'menus': menus,
        'vegetarian': vegetarian, 'gluten_free': gluten_free, 'zone': zone, 'store': store,
        'home_carrier': home_carrier, 'customer': customer, 'token': token, 'declined_token': declined_token,
        'provider': provider,
    }


def subscribe(env, world, token=None, **values):
    """A subscription of the world's customer, home delivery on Saturdays from WEEK."""
    vals = {
        'partner_id': world['customer'].id,
        'website_id': world['website'].id,
        'box_id': world['box'].id,
        'delivery_type': 'delivery',
        'partner_shipping_id': world['customer'].id,
        'weekday': str(SATURDAY),
        'token_id': (token or world['token']).id,
        'consent_date': datetime(2031, 3, 1),
        'consent_text': 'I agree',
        'start_week': WEEK,
    }
    vals.update(values)
    return env['mealbox.subscription'].create(vals)
