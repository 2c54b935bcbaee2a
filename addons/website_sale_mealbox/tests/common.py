"""The meal box's world, made by the test classes that need one, on a
database with or without demo data (the demo's own boxes, menus, zones,
stores and WEEKBOX10 program are archived first, so every database gives
the same answers): box sizes, dishes and extras on this week's menu, the
three home delivery zones (Brussels, Flanders, Wallonia), five pick-up stores
(Brussels, Ghent, Antwerp, Liège, Namur), the WEEKBOX10 promo code and the website's meal box
settings. Other meal-box addons reuse it (build_mealbox_world).

The menu is the one of "today" in the meal box's time zone: tests that pin
the clock (`website._mealbox_now`) pin it before building the world.
"""
from datetime import datetime, timedelta
from unittest.mock import patch

from odoo.fields import Command

PROMO_CODE = 'WEEKBOX10'
# The meal box tests' "now": Wednesday 3 April 2030, 10:00 UTC (12:00 in Brussels,
# summer time), before the week's cut-off; no closure of any database falls near it.
NOW = datetime(2030, 4, 3, 10, 0)
# (meals, people, price): one person needs at least three meals.
BOX_SIZES = ((3, 1, 23.37), (4, 1, 30.36), (2, 2, 30.56), (3, 2, 44.64), (4, 2, 57.92), (5, 2, 70.40),
             (2, 4, 55.52), (3, 4, 80.88))
# (name, minimum quantity): a menu of twelve dishes as the shop has, two of two portions.
DISHES = (('Stoofvlees', 1), ('Vol-au-vent', 1), ('Stoemp', 1), ('Moules', 1), ('Salmon', 1),
          ('Lasagne', 2), ('Curry', 1), ('Quiche', 2), ('Waterzooi', 1), ('Chicons', 1), ('Boulets', 1),
          ('Risotto', 1))


def pin_mealbox_now(cls, moment=NOW):
    """Pins the meal box's clock (`website._mealbox_now` without an explicit
    `now`) to `moment` (naive UTC) for the test class: call it in setUpClass,
    before building the world (its menu is the week of "today")."""
    Website = type(cls.env['website'])
    original = Website._mealbox_now

    def fake_now(website, now=None):
        return original(website, now or moment)

    cls.startClassPatcher(patch.object(Website, '_mealbox_now', fake_now))


def archive_existing(env):
    """Archives what the world replaces: another world's or the demo's box sizes
    (a size is unique per website), menus (they cannot overlap), zones, stores
    and WEEKBOX10 (a promo code is unique among active rules), and unpublishes
    the published extras."""
    env['mealbox.box'].search([]).action_archive()
    env['mealbox.week.menu'].search([]).action_archive()
    env['mealbox.delivery.zone'].search([]).action_archive()
    env['mealbox.pickup.store'].search([]).action_archive()
    rules = env['loyalty.rule'].search([('mode', '=', 'with_code'), ('code', '=', PROMO_CODE)])
    rules.program_id.action_archive()
    rules.active = False
    env['product.template'].search([('is_mealbox_extra', '=', True), ('is_published', '=', True)]).write(
        {'is_published': False})


