from odoo import _, api, models
from odoo.exceptions import UserError
from odoo.tools import html2plaintext


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
            # Active taxes only, as the cart line charges (callers may read archived products).
            product_taxes = product.sudo().with_context(active_test=True).taxes_id._filter_taxes_by_company(
                self.env.company)
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

    def _prepare_mealbox_detail_values(self):
        """The meal detail modal (spec /mealbox/get_product): the dish's or
        extra's card and details, keyed by its product id.

        :raise UserError: for a product that is no published dish or extra
        """
        self.ensure_one()
        template = self.product_tmpl_id
        if not (template.is_mealbox_dish or template.is_mealbox_extra) or not template.is_published:
            raise UserError(_("This product is no longer available."))
        card = template._mealbox_card_rows()[0]
        images = [card['image_url']] + [
            f'/web/image/product.image/{image.id}/image_1024' for image in template.product_template_image_ids]
        return {str(self.id): {
            **card,
            'product_id': self.id,
            'description': html2plaintext(template.description_ecommerce or '').strip(),
            'ingredients': template.mealbox_ingredients or '',
            'video_url': template.mealbox_video_url or '',
            'images': images,
            'diet_names': template.mealbox_diet_ids.mapped('name'),
            'category_names': template.public_categ_ids.mapped('name'),
        }}
