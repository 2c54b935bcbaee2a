from odoo import _, models


class PaymentToken(models.Model):
    _inherit = 'payment.token'

    def get_linked_records_info(self):
        """ Override of `payment`: deleting a card says which subscriptions charge it. """
        records_info = super().get_linked_records_info()
        subscriptions = self.env['mealbox.subscription'].sudo().search([
            ('token_id', '=', self.id), ('state', '!=', 'cancelled'),
        ])
        for subscription in subscriptions:
            records_info.append({
                'description': _("Meal box subscription"),
                'id': subscription.id,
                'name': subscription.name,
                'url': subscription.access_url,
            })
        return records_info