def build_mealbox_world(env, website=None):
    """Creates the meal box's world for `website` (default: the current one) and
    returns it as a dict of records."""
    website = website or env['website'].get_current_website()
    archive_existing(env)
    website.write({'mealbox_tz': 'Europe/Brussels'})
    belgium = env.ref('base.be')
    weekdays = {day.number: day for day in env['weekbox.weekday'].search([])}
    Product = env['product.product']
    # Boxes and dishes are goods (the box's transfer carries them), invoiced on order, without tax.
    goods = {'detailed_type': 'consu', 'invoice_policy': 'order', 'taxes_id': [Command.clear()]}
    boxes = env['mealbox.box'].create([{
        'meals': meals, 'people': people,
        'product_id': Product.create({
            'name': f'Meal box test: {meals} meals for {people}', 'list_price': price, 'sale_ok': True,
            **goods}).id,
    } for meals, people, price in BOX_SIZES])
    category = env['product.public.category'].create({'name': 'Meal box test dishes'})
    diet = env['mealbox.diet'].create({'name': 'Meal box test vegetarian'})
    Template = env['product.template']
    dishes = Template.create([{
        'name': f'Meal box test {name}', 'is_mealbox_dish': True, 'list_price': 0.0, 'sale_ok': True,
        'is_published': True, 'website_sequence': 10 + index, 'mealbox_min_qty': minimum,
        'public_categ_ids': [Command.set(category.ids)],
        'mealbox_diet_ids': [Command.set(diet.ids if index % 3 == 2 else [])],
        **goods,
    } for index, (name, minimum) in enumerate(DISHES)])
    extras = Template.create([{
        'name': f'Meal box test {name}', 'is_mealbox_extra': True, 'detailed_type': 'consu', 'sale_ok': True,
        'is_published': True, 'list_price': price, 'website_sequence': sequence, 'mealbox_extra_min_qty': 0,
        **goods,
    } for sequence, (name, price) in enumerate((('chocolate mousse', 4.5), ('bread', 3.0)), start=1)])
    today = website._mealbox_today()
    menu = env['mealbox.week.menu'].create({
        'name': 'Meal box test week', 'website_id': website.id,
        'date_start': today - timedelta(days=today.weekday()),
        'dish_ids': [Command.set(dishes.ids)],
    })
    Zone = env['mealbox.delivery.zone']
    brussels, flanders, wallonia = Zone.create([{
        'name': name, 'sequence': sequence, 'country_id': belgium.id, 'zip_ranges': zips,
        'weekday_ids': [Command.set([weekdays[number].id for number in numbers])],
    } for name, sequence, zips, numbers in (
        # Tuesdays and Saturdays; Saturdays and Sundays; Saturdays only.
        ('Brussels', 10, '1000-1299', (1, 5)),
        ('Flanders', 20, '1500-3999, 8000-9999', (5, 6)),
        ('Wallonia', 30, '1300-1499, 4000-7999', (5,)),
    )])
    pickup_product = Product.create({
        'name': 'Meal box test pick-up', 'list_price': 0.0, 'sale_ok': False, 'detailed_type': 'service',
        'taxes_id': [Command.clear()], 'categ_id': env.ref('delivery.product_category_deliveries').id})
    stores = env['mealbox.pickup.store']
    for name, street, zip_code, city, numbers in (
            ('Weekbox Brussels – Dansaert', 'Rue Antoine Dansaert 60', '1000', 'Bruxelles', (2, 4, 5)),
            ('Weekbox Gent – Veldstraat', 'Veldstraat 20', '9000', 'Gent', (5,)),
            ('Weekbox Antwerpen – Meir', 'Meir 50', '2000', 'Antwerpen', (5, 6)),
            ('Weekbox Liège – Carré', "Rue Pont d'Avroy 30", '4000', 'Liège', (4, 5)),
            ('Weekbox Namur – Place d\'Armes', 'Rue de Fer 20', '5000', 'Namur', (5,))):
        carrier = env['delivery.carrier'].create({
            'name': f'Pick-up: {name}', 'delivery_type': 'fixed', 'fixed_price': 0.0, 'sequence': 20,
            'product_id': pickup_product.id, 'country_ids': [Command.set(belgium.ids)], 'is_published': False,
        })
        partner = env['res.partner'].create({
            'name': name, 'is_company': True, 'street': street, 'zip': zip_code, 'city': city,
            'country_id': belgium.id})
        stores |= stores.create({
            'name': name, 'partner_id': partner.id, 'carrier_id': carrier.id,
            'weekday_ids': [Command.set([weekdays[number].id for number in numbers])],
        })
    promo = env['loyalty.program'].create({
        'name': 'WEEKBOX10: 10% off your meal box', 'program_type': 'promo_code', 'trigger': 'with_code',
        'applies_on': 'current', 'portal_visible': False, 'ecommerce_ok': True,
        'rule_ids': [Command.clear(), Command.create({'mode': 'with_code', 'code': PROMO_CODE, 'minimum_qty': 0})],
        'reward_ids': [Command.clear(), Command.create({
            'reward_type': 'discount', 'discount': 10, 'discount_mode': 'percent',
            'discount_applicability': 'order'})],
        'communication_plan_ids': [Command.clear()],
    })
    return {
        'website': website, 'boxes': boxes, 'dishes': dishes, 'extras': extras, 'menu': menu,
        'zones': brussels | flanders | wallonia, 'stores': stores, 'brussels': brussels, 'flanders': flanders,
        'wallonia': wallonia, 'store_brussels': stores[0], 'store_ghent': stores[1],
        'home_carrier': website.mealbox_home_carrier_id or env.ref('website_sale_mealbox.carrier_home_delivery'),
        'promo_program': promo,
    }
