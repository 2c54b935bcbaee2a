from odoo import http


class MealboxDeliveryController(http.Controller):
    pass
