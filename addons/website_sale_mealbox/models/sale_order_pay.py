"""Pay on the delivery step in one round trip (/add/details).

The spec's Pay chain is three calls: /mealbox/zip/validate, /mealbox/meal/validate
and /add/details. /add/details runs every check of the other two anyway (the
server is the authority), so the page calls it alone: the remark the visitor
typed is saved, and the outcomes the page acts on — a box that is no longer
complete (back to compose), a shipping address outside every zone, a total
that is not the one the page shows — are answered, not raised.
"""
from odoo import models

# Pay's answered refusals: what the page does with each is its own.
PAY_REFUSALS = ('box', 'not_deliverable', 'amount_changed')


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _mealbox_pay_refusal(self, delivery_type, meals=0):
        """'box' when the box is no longer complete (or not the `meals` the
        page was built for), 'not_deliverable' when home delivery's shipping
        address is outside every zone, else ''. Nothing is changed."""
        self.ensure_one()
        self._mealbox_check_logged_in()
        if not self._mealbox_is_box_ready_for(meals):
            return 'box'
        mode = self._mealbox_parse_delivery_type(delivery_type)[0]
        if mode == 'delivery' and self.partner_shipping_id.sudo().zip and not self._mealbox_shipping_zone():
            return 'not_deliverable'
        return ''

    def _mealbox_total_differs(self, amount):
        """Whether the order's total is not `amount` (the one the page shows)."""
        self.ensure_one()
        return abs(amount - self.currency_id._weekbox_round(self.amount_total)) >= 0.005

    def _mealbox_prepare_pay(self, delivery_type, delivery_date, store_id=None, is_individual=False,
                             remark=None, meals=0, shown_total=None):
        """The order prepared for payment (`_mealbox_set_delivery`), or the
        refusal the page acts on (PAY_REFUSALS), or a UserError for any other
        pay check. `remark` (None: not sent) is saved first: it stays with an
        answered refusal, and goes with the rest of the request when a check
        raises (the page then saves it on its own).

        :return: the refusal, or '' when the order is ready to be paid
        """
        self.ensure_one()
        if remark is not None and (self.mealbox_remark or '') != remark:
            self.mealbox_remark = remark or False
        refusal = self._mealbox_pay_refusal(delivery_type, meals)
        if refusal:
            return refusal
        self._mealbox_set_delivery(delivery_type, delivery_date, store_id=store_id, is_individual=is_individual)
        if shown_total is not None and self._mealbox_total_differs(shown_total):
            return 'amount_changed'
        return ''
