from odoo import api, models
from odoo.exceptions import ValidationError


class PaymentTransaction(models.Model):
    _inherit = 'payment.transaction'

    @api.model_create_multi
    def create(self, vals_list):
        """No payment of an unconfirmed meal box order that could not be paid
        through the shop: website_sale checks the cart on /shop/payment, but
        sale's portal route (/my/orders/<id>/transaction) and any other caller
        create transactions without that check."""
        transactions = super().create(vals_list)
        for order in transactions.sale_order_ids.filtered(lambda o: o.state in ('draft', 'sent')):
            problem = order._mealbox_pay_problem()
            if problem:
                raise ValidationError(problem)
        return transactions
