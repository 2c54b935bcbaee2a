"""JSON-RPC routes of the meal box home page: price matrix, countdown, menu, zip check.

Shapes: widgets/core/rpc/routes/mealbox-routes.ts and mealbox-home-routes.ts.
"""
from odoo import _, http
from odoo.exceptions import ValidationError
from odoo.http import request


class MealboxHomeController(http.Controller):

    @http.route('/weekbox/get_all_values', type='json', weekbox_rpc=True, weekbox_batch=True, auth='public',
                website=True)
    def get_all_values(self):
        """The box price matrix: all_meals[people][meals] and the steppers' maxima."""
        return request.env['mealbox.box']._get_price_matrix(request.website)

    @http.route('/get/duration', type='json', weekbox_rpc=True, weekbox_batch=True, auth='public', website=True)
    def get_duration(self):
        """Time left to order for the earliest delivery: day/hours/minutes
        (spec), plus the deadline and the server time (ISO UTC) and the
        meal box timezone, so the widget can tick on its own and ask again
        once the deadline has passed."""
        return request.website._prepare_mealbox_duration_values()

    @http.route('/our/menu', type='json', weekbox_rpc=True, weekbox_batch=True, auth='public', website=True)
    def our_menu(self):
        """The current week's dishes as cards, and their categories."""
        return request.website._prepare_mealbox_menu_values()

    @http.route('/weekbox/zip/check', type='json', weekbox_rpc=True, auth='public', website=True)
    def zip_check(self, zip_postal_code=None):
        """The home page's zip check: valid when a delivery zone covers it.
        Any text is answered (valid or not); only non-text is refused."""
        if not isinstance(zip_postal_code, str):
            raise ValidationError(_("The zip code must be text."))
        return request.env['mealbox.delivery.zone']._prepare_mealbox_zip_check_values(
            zip_postal_code, request.website)
