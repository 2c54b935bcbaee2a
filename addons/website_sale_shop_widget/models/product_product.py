from odoo import _, models
from odoo.exceptions import UserError


class ProductProduct(models.Model):
    _inherit = 'product.product'

    def _weekbox_get_website_products(self, product_ids, website):
        """The products `product_ids` if a visitor may buy them all on
        `website`: active, for sale, published there, of its company, and
        allowed in a cart by every module (_is_add_to_cart_allowed: meal-box
        dishes are not). The refusal says the same whether a product exists
        or not, so ids cannot be probed.

        :raise UserError: one of them is not sold there
        """
        wanted = list(dict.fromkeys(product_ids))
        products = self.sudo().browse(wanted).exists().filtered(
            lambda product: product._is_weekbox_sold_on(website))
        if len(products) != len(wanted):
            raise UserError(_("This product is not available."))
        return self.browse(wanted)

    def _is_weekbox_sold_on(self, website):
        self.ensure_one()
        return (
            self.active and self.sale_ok and self.website_published
            and (not self.company_id or self.company_id == website.company_id)
            and self._is_add_to_cart_allowed()
        )

    def _get_weekbox_unit_prices(self, quantity):
        """{product id (text): its unit price for `quantity` units}, the price
        the product page shows for that quantity (pricelist rules by quantity
        included): website_sale's combination info."""
        return {
            str(product.id): product._get_combination_info_variant(add_qty=quantity)['price']
            for product in self
        }

    # ------------------------------------------------------------
    # OPTIONAL PRODUCTS (website_sale_product_configurator's step)
    # ------------------------------------------------------------

    def _get_weekbox_optional_templates(self, website):
        """The optional products offered with this variant, as
        website_sale_product_configurator lists them (optional_product_items):
        those the website sells in a combination possible beside this one's
        (the website's published ones only; a dish never).

        :return: product.template recordset, sudo
        """
        self.ensure_one()
        parent_combination = self.sudo().product_template_attribute_value_ids
        return self.sudo().optional_product_ids.filtered(
            lambda template: template.website_published
            and (not template.company_id or template.company_id == website.company_id)
            and template._is_add_to_cart_possible(parent_combination))

    def _prepare_weekbox_optional_product_values(self, quantity):
        """The optional products offered with this variant
        (optionalProductSchema, widgets/core/rpc/routes/shop-routes.ts):
        each as its first combination possible beside this one's, priced
        for `quantity`, in website_sale_product_configurator's order; not one
        the website would sell at a price of 0 it refuses."""
        self.ensure_one()
        website = self.env['website'].get_current_website()
        parent_combination = self.sudo().product_template_attribute_value_ids
        options = []
        for template in self._get_weekbox_optional_templates(website):
            combination = template._get_first_possible_combination(parent_combination)
            info = template._get_combination_info(combination, add_qty=quantity)
            product = self.sudo().browse(info['product_id'] or [])
            if info.get('prevent_zero_price_sale') or not product or not product._is_weekbox_sold_on(website):
                continue
            options.append({
                'product_id': product.id,
                'product_template_id': template.id,
                'name': info['display_name'],
                'description': template._get_weekbox_sale_description(),
                'image_url': website.image_url(product, 'image_128'),
                'price': info['price'],
                # Struck through when higher: the comparison price, else the list price.
                'list_price': info.get('compare_list_price') or info['list_price'],
                'has_optional_products': bool(product._get_weekbox_optional_templates(website)),
            })
        return options

    def _is_weekbox_option_of(self, parent, website):
        """Whether this variant may be added as an optional product of the
        variant `parent` on `website` (a cart line linked to parent's)."""
        self.ensure_one()
        return (
            self.sudo().exists()
            and self.sudo().product_tmpl_id in parent._get_weekbox_optional_templates(website)
            and self.sudo()._is_weekbox_sold_on(website)
            and self.sudo()._is_variant_possible(parent_combination=parent.sudo().product_template_attribute_value_ids)
        )
