"""JSON-RPC route of the meal box delivery step's payment details (spec §3.4, §7.3).

Shape: widgets/core/rpc/routes/mealbox-payment-routes.ts. Works on the
visitor's own cart only (website._mealbox_get_order); the spec's informational
params (delivery_type, meal_no, person) are checked for their type but never
trusted. The data comes from sale.order._prepare_mealbox_payment_details_values.
"""
from odoo import _, http
from odoo.http import request

from odoo.addons.website_weekbox.params import as_int

from .mealbox_delivery import as_delivery_mode


def as_delivery_type(value):
    """A delivery mode ('delivery', 'pick_store', 'pickup'), a store's carrier id, or ''."""
    if isinstance(value, int) and not isinstance(value, bool):
        return as_int(value, _("Delivery method"), 1)
    return as_delivery_mode(value)


class MealboxPaymentController(http.Controller):

    @http.route('/payment_details', type='json', weekbox_rpc=True, auth='public', website=True)
    def payment_details(self, order_id=None, delivery_type=None, meal_no=None, person=None):
        """The payment options Odoo offers for the visitor's box order (what
        /shop/payment would show), as plain data, with the payment URLs."""
        as_delivery_type(delivery_type)
        as_int(meal_no, _("Number of meals"), 0, 99, default=0)
        as_int(person, _("Number of people"), 0, 99, default=0)
        order = request.website._mealbox_get_order(order_id, required=True)
        return order._prepare_mealbox_payment_details_values()
