from odoo import http
from odoo.http import request


class MealboxHomeController(http.Controller):

    @http.route('/weekbox/get_all_values', type='json', auth='public', website=True)
    def get_all_values(self):
        """The box price matrix: all_meals[people][meals] and the steppers' maxima."""
        return request.env['mealbox.box']._get_price_matrix(request.website)
