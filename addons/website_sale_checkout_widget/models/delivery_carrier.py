from odoo import _, fields, models
from odoo.tools import format_amount, html2plaintext, is_html_empty


class DeliveryCarrier(models.Model):
    _inherit = 'delivery.carrier'

    weekbox_max_order_amount = fields.Float(
        string="Maximum order amount",
        help="This method takes orders up to this amount (taxes included, delivery excluded, in the company's "
             "currency); above it, the checkout still lists it, with the reason it cannot deliver. 0: no limit.")

    def rate_shipment(self, order):
        """Refuses an order above the method's maximum amount, with the reason:
        website_sale lists every method available for the address, and shows
        this one's error in its badge. The limit is said in the order's
        currency, the one the customer sees their amounts in."""
        self.ensure_one()
        if self.weekbox_max_order_amount > 0:
            amount = self._compute_currency(
                order, order._compute_amount_total_without_delivery(), 'pricelist_to_company')
            company_currency = (self.company_id or order.company_id or self.env.company).currency_id
            if company_currency.compare_amounts(amount, self.weekbox_max_order_amount) > 0:
                limit = self._compute_currency(order, self.weekbox_max_order_amount, 'company_to_pricelist')
                return {
                    'success': False,
                    'price': 0.0,
                    'error_message': _(
                        "%(carrier)s takes orders up to %(amount)s.", carrier=self.name,
                        amount=format_amount(self.env, limit, order.currency_id)),
                    'warning_message': False,
                }
        return super().rate_shipment(order)

    def _is_weekbox_pickup(self):
        """A pick-up in store (website_sale_picking's on-site method) rather than a shipping."""
        self.ensure_one()
        return self.delivery_type == 'onsite'

    def _prepare_weekbox_checkout_carrier_values(self, order):
        """The method as the checkout's delivery widget lists it (plain texts)."""
        self.ensure_one()
        is_pickup = self._is_weekbox_pickup()
        description = self.website_description
        return {
            'id': self.id,
            'name': self.name,
            'isPickup': is_pickup,
            'description': '' if is_html_empty(description) else html2plaintext(description),
            'pickupAddress': self._get_weekbox_pickup_address(order) if is_pickup else '',
        }

    def _get_weekbox_pickup_address(self, order):
        """Where a pick-up method's orders are collected: its warehouse's
        address, else the order's company's, on one line."""
        self.ensure_one()
        partner = self.sudo().warehouse_id.partner_id or order.company_id.partner_id
        lines = [partner.name or '', *partner._display_address(without_company=True).splitlines()]
        return ', '.join(dict.fromkeys(line.strip() for line in lines if line.strip()))
