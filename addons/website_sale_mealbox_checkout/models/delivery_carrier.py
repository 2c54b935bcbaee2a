from odoo import models


class DeliveryCarrier(models.Model):
    _inherit = 'delivery.carrier'

    def _is_weekbox_pickup(self):
        """A store's pick-up is a pick-up on Odoo's payment page too: the
        shipping address is not shown, the store is (see _get_weekbox_pickup_address)."""
        return super()._is_weekbox_pickup() or bool(self._mealbox_pickup_store())

    def _get_weekbox_pickup_address(self, order):
        store = self._mealbox_pickup_store()
        if not store:
            return super()._get_weekbox_pickup_address(order)
        return ', '.join(part for part in (store.name, store._mealbox_address_text()) if part)
