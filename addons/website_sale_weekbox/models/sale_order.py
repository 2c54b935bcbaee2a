"""A website order as every sale-side addon changes it.

This file holds the order lock; promo codes have their own file
(sale_order_promo.py)."""
from odoo import models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _weekbox_lock(self):
        """Serialises changes of this order across requests.

        Touching the order row first makes two concurrent requests on one order
        conflict: PostgreSQL refuses the second one's update (repeatable read)
        and Odoo replays that request from the start, so it sees the first
        one's lines and transactions (two promo codes applied at once, two
        "add" calls checking the same room left, two Pay presses each making
        a transaction...).
        """
        self.ensure_one()
        # A pending write_date flushed after the UPDATE would overwrite it: flush first.
        self.flush_recordset(['write_date'])
        self.env.cr.execute(
            "UPDATE sale_order SET write_date = (now() at time zone 'UTC') WHERE id = %s", [self.id])
        self.invalidate_recordset(['write_date', 'order_line'])
