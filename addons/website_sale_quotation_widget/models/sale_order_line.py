from odoo import models
from odoo.tools import float_round


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
            'whole_units': self._weekbox_counts_whole_units(),
        }

    def _weekbox_counts_whole_units(self):
        """A product counted in pieces (a unit of Odoo's "Unit" category:
        Units, Dozens) takes whole quantities of its unit, as the shop's cart
        does; others (kg, hours...) keep their unit's precision."""
        self.ensure_one()
        # By id (cached), not env.ref(): that checks the record exists, a query per line.
        units = self.env['ir.model.data']._xmlid_to_res_id('uom.product_uom_categ_unit', raise_if_not_found=False)
        return self.product_uom.category_id.id == units

    def _weekbox_round_quote_quantity(self, quantity):
        """`quantity` as this line can hold it: whole units cut down (2.7 is
        2, as the shop's cart reads a typed quantity), else rounded to the
        unit's precision."""
        self.ensure_one()
        if self._weekbox_counts_whole_units():
            return float_round(quantity, precision_rounding=1.0, rounding_method='DOWN')
        return float_round(quantity, precision_rounding=self.product_uom.rounding or 0.01)
