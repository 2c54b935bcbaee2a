"""Run by `odoo-bin shell` on a database of the addons as they were before
website_sale_weekbox (upgrade-test.sh, WEEKBOX_UPGRADE_FROM): adds delivery
calendar records of every kind the migration moves, beside the demo's, then
writes what each record is (by names, not ids) to the system parameter
weekbox_test.upgrade_snapshot. After the upgrade, website_sale_weekbox's
tests/test_upgrade_from_main.py (tag weekbox_upgrade) finds each of them in
the new models.

Demo records are left as they are (the upgrade reloads them); the fixtures
are records of their own: a second website, a zone, a store, closed dates of
the meal box (one of a store, one of a website, one archived, one without a
reason) and a checkout closure with a French reason, and a limit of wrong
promo codes set by the shop's system parameter.
"""
import json
from datetime import date, datetime

env = env  # noqa: F821 (odoo-bin shell's globals)

Weekday = env['mealbox.weekday']
days = {day.number: day for day in Weekday.search([])}
website = env['website'].search([], order='id', limit=1)
other = env['website'].create({'name': 'Upgrade test website', 'mealbox_tz': 'Europe/Brussels'})
other.checkout_delivery_weekday_ids = env['website.checkout.weekday'].search([('number', 'in', (0, 2))])
carrier_product = env['product.product'].create({'name': 'Upgrade test pick-up', 'detailed_type': 'service'})
carrier = env['delivery.carrier'].create({
    'name': 'Upgrade test pick-up', 'delivery_type': 'fixed', 'product_id': carrier_product.id})
zone = env['mealbox.delivery.zone'].create({
    'name': 'Upgrade test zone', 'zip_ranges': '7000-7099',
    'weekday_ids': [(6, 0, [days[1].id, days[3].id])]})
store = env['mealbox.pickup.store'].create({
    'name': 'Upgrade test store', 'carrier_id': carrier.id, 'city': 'Mons', 'zip': '7000',
    'weekday_ids': [(6, 0, [days[5].id])]})
Closed = env['mealbox.closed.date']
Closed.create([
    {'date': date(2031, 1, 4), 'name': 'Upgrade test store closed', 'store_id': store.id},
    {'date': date(2031, 1, 11), 'name': 'Upgrade test website closed', 'website_id': other.id},
    {'date': date(2031, 1, 18), 'name': 'Upgrade test archived', 'active': False},
    {'date': date(2031, 1, 25)},
])
checkout_closure = env['website.checkout.closure'].create({
    'name': 'Upgrade test inventory', 'website_id': other.id,
    'date_start': datetime(2031, 2, 3, 8, 0), 'date_end': datetime(2031, 2, 3, 12, 0)})
if env['res.lang']._lang_get('fr_BE'):
    checkout_closure.with_context(lang='fr_BE').name = 'Inventaire du test de mise à niveau'
env['ir.config_parameter'].set_param('website_sale_shop_widget.promo_attempt_limit_session_key', '7')


LANGS = [code for code, _label in env['res.lang'].get_installed()]


def names(record):
    """The record's name in each installed language."""
    return {lang: record.with_context(lang=lang).name or '' for lang in LANGS}


snapshot = {
    'zones': {z.name: sorted(z.weekday_ids.mapped('number'))
              for z in env['mealbox.delivery.zone'].with_context(active_test=False).search([])},
    'stores': {s.name: sorted(s.weekday_ids.mapped('number'))
               for s in env['mealbox.pickup.store'].with_context(active_test=False).search([])},
    'websites': {w.name: sorted(w.checkout_delivery_weekday_ids.mapped('number'))
                 for w in env['website'].search([])},
    'closed_dates': [{
        'date': closed.date.isoformat(),
        'names': names(closed),
        'website': closed.website_id.name or None,
        'store': closed.store_id.name or None,
        'active': closed.active,
        'xmlids': closed._get_external_ids()[closed.id],
    } for closed in Closed.with_context(active_test=False).search([], order='id')],
    'checkout_closures': [{
        'start': closure.date_start.isoformat(sep=' '),
        'end': closure.date_end.isoformat(sep=' '),
        'names': names(closure),
        'website': closure.website_id.name or None,
        'active': closure.active,
        'xmlids': closure._get_external_ids()[closure.id],
    } for closure in env['website.checkout.closure'].with_context(active_test=False).search([], order='id')],
    'promo_limits': {param.key: param.value for param in env['ir.config_parameter'].search(
        [('key', '=like', 'website_sale_shop_widget.promo_attempt_limit_%')])},
    'main_website': website.name,
}
env['ir.config_parameter'].set_param('weekbox_test.upgrade_snapshot', json.dumps(snapshot))
env.cr.commit()
print(json.dumps({key: len(value) for key, value in snapshot.items() if isinstance(value, (list, dict))}))
