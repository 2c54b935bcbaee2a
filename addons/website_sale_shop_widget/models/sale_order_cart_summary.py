"""The cart in numbers: the route map's cartSummarySchema
(widgets/core/rpc/routes/shop-routes.ts), what the cart page, the mini cart
and /shop/cart/update_json's `weekbox_cart` show. Built from the order's
recordsets as a whole (prefetched), never one query per line."""
from collections import defaultdict

from odoo import api, models

# Accessories the cart suggests at most (Odoo's cart page lists them all; the
# summary travels with every cart change).
MAX_SUGGESTED = 8


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    @api.model
    def _prepare_weekbox_empty_cart_summary(self, currency):
        """The summary of a visitor without a cart, amounts in `currency`."""
        return {
            'cart_quantity': 0,
            'currency': currency._weekbox_currency_info(),
            'lines': [],
            'amount_untaxed': 0.0,
            'amount_tax': 0.0,
            'amount_total': 0.0,
            'amount_delivery': 0.0,
            'amount_discount': 0.0,
            'warning': '',
            'suggested': [],
            'promo_codes': [],
            'can_checkout': False,
        }

    def _weekbox_cart_summary(self, clear_warnings=False):
        """The summary of this cart.

        :param bool clear_warnings: the warnings are shown now (the cart
            page): they are cleared once read, as website_sale's cart page does
        """
        self.ensure_one()
        currency = self.currency_id
        tax_excluded = self._weekbox_shows_tax_excluded()
        # website_sale_loyalty shows each discount reward as one new() line
        # (merged per reward, over the taxes it was split on), after the others:
        # the summary shows it there too, from the order's own lines.
        lines = self.website_order_line.filtered(lambda line: isinstance(line.id, int))
        max_quantities = self._get_weekbox_max_quantities(lines)
        reward_lines = self.order_line.filtered('is_reward_line')
        summary = {
            'cart_quantity': self.cart_quantity,
            'currency': currency._weekbox_currency_info(),
            'lines': [
                line._prepare_weekbox_cart_line_values(tax_excluded, max_quantities.get(line.id))
                for line in lines
            ] + [
                discount._prepare_weekbox_discount_line_values(tax_excluded)
                for discount in self._get_weekbox_discount_lines()
            ],
            'amount_untaxed': currency._weekbox_round(self.amount_untaxed),
            'amount_tax': currency._weekbox_round(self.amount_tax),
            'amount_total': currency._weekbox_round(self.amount_total),
            'amount_delivery': currency._weekbox_round(self.amount_delivery),
            'amount_discount': currency._weekbox_round(
                sum(reward_lines.mapped('price_subtotal' if tax_excluded else 'price_total'))),
            'warning': self.shop_warning or '',
            'suggested': self._prepare_weekbox_suggested_values(),
            'promo_codes': self._weekbox_applied_promo_codes(),
            'can_checkout': bool(lines) and bool(self._is_cart_ready()),
        }
        if clear_warnings:
            self._weekbox_clear_shop_warnings(lines)
        return summary

    def _get_weekbox_discount_lines(self):
        """The order's discount reward lines, one recordset per line the cart
        shows (website_sale_loyalty's _compute_website_order_line merges them
        per reward, coupon and reward code), in the order's order."""
        self.ensure_one()
        groups = defaultdict(lambda: self.env['sale.order.line'])
        for line in self.order_line:
            if line.reward_id.reward_type == 'discount' and line.coupon_id:
                groups[(line.reward_id, line.coupon_id, line.reward_identifier_code)] |= line
        return list(groups.values())

    def _weekbox_shows_tax_excluded(self):
        """Whether the website shows prices without taxes (its B2B/B2C setting)."""
        self.ensure_one()
        website = self.website_id or self.env['website'].get_current_website()
        return website.show_line_subtotals_tax_selection == 'tax_excluded'

    def _get_weekbox_max_quantities(self, lines):
        """{line id: the most it may hold} for the lines of products whose
        stock limits the cart (storable, no order when out of stock): the free
        quantity of the order's warehouse less what the order's other lines of
        that product hold, as website_sale_stock's cart checks it
        (_verify_updated_quantity, _get_cart_and_free_qty)."""
        self.ensure_one()
        limited = lines.product_id.filtered(
            lambda product: product.type == 'product' and not product.allow_out_of_stock_order)
        if not limited:
            return {}
        free_qty = {
            product.id: product.free_qty
            for product in limited.with_context(warehouse=self.warehouse_id.id)
        }
        in_cart = defaultdict(float)
        for line in self.order_line:
            in_cart[line.product_id.id] += line.product_uom_qty
        return {
            line.id: max(free_qty[line.product_id.id] - (in_cart[line.product_id.id] - line.product_uom_qty), 0.0)
            for line in lines if line.product_id.id in free_qty
        }

    def _prepare_weekbox_suggested_values(self):
        """The cart's accessories (website_sale's _cart_accessories), in a
        stable order (Odoo shuffles them at each rendering: the widget would
        see them move at each cart change), with their website prices."""
        self.ensure_one()
        accessories = self._cart_accessories()
        if not accessories:
            return []
        products = self.env['product.product'].browse([product.id for product in accessories]).sorted(
            lambda product: (product.website_sequence, product.id))[:MAX_SUGGESTED]
        website = self.env['website']
        suggested = []
        for product in products:
            info = product._get_combination_info_variant()
            suggested.append({
                'product_id': product.id,
                'product_template_id': product.product_tmpl_id.id,
                'name': product.with_context(display_default_code=False).display_name,
                'image_url': website.image_url(product, 'image_128'),
                'url': product.website_url,
                'price': info['price'],
                # Struck through when higher: the comparison price, else the list price.
                'list_price': info.get('compare_list_price') or info['list_price'],
            })
        return suggested

    def _weekbox_clear_shop_warnings(self, lines):
        """Clears the order's and `lines`' warnings once shown (what
        website_sale's cart page does through _get_shop_warning)."""
        self.ensure_one()
        if self.shop_warning:
            self.shop_warning = ''
        warned = lines.filtered('shop_warning')
        if warned:
            warned.shop_warning = ''
