"""One rewards recomputation per cart change instead of two.

website_sale's _cart_update removes the delivery line before it changes the
line; sale_loyalty_delivery recomputes the order's rewards after that removal,
on the order as it was, and website_sale_loyalty recomputes them again once
the line has changed. The first is never what the order ends with: during a
cart change it is left out (about a fifth of /shop/cart/update_json's time).
Anywhere else (the carrier chosen, the checkout) removing the delivery line
still recomputes the rewards at once."""
from odoo import models

# Context values no request can send: a JSON-RPC call's `context` param reaches
# the environment, and a visitor must not switch a recomputation off with it.
CART_UPDATE = object()
RECOMPUTED_LATER = object()


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _cart_update(self, product_id, line_id=None, add_qty=0, set_qty=0, **kwargs):
        return super(SaleOrder, self.with_context(weekbox_rewards_after_cart_update=CART_UPDATE))._cart_update(
            product_id, line_id=line_id, add_qty=add_qty, set_qty=set_qty, **kwargs)

    def _remove_delivery_line(self):
        if self.env.context.get('weekbox_rewards_after_cart_update') is not CART_UPDATE:
            return super()._remove_delivery_line()
        return super(SaleOrder, self.with_context(weekbox_rewards_recomputed_later=RECOMPUTED_LATER)) \
            ._remove_delivery_line()

    def _update_programs_and_rewards(self):
        if self.env.context.get('weekbox_rewards_recomputed_later') is RECOMPUTED_LATER:
            return None
        return super()._update_programs_and_rewards()
