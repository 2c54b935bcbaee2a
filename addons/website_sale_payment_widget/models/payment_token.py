from odoo import models

# At most this many orders are listed as linked to a card.
LINKED_ORDERS_LIMIT = 20


class PaymentToken(models.Model):
    _inherit = 'payment.token'

    def get_linked_records_info(self):
        """ Override of `payment` to list the sales orders paid, or being paid,
        with this card: its payments (and their refunds) go through it.

        Note: self.ensure_one()
        """
        records_info = super().get_linked_records_info()
        transactions_sudo = self.env['payment.transaction'].sudo().search([
            ('token_id', '=', self.id),
            ('state', 'in', ('pending', 'authorized', 'done')),
        ], order='id desc')
        orders_sudo = transactions_sudo.sale_order_ids.filtered(lambda order: order.state != 'cancel')
        for order_sudo in orders_sudo[:LINKED_ORDERS_LIMIT]:
            records_info.append({
                'description': order_sudo.type_name,
                'id': order_sudo.id,
                'name': order_sudo.name,
                'url': order_sudo.get_portal_url(),
            })
        return records_info
