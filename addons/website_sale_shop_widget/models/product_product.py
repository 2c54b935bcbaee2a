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
