"""JSON-RPC routes of the meal box home page: price matrix, countdown, menu, zip check.

Shapes: widgets/core/rpc/routes/mealbox-routes.ts and mealbox-home-routes.ts.
"""
import pytz

from odoo import _, fields, http
from odoo.exceptions import ValidationError
from odoo.http import request

ISO_UTC = '%Y-%m-%dT%H:%M:%SZ'


class MealboxHomeController(http.Controller):

    # ------------------------------------------------------------
    # HELPERS
    # ------------------------------------------------------------

    def _prepare_duration(self, website, now=None):
        """Countdown to the order cut-off of the earliest delivery date (spec §2.6)."""
        now = now or fields.Datetime.now()
        now_utc = pytz.utc.localize(now) if now.tzinfo is None else now.astimezone(pytz.utc)
        deadline = website._mealbox_order_deadline(now=now_utc)
        dates = website._mealbox_delivery_dates(now=now_utc)
        remaining = max(0, int((deadline - now_utc).total_seconds()))
        return {
            'day': remaining // 86400,
            'hours': remaining % 86400 // 3600,
            'minutes': remaining % 3600 // 60,
            'deadline': deadline.astimezone(pytz.utc).strftime(ISO_UTC),
            'now': now_utc.strftime(ISO_UTC),
            'tz': website.mealbox_tz or 'Europe/Brussels',
            'delivery_date': fields.Date.to_string(dates[0]) if dates else '',
        }

    def _prepare_menu(self, website):
        cards = website._mealbox_current_dishes()._mealbox_card_rows()
        category_ids = sorted({category for card in cards for category in card['category']})
        categories = request.env['product.public.category'].sudo().search_read(
            [('id', 'in', category_ids)], ['name'], order='sequence, name, id') if category_ids else []
        return {
            'front_products': cards,
            'categ_list': [{'id': category['id'], 'name': category['name']} for category in categories],
        }

    def _prepare_zip_check(self, website, zip_postal_code):
        if not isinstance(zip_postal_code, str):
            raise ValidationError(_("The zip code must be text."))
        check = request.env['mealbox.delivery.zone']._mealbox_check_zip(zip_postal_code, website=website)
        zone = check['zone']
        dates = website._mealbox_delivery_dates(zone=zone) if zone else []
        return {
            'valid': check['valid'],
            'zip': check['zip'],
            'message': check['message'],
            'zone_name': zone.name or '',
            'delivery_period_list': [fields.Date.to_string(day) for day in dates],
        }

    # ------------------------------------------------------------
    # ROUTES
    # ------------------------------------------------------------

    @http.route('/weekbox/get_all_values', type='json', weekbox_rpc=True, auth='public', website=True)
    def get_all_values(self):
        """The box price matrix: all_meals[people][meals] and the steppers' maxima."""
        return request.env['mealbox.box']._get_price_matrix(request.website)

    @http.route('/get/duration', type='json', weekbox_rpc=True, auth='public', website=True)
    def get_duration(self):
        """Time left to order for the earliest delivery: day/hours/minutes
        (spec), plus the deadline and the server time (ISO UTC) and the
        meal box timezone, so the widget can tick on its own and ask again
        once the deadline has passed."""
        return self._prepare_duration(request.website)

    @http.route('/our/menu', type='json', weekbox_rpc=True, auth='public', website=True)
    def our_menu(self):
        """The current week's dishes as cards, and their categories."""
        return self._prepare_menu(request.website)

    @http.route('/weekbox/zip/check', type='json', weekbox_rpc=True, auth='public', website=True)
    def zip_check(self, zip_postal_code=None):
        """The home page's zip check: valid when a delivery zone covers it.
        Any text is answered (valid or not); only non-text is refused."""
        return self._prepare_zip_check(request.website, zip_postal_code)
