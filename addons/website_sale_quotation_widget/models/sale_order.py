import math

from odoo import _, models
from odoo.exceptions import UserError, ValidationError

# A typed quantity above this is a typo, not an order (it would also overflow
# the amounts' columns).
MAX_QUANTITY = 1_000_000


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _prepare_weekbox_quote_state(self):
        """The quotation in numbers: its lines, the options it can still add and
        its totals (quoteStateSchema, widgets/core/rpc/routes/quotation-routes.ts).
        Read from the order's recordsets as a whole (prefetched): the queries do
        not grow with the lines."""
        self.ensure_one()
        currency = self.currency_id
        editable = self._can_be_edited_on_portal()
        options = self.sale_order_option_ids.filtered(lambda option: not option.is_present) if editable else []
        return {
            'order_id': self.id,
            'editable': editable,
            'currency': currency._weekbox_currency_info(),
            'lines': [
                line._prepare_weekbox_quote_line_values(currency)
                for line in self._get_order_lines_to_report()
            ],
            'options': [{
                'id': option.id,
                'name': option.name or '',
                'price_unit': currency._weekbox_round(option.price_unit),
                'discount': option.discount,
            } for option in options],
            'amount_untaxed': currency._weekbox_round(self.amount_untaxed),
            'amount_tax': currency._weekbox_round(self.amount_tax),
            'amount_total': currency._weekbox_round(self.amount_total),
        }

    def _weekbox_check_quote_editable(self):
        if not self._can_be_edited_on_portal():
            raise UserError(_("This quotation can no longer be changed online."))

    def _weekbox_quote_update_line(self, line_id, remove=False, unlink=False, input_quantity=False):
        """Changes an optional line of this quotation as Odoo 17's
        /my/orders/<id>/update_line_dict does (sale_management), with the same
        checks, but refusing with a reason instead of answering nothing.

        `input_quantity` false (what the page sends for a negative input) means
        no typed quantity: one unit more, or one less with `remove`, as in Odoo.
        The quantity is rounded to what the line can hold (whole pieces for a
        product counted in units, as the shop's cart does); one of zero or
        less removes the line.

        :return: the line's values after the change (quantity 0 once removed)
        """
        self.ensure_one()
        self._weekbox_check_quote_editable()
        line = self.env['sale.order.line'].browse(line_id).exists()
        if not line or line.order_id != self or not line._can_be_edited_on_portal():
            # Same answer for a line of another order: ids cannot be probed.
            raise UserError(_("This line of the quotation cannot be changed online."))
        if input_quantity is not False:
            quantity = self._weekbox_parse_quote_quantity(input_quantity)
        else:
            quantity = line.product_uom_qty + (-1 if remove else 1)
        # What the line can hold: whole pieces, or its unit's precision (0.001 kg is none).
        quantity = line._weekbox_round_quote_quantity(quantity)
        if unlink or quantity <= 0:
            line.unlink()
            return {'product_uom_qty': 0.0, 'price_total': 0.0, 'price_subtotal': 0.0, 'removed': True}
        if quantity > MAX_QUANTITY:
            raise ValidationError(_("The quantity cannot be more than %s.", MAX_QUANTITY))
        line.product_uom_qty = quantity
        return {
            'product_uom_qty': line.product_uom_qty,
            'price_total': self.currency_id._weekbox_round(line.price_total),
            'price_subtotal': self.currency_id._weekbox_round(line.price_subtotal),
            'removed': False,
        }

    def _weekbox_parse_quote_quantity(self, value):
        """A typed quantity: a number of zero or more (JSON's true is no number).
        A negative one is refused: the page sends false for it, so a negative
        number comes from no page, and Odoo would remove the line for it."""
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise ValidationError(_("The quantity must be a number."))
        if value < 0:
            raise ValidationError(_("The quantity cannot be negative."))
        return value

    def _weekbox_quote_add_option(self, option_id):
        """Adds one of the quotation's options to its lines, as Odoo 17's
        /my/orders/<id>/add_option/<option_id> does."""
        self.ensure_one()
        self._weekbox_check_quote_editable()
        option = self.env['sale.order.option'].browse(option_id).exists()
        if not option or option.order_id != self or option.is_present:
            raise UserError(_("This option cannot be added to the quotation."))
        option.add_option_to_order()

    def _prepare_weekbox_quote_props(self):
        """`data-props` of the quotation-lines widget (quotationLinesProps).
        The token is the one Odoo's page hands its own script (data-token)."""
        self.ensure_one()
        return {'orderId': self.id, 'token': self.access_token or '', 'quote': self._prepare_weekbox_quote_state()}

    def _prepare_weekbox_quote_total_props(self):
        """`data-props` of a quotation-total widget: the order's total, which
        follows the lines' changes."""
        self.ensure_one()
        return {
            'orderId': self.id,
            'amountTotal': self.currency_id._weekbox_round(self.amount_total),
            'currency': self.currency_id._weekbox_currency_info(),
        }

    def _prepare_weekbox_signature_props(self):
        """`data-props` of the signature-form widget: where it posts (Odoo's
        accept route, by order id) and the name it proposes."""
        self.ensure_one()
        return {
            'orderId': self.id,
            'accessToken': self.access_token or '',
            'defaultName': self.partner_id.name or '',
            'sendLabel': _("Accept & Sign") if not self._has_to_be_paid() else _("Sign & Pay"),
        }
