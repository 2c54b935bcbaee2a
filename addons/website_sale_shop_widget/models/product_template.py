import re
from urllib.parse import quote

from odoo import api, models
from odoo.tools import html_to_inner_content

from .website import js_number_text

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

    # ------------------------------------------------------------
    # PLACEHOLDERS: THE WIDGETS' FIRST RENDER, SERVER-RENDERED
    # ------------------------------------------------------------

    @api.model
    def _weekbox_initial_selection(self, lines, combination):
        """The value ids chosen on each line of `lines` (buy box props) for
        `combination`: widgets/shop/product/utils/initial-selection.ts."""
        chosen = set(combination)
        selection = {}
        for line in lines:
            picked = [value['id'] for value in line['values'] if value['id'] in chosen]
            if line['display_type'] == 'multi':
                selection[line['id']] = picked
            else:
                first = picked[0] if picked else (line['values'][0]['id'] if line['values'] else None)
                selection[line['id']] = [first] if first is not None else []
        return selection

    @api.model
    def _weekbox_unavailable_values(self, combination, exclusions):
        """The values that cannot go with `combination`, greyed on the page:
        widgets/shop/product/utils/unavailable-values.ts."""
        chosen = set(combination)
        unavailable = set()
        for value in combination:
            unavailable.update(exclusions['exclusions'].get(str(value), []))
        for value, excluded in exclusions['exclusions'].items():
            if chosen.intersection(excluded):
                unavailable.add(int(value))
        for variant in exclusions['archived_combinations']:
            if len(variant) != len(combination):
                continue
            missing = [value for value in variant if value not in chosen]
            if not missing and len(combination) > 1:
                unavailable.update(combination)
            elif len(missing) == 1 and len(variant) > 1:
                unavailable.add(missing[0])
        return unavailable

    def _prepare_weekbox_buy_box_view(self, props, currency):
        """What the buy box shows before its widget mounts: the widget's first
        render (widgets/shop/product/components/shop-product.tsx) from its
        props, in its markup (views/shop_widget_templates.xml,
        product_buy_box_placeholder), so that nothing moves when it mounts.
        Stock messages come with the widget's first answer, as on Odoo's page.

        :param dict props: _prepare_weekbox_product_props()
        :param currency: the prices' res.currency
        """
        self.ensure_one()
        website = self.env['website']
        money = currency._weekbox_format_amount
        lines = props['attributes']
        selection = self._weekbox_initial_selection(lines, props['combination'])
        combination = [value['id'] for line in lines for value in line['values']
                       if value['id'] in selection.get(line['id'], [])]
        unavailable = self._weekbox_unavailable_values(combination, props['exclusions'])
        shown = []
        for line in lines:
            values = line['values']
            if not (len(values) > 1 or line['display_type'] == 'multi' or values[0]['is_custom']):
                continue
            chosen = selection.get(line['id'], [])
            is_single_custom = len(values) == 1 and values[0]['is_custom'] and line['display_type'] != 'multi'
            shown.append({
                'line': line,
                'kind': 'single_custom' if is_single_custom else line['display_type'] if line['display_type'] in (
                    'select', 'color', 'multi') else 'choice',
                'values': [{
                    'value': value,
                    'selected': value['id'] in chosen,
                    'unavailable': value['id'] in unavailable,
                    'extra': value['price_extra'] and website._weekbox_t(
                        '+ {price}' if value['price_extra'] > 0 else '- {price}',
                        price=money(abs(value['price_extra']))),
                    'extra_sign': 'plus' if value['price_extra'] > 0 else 'minus',
                    'swatch_style': self._weekbox_swatch_style(value),
                } for value in values],
                'custom_value': next((value for value in values if line['display_type'] != 'multi'
                                      and chosen and value['id'] == chosen[0] and value['is_custom']), None),
            })
        for line_view in shown:
            line_view['chosen'] = next((value for value in line_view['values'] if value['selected']), None)
        discounted = self._weekbox_is_discounted(props['price'], props['listPrice'])
        quantity = max(1, props['minQuantity'])
        if props['maxQuantity'] is not None:
            quantity = min(quantity, props['maxQuantity'])
        return {
            'lines': shown,
            'price': money(props['price']),
            'list_price': money(props['listPrice']) if discounted else None,
            'quantity': js_number_text(quantity),
            'quantity_at_min': quantity <= props['minQuantity'],
            'quantity_at_max': props['maxQuantity'] is not None and quantity >= props['maxQuantity'],
        }

    @api.model
    def _weekbox_swatch_style(self, value):
        """A colour swatch's style: the value's image, else its colour, else its
        name as a CSS colour; a custom value none (variant-color-line.tsx)."""
        if value['image_url']:
            url = re.sub(r'["\\\n\r]', lambda match: quote(match.group(0)), value['image_url'])
            return f'background-image: url("{url}")'
        if value['is_custom']:
            return None
        return f"background-color: {value['html_color'] or value['name']}"

    def _prepare_weekbox_gallery_view(self, props):
        """What the gallery shows before its widget mounts: the widget's first
        render (widgets/shop/product/components/gallery-carousel.tsx), the
        first image not lazy and first to be fetched (it is the page's largest
        paint), with its size, so that nothing moves when it loads."""
        self.ensure_one()
        website = self.env['website']
        images = props['images']
        count = len(images)
        first = images[0] if images else None
        alt = (first and first['alt']) or props['name']
        return {
            'image': first,
            'alt': alt,
            'count': count,
            'label': website._weekbox_t('Images of {name}', name=props['name']),
            'position': website._weekbox_t('{n} of {total}', n=1, total=count),
            'enlarge': (website._weekbox_t('Enlarge: {image}', image=alt)
                        if props['zoom'] in ('click', 'both') else None),
            'thumbnails': [website._weekbox_t('Image {n} of {total}', n=n, total=count) for n in range(1, count + 1)],
            'no_image': website._weekbox_t('No image for {name}', name=props['name']),
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
