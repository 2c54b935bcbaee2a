from odoo import api, models


class ProductProduct(models.Model):
    _inherit = 'product.product'

    @api.model
    def _mealbox_display_prices(self, products, website):
        """Price per product id as `website` shows product prices: its pricelist,
        the visitor's fiscal position and the website's tax display (the same
        rules as website_sale's product pages), one pricelist computation for all."""
        pricelist = website.pricelist_id
        currency = pricelist.currency_id or website.company_id.currency_id
        fiscal_position = website.sudo()._get_current_fiscal_position()
        prices = pricelist._get_products_price(products, 1.0) if pricelist else {
            product.id: product.lst_price for product in products}
        template_model = self.env['product.template']
        result = {}
        for product in products:
            product_taxes = product.sudo().taxes_id._filter_taxes_by_company(self.env.company)
            taxes = fiscal_position.map_tax(product_taxes)
            result[product.id] = template_model._apply_taxes_to_price(
                prices[product.id], currency, product_taxes, taxes, product)
        return result

    def _mealbox_is_box_product(self):
        """Whether this product is sold as a meal box size (any box row, archived ones too)."""
        self.ensure_one()
        return bool(self.env['mealbox.box'].sudo().with_context(active_test=False).search_count(
            [('product_id', '=', self.id)], limit=1))

    def _is_add_to_cart_allowed(self):
        """Dishes and box products enter a cart through the meal box only (a
        dish costs 0: the box pays for it), so Odoo's product pages, quick add
        and reorder do not offer them. The meal box's cart hooks pass
        `mealbox_cart_role` once they have checked the box's rules."""
        allowed = super()._is_add_to_cart_allowed()
        if allowed and not self.env.context.get('mealbox_cart_role'):
            allowed = not self.product_tmpl_id.is_mealbox_dish and not self._mealbox_is_box_product()
        return allowed
