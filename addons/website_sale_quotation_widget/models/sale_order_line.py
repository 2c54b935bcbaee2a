from odoo import models


class SaleOrderLine(models.Model):
    _inherit = 'sale.order.line'

    def _prepare_weekbox_quote_line_values(self, currency):
        """One row of the quotation's lines as the quotation-lines widget shows
        it (quoteLineSchema, widgets/core/rpc/routes/quotation-routes.ts)."""
        self.ensure_one()
        return {
            'id': self.id,
            'kind': self.display_type or 'product',
            'name': self.name or '',
            'quantity': self.product_uom_qty,
            'uom': self.product_uom.name or '',
            'price_unit': currency._weekbox_round(self.price_unit),
            'discount': self.discount,
            'taxes': ', '.join(tax.description or tax.name for tax in self.tax_id),
            'price_subtotal': currency._weekbox_round(self.price_subtotal),
            'price_total': currency._weekbox_round(self.price_total),
            'is_downpayment': bool(self.is_downpayment),
            'editable': not self.display_type and bool(self._can_be_edited_on_portal()),
        }
