"""What the portal's widgets are sent: a subscription's state (the
`/my/subscriptions/state` answer and every change's), and the contract
form's choices. Plain data only (names as text, ids, numbers, ISO dates):
the widgets render every value as text. Typed in
widgets/core/rpc/routes/subscription-routes.ts."""
from datetime import timedelta

import pytz

from odoo import api, fields, models

from odoo.addons.website_sale_mealbox.models.website import ISO_UTC

from .mealbox_subscription import WEEKS_AHEAD

# Past weeks' orders the portal lists.
HISTORY_LENGTH = 8


def iso_utc(moment):
    """An aware or naive-UTC datetime as the widgets read it."""
    if moment.tzinfo is None:
        moment = pytz.utc.localize(moment)
    return moment.astimezone(pytz.utc).strftime(ISO_UTC)


class MealboxSubscription(models.Model):
    _inherit = 'mealbox.subscription'

    @api.model
    def _mealbox_weekday_names(self):
        """The seven weekdays' names (Monday first), in the context language."""
        days = self.env['weekbox.weekday'].sudo().search([], order='number')
        names = {day.number: day.name for day in days}
        return [names.get(number, str(number)) for number in range(7)]

    def _prepare_mealbox_state(self):
        """The subscription as the portal widget shows it."""
        self.ensure_one()
        subscription = self.sudo()
        website = subscription.website_id
        currency = self.env['mealbox.box']._get_currency(website)
        box_price = self.env['mealbox.box']._get_box_prices(subscription.box_id, website)[subscription.box_id.id]
        token = subscription.token_id
        return {
            'id': subscription.id,
            'name': subscription.name,
            'state': subscription.state,
            'changeable': subscription.state != 'cancelled' and not subscription._mealbox_is_run_pending(),
            'box': {
                'meals': subscription.meals,
                'people': subscription.people,
                'label': subscription.box_id.display_name,
                'price': currency._weekbox_round(box_price),
            },
            'delivery': {
                'type': subscription.delivery_type,
                'address_id': subscription.partner_shipping_id.id or 0,
                'address': subscription._mealbox_delivery_place(),
                'store_id': subscription.store_id.id or 0,
                'weekday': int(subscription.weekday),
            },
            'card': {
                'token_id': token.id or 0,
                'label': token.sudo().display_name or '',
                'usable': bool(token) and token.active and token.provider_id.state in ('enabled', 'test'),
                'consent_date': iso_utc(subscription.consent_date) if subscription.consent_date else '',
            },
            'diet_ids': subscription.diet_ids.ids,
            'extras': [{'name': extra.product_id.display_name, 'quantity': extra.quantity}
                       for extra in subscription.extra_line_ids],
            'next_delivery': fields.Date.to_string(subscription.next_delivery_date) or '',
            'next_cutoff': iso_utc(subscription.next_cutoff) if subscription.next_cutoff else '',
            'cancel_reason': subscription.cancel_reason or '',
            'weeks': subscription._prepare_mealbox_weeks() if subscription.state != 'cancelled' else [],
            'history': subscription._prepare_mealbox_history(),
            'currency': currency._weekbox_currency_info(),
        }

    def _mealbox_delivery_place(self):
        """Where the box goes, in words: the address, or the store and its address."""
        self.ensure_one()
        if self.delivery_type == 'pick_store':
            return f'{self.store_id.name} — {self.store_id._mealbox_address_text()}'
        address = self.partner_shipping_id
        city = ' '.join(part for part in (address.zip, address.city) if part)
        return ', '.join(part for part in (address.street, address.street2, city) if part)

    def _prepare_mealbox_weeks(self):
        """The next weeks still open (or about to be ordered), each with its menu's dishes."""
        self.ensure_one()
        website = self.website_id
        now = self._mealbox_now()
        weeks = self._mealbox_upcoming_weeks(WEEKS_AHEAD, now=now)
        records = {week.week_start: week for week in self.week_ids if week.week_start in weeks}
        days = [self._mealbox_delivery_date(week) for week in weeks]
        closed_everywhere, closed_by_store = website._mealbox_closed_dates(
            min(days), max(days), stores=self.store_id)
        closed = closed_everywhere | closed_by_store.get(self.store_id.id, set())
        result = []
        for week_start, day in zip(weeks, days):
            record = records.get(week_start)
            dishes, chef_dishes = self._mealbox_menu_of(day)
            chosen = record._mealbox_chosen_quantities() if record else {}
            cards = dishes._mealbox_card_rows()
            chef = self.env['mealbox.week.menu']._mealbox_chef_selection(
                dishes, chef_dishes, self.meals, self.diet_ids)
            menu = website._mealbox_current_menu(today=day)
            result.append({
                'week_start': fields.Date.to_string(week_start),
                'delivery_date': fields.Date.to_string(day),
                'cutoff': iso_utc(self._mealbox_week_cutoff(week_start)),
                'open': self._mealbox_is_week_open(week_start, now=now),
                'skipped': bool(record and record.skipped),
                'closed': day in closed,
                'menu_name': menu.name or '',
                'dishes': [{**card, 'quantity': chosen.get(card['product_id'], 0)} for card in cards],
                'chosen_count': sum(chosen.values()),
                'chef_choice': [{'product_id': template.product_variant_id.id, 'quantity': quantity}
                                for template, quantity in chef],
            })
        return result

    def _prepare_mealbox_history(self):
        """The last weeks' orders: what was charged, and how to pay one whose charge was declined."""
        self.ensure_one()
        orders = self.env['sale.order'].sudo().search(
            [('mealbox_subscription_id', '=', self.id)], order='mealbox_subscription_week desc', limit=HISTORY_LENGTH)
        rows = []
        for order in orders:
            unpaid = order.state == 'draft' and order.mealbox_charge_state in ('declined', 'failed')
            rows.append({
                'order_id': order.id,
                'name': order.name,
                'week_start': fields.Date.to_string(order.mealbox_subscription_week),
                'delivery_date': fields.Date.to_string(order.mealbox_delivery_date) or '',
                'amount': order.currency_id._weekbox_round(order.amount_total),
                'status': order._mealbox_week_order_status(),
                'retry_date': iso_utc(order.mealbox_charge_retry_at) if order.mealbox_charge_retry_at else '',
                'url': order.get_portal_url(),
                'pay_url': order.get_portal_url() if unpaid else '',
            })
        return rows

    # ------------------------------------------------------------
    # THE CHOICES OF THE FORMS
    # ------------------------------------------------------------

    @api.model
    def _prepare_mealbox_options(self, partner, website, weekday=None):
        """What a customer may choose for a subscription: box sizes, their
        addresses (with the days their zone delivers), the stores (and
        their days), their cards (each with the consent words), diets."""
        Box = self.env['mealbox.box']
        boxes = Box._get_website_boxes(website)
        commercial = partner.commercial_partner_id
        addresses = self.env['res.partner'].sudo().search([
            ('id', 'child_of', commercial.id), ('type', 'in', ('contact', 'delivery', 'other')),
        ])
        zones = self.env['mealbox.delivery.zone']._mealbox_find_zones(
            [(address.zip, address.country_id.id or None) for address in addresses], website=website)
        stores = self.env['mealbox.pickup.store']._mealbox_get_stores(website)
        tokens = self.env['payment.token'].sudo().search([
            ('partner_id', 'child_of', commercial.id), ('active', '=', True),
            ('provider_id.allow_tokenization', '=', True), ('provider_id.state', 'in', ('enabled', 'test')),
            ('weekbox_card_use', '!=', 'this_payment'),
        ], order='id desc')
        return {
            'boxes': [{'meals': box.meals, 'people': box.people, 'label': box.display_name}
                      for box in boxes.sorted(lambda b: (b.people, b.meals))],
            'addresses': [{
                'id': address.id,
                'label': ', '.join(part for part in (
                    address.name, address.street, ' '.join(p for p in (address.zip, address.city) if p)) if part),
                'weekdays': sorted(zone.weekday_ids.mapped('number')) if zone else [],
            } for address, zone in zip(addresses, zones)],
            'stores': [{
                'id': store.id,
                'name': store.name,
                'address': store._mealbox_address_text(),
                'weekdays': sorted(store.weekday_ids.mapped('number')),
            } for store in stores],
            'cards': [{
                'token_id': token.id,
                'label': token.display_name,
                'consent': self._mealbox_consent_text(token, '{box}'),
            } for token in tokens],
            'diets': [{'id': diet.id, 'name': diet.name} for diet in self.env['mealbox.diet'].sudo().search([])],
            'weekday_names': self._mealbox_weekday_names(),
        }

    @api.model
    def _prepare_mealbox_start_weeks(self, website):
        """The start weeks offered, per weekday: {weekday: [{week_start, delivery_date, cutoff}]}."""
        result = {}
        for weekday in range(7):
            result[str(weekday)] = [{
                'week_start': fields.Date.to_string(week),
                'delivery_date': fields.Date.to_string(week + timedelta(days=weekday)),
                'cutoff': iso_utc(website._mealbox_cutoff_for(week + timedelta(days=weekday))),
            } for week in self._mealbox_start_weeks(website, weekday)]
        return result


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _mealbox_week_order_status(self):
        """paid, pending, declined (retried), failed (declined twice), to_charge or cancelled."""
        self.ensure_one()
        if self.state == 'cancel':
            return 'cancelled'
        if self.state == 'sale' or self.mealbox_payment_state == 'paid':
            return 'paid'
        if self.state == 'sent' or self.mealbox_payment_state == 'pending':
            return 'pending'
        return self.mealbox_charge_state or 'to_charge'
