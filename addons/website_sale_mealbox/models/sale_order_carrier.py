"""Odoo's /shop delivery methods and the meal box (issue #15).

A meal box order's carrier is the one its delivery step chose (the zone's home
delivery or the store's pick-up, priced for the chosen date): website_sale's
payment page, /shop/update_carrier and express checkout offer nothing else,
and the server refuses another one. An ordinary order is never offered nor
given one of the meal box's carriers (delivery.carrier.is_mealbox_carrier).

Both rules sit on website_sale's two hooks: `_get_delivery_methods` (what the
payment page lists, /shop/carrier_rate_shipment and express checkout accept)
and `_check_carrier_quotation` (what every route changing the carrier calls).
"""
from odoo import _, models
from odoo.exceptions import UserError


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _get_delivery_methods(self):
        mealbox_ids = self.env['delivery.carrier']._mealbox_carrier_ids()
        if self.is_mealbox:
            # Only the delivery step's choice: it is checked there against
            # the shipping address's zone or the store, not against Odoo's
            # publication and address rules (a store's pick-up is unpublished).
            return self.carrier_id.sudo().filtered(lambda carrier: carrier.id in mealbox_ids)
        return super()._get_delivery_methods().filtered(lambda carrier: carrier.id not in mealbox_ids)

    def _check_carrier_quotation(self, force_carrier_id=None, keep_carrier=False):
        self.ensure_one()
        if force_carrier_id and force_carrier_id != self.carrier_id.id:
            if self.is_mealbox:
                raise UserError(_(
                    "The delivery of a meal box is chosen on the meal box's delivery step: "
                    "please change it there."))
            if force_carrier_id in self.env['delivery.carrier']._mealbox_carrier_ids():
                raise UserError(_("This delivery method is only available for meal box orders."))
        if self.is_mealbox:
            # Re-price the delivery step's carrier (or keep none): never the
            # customer's preferred carrier, never the first one Odoo finds.
            return super()._check_carrier_quotation(force_carrier_id=self.carrier_id.id or None, keep_carrier=True)
        return super()._check_carrier_quotation(force_carrier_id=force_carrier_id, keep_carrier=keep_carrier)
