from odoo import models


class SaleOrderLine(models.Model):
    _inherit = 'sale.order.line'

    # ------------------------------------------------------------
    # WHAT THE CART LETS THE CUSTOMER DO WITH A LINE
    # ------------------------------------------------------------

    def _is_weekbox_composed_line(self):
        """A line another flow of the site composes: the cart shows it, only
        that flow changes it (website_sale_mealbox's box, dish and extra lines).
        Override point: none here."""
        self.ensure_one()
        return False

    def _is_weekbox_editable(self):
        """The customer may change the quantity: not a reward nor a delivery
        (Odoo's non-sellable lines, whose quantity the cart shows as text)."""
        self.ensure_one()
        return not self._is_not_sellable_line() and not self._is_weekbox_composed_line()

    def _is_weekbox_removable(self):
        """The customer may remove the line (Odoo's cart offers it on every
        line, rewards included: a removed reward is not applied again)."""
        self.ensure_one()
        return not self._is_weekbox_composed_line()

    def _get_weekbox_product_url(self):
        """The product page of the line, None for a product without one: a
        reward, an unpublished product (override point: website_sale_mealbox's
        dishes, sold in a box only)."""
        self.ensure_one()
        product = self.product_id
        if self.is_reward_line or not product.website_published:
            return None
        return product.website_url

    # ------------------------------------------------------------
    # CART SUMMARY (sale_order_cart_summary.py)
    # ------------------------------------------------------------

    def _get_weekbox_cart_texts(self):
        """(name, description) of the line as the cart shows it: the product's
        name without internal reference, and the other lines of the line's
        description (custom and no-variant values...). A reward shows its own
        description (e.g. "Free Product - ...")."""
        self.ensure_one()
        text = self.name or ''
        if self.is_reward_line:
            name, _sep, rest = text.partition('\n')
        else:
            name = self.name_short
            own_name = self.product_id.display_name
            rest = text[len(own_name):] if text.startswith(own_name) else '\n'.join(text.splitlines()[1:])
        return name, '\n'.join(part.strip() for part in rest.splitlines() if part.strip())

    def _prepare_weekbox_cart_line_values(self, tax_excluded, max_quantity=None):
        """The line as the route map's cartLineSchema (shop-routes.ts): prices
        as the website shows them, with or without taxes (website_sale's
        cart_lines template and _get_displayed_unit_price).

        :param bool tax_excluded: the website shows prices without taxes
        :param max_quantity: the most the line may hold (stock), None when unbounded
        """
        self.ensure_one()
        currency = self.currency_id
        product = self.product_id
        name, description = self._get_weekbox_cart_texts()
        price_unit = self.price_reduce_taxexcl if tax_excluded else self.price_reduce_taxinc
        # Before the line's discount: what website_sale shows struck through.
        list_price_unit = self._get_displayed_unit_price() if self.discount else price_unit
        return {
            'id': self.id,
            'product_id': product.id,
            'product_template_id': product.product_tmpl_id.id,
            'name': name,
            'description': description,
            'image_url': self.env['website'].image_url(product, 'image_128'),
            'url': self._get_weekbox_product_url(),
            'quantity': self.product_uom_qty,
            'price_unit': currency._weekbox_round(price_unit),
            'list_price_unit': currency._weekbox_round(list_price_unit),
            'price_total': currency._weekbox_round(self.price_subtotal if tax_excluded else self.price_total),
            'editable': self._is_weekbox_editable(),
            'removable': self._is_weekbox_removable(),
            'linked_line_id': self.linked_line_id.id or None,
            'max_quantity': max_quantity,
            'warning': self.shop_warning or '',
        }

    def _prepare_weekbox_discount_line_values(self, tax_excluded):
        """One discount reward as the cart shows it (website_sale_loyalty's
        merged line): these lines (the reward split per tax) summed up, as one
        unit, under the first line's id, the one website_sale_loyalty's
        _cart_update removes when the customer removes the reward."""
        first = self[:1]
        values = first._prepare_weekbox_cart_line_values(tax_excluded)
        currency = first.currency_id
        total = currency._weekbox_round(sum(self.mapped('price_subtotal' if tax_excluded else 'price_total')))
        values.update({
            # Its product's name, as website_sale_loyalty's merged line (the
            # lines' own names list the taxes the reward was split on).
            'name': first.name_short or values['name'],
            'description': '',
            'quantity': 1.0,
            'price_unit': total,
            'list_price_unit': total,
            'price_total': total,
        })
        return values
