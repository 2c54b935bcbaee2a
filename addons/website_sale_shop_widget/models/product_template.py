from odoo import api, models
from odoo.tools import html_to_inner_content

# The sizes a product image is shown in (shopImageSchema, shop-routes.ts).
IMAGE_FIELDS = {'url': 'image_1024', 'zoom_url': 'image_1920', 'thumb_url': 'image_128'}
# A price is struck through beside a lower one when it exceeds it by more than
# this (spec §9.2); the widgets' twin: widgets/shop/shared/is-discounted.ts.
DISCOUNT_THRESHOLD = 0.01


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    # ------------------------------------------------------------
    # STRUCK-THROUGH PRICES: ONE RULE ON EVERY PAGE OF THE SHOP
    # ------------------------------------------------------------

    @api.model
    def _weekbox_is_discounted(self, price, reference_price):
        """Whether `reference_price` is shown struck through beside `price`:
        it exceeds it by more than 0.01 (spec §9.2), float noise aside."""
        return round(reference_price - price, 6) > DISCOUNT_THRESHOLD

    def _get_sales_prices(self, pricelist, fiscal_position):
        """website_sale's catalogue prices: on the Weekbox shop pages a
        struck-through price (base_price) only for a discount the product
        page shows too (more than 0.01)."""
        prices = super()._get_sales_prices(pricelist, fiscal_position)
        if self.env['website'].get_current_website().weekbox_shop_widgets:
            for values in prices.values():
                if 'base_price' in values and not self._weekbox_is_discounted(
                        values['price_reduce'], values['base_price']):
                    del values['base_price']
        return prices

    def _get_additionnal_combination_info(self, product_or_template, quantity, date, website):
        """website_sale's combination info (product page, suggested
        products): on the Weekbox shop pages its discount flags follow the
        same rule, so the page's own price (the widget's placeholder, the
        editor) strikes what the widget strikes."""
        info = super()._get_additionnal_combination_info(product_or_template, quantity, date, website)
        if website.weekbox_shop_widgets:
            price = info['price']
            if info['has_discounted_price'] and not self._weekbox_is_discounted(price, info['list_price']):
                info['has_discounted_price'] = False
            if info.get('compare_list_price') and not self._weekbox_is_discounted(price, info['compare_list_price']):
                info['compare_list_price'] = None
        return info

    # ------------------------------------------------------------
    # IMAGES, OUT-OF-STOCK MESSAGE (/website_sale/get_combination_info)
    # ------------------------------------------------------------

    def _get_weekbox_images(self, product=None):
        """The images website_sale's product page shows for `product` (a
        variant of this template) or, without one, for the template: the main
        image, then the extra images (product.image). Videos are left out.

        :return: list of shopImageSchema dicts, URLs with a cache buster
        """
        self.ensure_one()
        website = self.env['website']
        holder = product if product and product.product_tmpl_id == self else self
        images = []
        for record in holder._get_images():
            if record._name == 'product.image' and record.embed_code:
                continue
            images.append({
                **{key: website.image_url(record, field) for key, field in IMAGE_FIELDS.items()},
                'alt': record.name or self.name or '',
            })
        return images

    def _get_weekbox_sale_description(self):
        """The sales description (description_sale) as plain text, '' when none."""
        self.ensure_one()
        return (self.description_sale or '').strip()

    def _get_weekbox_out_of_stock_message(self):
        """The out-of-stock message (website_sale_stock, HTML) as plain text, '' when none."""
        self.ensure_one()
        return html_to_inner_content(self.out_of_stock_message or '')

    def _prepare_weekbox_combination_values(self, product_id):
        """What the widgets add to website_sale's combination info of this
        template: the images of the combination's variant (`product_id`, of
        the template's own when False) and the out-of-stock message."""
        self.ensure_one()
        product = self.env['product.product'].browse(product_id or [])
        return {
            'weekbox_images': self._get_weekbox_images(product),
            'weekbox_out_of_stock_message': self._get_weekbox_out_of_stock_message(),
        }

    # ------------------------------------------------------------
    # WIDGET PROPS (views/shop_widget_templates.xml)
    # ------------------------------------------------------------

    def _prepare_weekbox_product_props(self, combination, combination_info):
        """`data-props` of the product page's buy box
        (widgets/shop/product/shop-product-props.ts). Rendered inside the
        product page's cache (pricelist, product, fiscal position): nothing
        here depends on the visitor.

        :param combination: the combination shown first
            (product.template.attribute.value), as website_sale's product page
            chooses it (_get_first_possible_combination)
        :param dict combination_info: the page's _get_combination_info() of it
        """
        self.ensure_one()
        website = self.env['website'].get_current_website()
        product = self.env['product.product'].browse(combination_info['product_id'] or [])
        currency = combination_info.get('currency') or website.currency_id
        return {
            'productTemplateId': self.id,
            'productId': product.id or 0,
            'name': self.name or '',
            'attributes': self._prepare_weekbox_attribute_values(combination_info),
            'exclusions': self._prepare_weekbox_exclusion_values(),
            'combination': combination.ids,
            'price': combination_info['price'],
            # The price struck through when higher: the comparison price
            # (website_sale's "Comparison Price" setting), else the list price.
            'listPrice': combination_info.get('compare_list_price') or combination_info['list_price'],
            'hasDiscountedPrice': bool(combination_info['has_discounted_price']),
            'preventZeroPriceSale': bool(combination_info['prevent_zero_price_sale']),
            'contactUsUrl': website.contact_us_button_url or '/contactus',
            'currency': currency._weekbox_currency_info(),
            'showQuantity': bool(website.is_view_active('website_sale.product_quantity')),
            'minQuantity': 1,
            'maxQuantity': None,
            'addToCartAction': 'go_to_cart' if website.add_to_cart_action == 'go_to_cart' else 'stay',
            'hasOptionalProducts': self._has_weekbox_optional_products(),
            'images': self._get_weekbox_images(product),
            # website_sale's product page sends its analytics events when the
            # website has a Google Analytics key (product_tracking_info).
            'tracking': bool(website.google_analytics_key),
        }

    def _prepare_weekbox_gallery_props(self):
        """`data-props` of the product page's image gallery
        (shopProductGalleryProps): the images of the variant shown first."""
        self.ensure_one()
        website = self.env['website'].get_current_website()
        product = self.env['product.product'].browse(self._get_first_possible_variant_id())
        return {
            'productTemplateId': self.id,
            'name': self.name or '',
            'images': self._get_weekbox_images(product),
            'zoom': website._get_weekbox_image_zoom(),
        }

    def _prepare_weekbox_attribute_values(self, combination_info):
        """The attribute lines the customer chooses from, as website_sale's
        variants template shows them: a line whose one value is not custom is
        hidden (unless it is a 'multi' one); its value stays in the combination."""
        self.ensure_one()
        lines = []
        for ptal in self.valid_product_template_attribute_line_ids:
            attribute = ptal.attribute_id
            values = ptal.product_template_value_ids._only_active().with_context(bin_size=True)
            if not values or (len(values) == 1 and not values.is_custom and attribute.display_type != 'multi'):
                continue
            lines.append({
                'id': ptal.id,
                'attribute_id': attribute.id,
                'name': attribute.name,
                'display_type': attribute.display_type,
                'create_variant': attribute.create_variant,
                'values': [{
                    'id': ptav.id,
                    'name': ptav.name,
                    'html_color': ptav.html_color or '',
                    'image_url': f'/web/image/product.template.attribute.value/{ptav.id}/image' if ptav.image else '',
                    'price_extra': ptav._get_extra_price(combination_info),
                    'is_custom': ptav.is_custom,
                } for ptav in values],
            })
        return lines

    def _prepare_weekbox_exclusion_values(self):
        """Which values cannot combine (product's _get_attribute_exclusions, its
        own exclusions and archived combinations), as JSON: keys as text."""
        self.ensure_one()
        exclusions = self._get_attribute_exclusions()
        return {
            'exclusions': {str(value_id): list(excluded) for value_id, excluded in exclusions['exclusions'].items()},
            'archived_combinations': [list(values) for values in exclusions['archived_combinations']],
        }

    def _has_weekbox_optional_products(self):
        """Whether adding the product goes through the optional products'
        step: it has optional products the website sells (the step asks
        which, for the variant chosen: /shop/weekbox/optional_products)."""
        self.ensure_one()
        return any(
            optional.website_published and optional._is_add_to_cart_possible()
            for optional in self.optional_product_ids
        )
