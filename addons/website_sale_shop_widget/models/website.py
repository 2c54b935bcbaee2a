from odoo import fields, models, tools

# website_sale's product page image zoom options (the editor activates one).
ZOOM_BOTH_VIEW = 'website_sale.product_picture_magnify_both'
ZOOM_HOVER_VIEW = 'website_sale.product_picture_magnify_hover'
ZOOM_CLICK_VIEW = 'website_sale.product_picture_magnify_click'
# website_sale's product page reviews option: the stars linking to them, the
# folded reviews and their discussion thread (Odoo's chatter, unless an addon
# takes it over: `_weekbox_product_reviews_are_ours`).
REVIEWS_VIEW = 'website_sale.product_comment'
# website_sale's product page alternative products option (on by default):
# Odoo's dynamic snippet, in a block rendered only for a product that has
# alternative products (`t-if` on the product).
ALTERNATIVES_VIEW = 'website_sale.alternative_products'
ALTERNATIVES_BLOCK = ("//div[@id='oe_structure_website_sale_recommended_products']"
                      "/section[contains(concat(' ', normalize-space(@class), ' '), ' o_wsale_alternative_products ')]")
# website_sale's catalogue options (website editor) whose part is Odoo's
# widget; the catalogue's filters, filmstrip and offcanvas are run on a lean
# page by website_weekbox_site's lean_chrome.js.
CATALOGUE_ODOO_OPTIONS = (
    ('website_sale.filter_products_price', "the catalogue's price range filter is Odoo's"),
    ('website_sale.products_add_to_cart', "the catalogue's add to cart buttons are Odoo's"),
)
# Modules whose buttons on the catalogue's products are Odoo's widgets.
CATALOGUE_ODOO_MODULES = (
    ('website_sale_wishlist', "the catalogue's wishlist buttons are Odoo's"),
    ('website_sale_comparison', "the catalogue's compare buttons are Odoo's"),
)
CART_LINK_CLASSES = {
    'linkClass': 'link_class',
    'iconWrapClass': 'icon_wrap_class',
    'badgeClass': 'badge_class',
    'textClass': 'text_class',
}


def js_number_text(number):
    """A number as the widgets write it (JavaScript's String(number)): 2, not 2.0."""
    number = float(number)
    return str(int(number)) if number.is_integer() else repr(number)


class Website(models.Model):
    _inherit = 'website'

    weekbox_shop_widgets = fields.Boolean(
        string="Weekbox shop pages", default=True,
        help="The shop's pages (catalogue search, sort and categories, product page, cart, "
             "header cart link) run on the Weekbox widgets. Off: Odoo's own shop pages.")

    def _weekbox_lean_page_keys(self):
        """The product page, the catalogue and the cart, with the shop's
        widgets on (the buy box and gallery, the catalogue's search, sort,
        categories and layout are ours; its filters' markup is run by the lean
        page; the cart page's lines, promo code, totals and checkout button
        are the cart widget's, its steps and abandoned-cart links plain links,
        and Odoo's summary column with the express checkout buttons is left
        out: checkout_layout)."""
        keys = super()._weekbox_lean_page_keys()
        if not self.weekbox_shop_widgets:
            return keys
        return keys | {'website_sale.product', 'website_sale.products', 'website_sale.cart'}

    def _weekbox_lean_page_reasons(self, key, main_object):
        """The product page's options (website editor) whose part is Odoo's
        widget: its reviews, unless they are ours; its alternative products
        (Odoo's dynamic snippet) when the product has any, the only products
        whose page renders them."""
        reasons = super()._weekbox_lean_page_reasons(key, main_object)
        if key == 'website_sale.product':
            website = self.with_context(website_id=self.id)
            if website.is_view_active(REVIEWS_VIEW) and not self._weekbox_product_reviews_are_ours():
                reasons.append("the product's reviews are Odoo's")
            # As the page reads it (website_sale.alternative_products' t-if): as the visitor.
            if website.is_view_active(ALTERNATIVES_VIEW) and main_object \
                    and main_object._name == 'product.template' and main_object.alternative_product_ids:
                reasons.append("the product's alternative products are Odoo's dynamic snippet")
        if key == 'website_sale.products':
            reasons += self._weekbox_lean_catalogue_reasons()
        return reasons

    def _weekbox_lean_record_blocks(self):
        """The product page's alternative products: judged per product above."""
        return (*super()._weekbox_lean_record_blocks(), ALTERNATIVES_BLOCK)

    def _weekbox_product_reviews_are_ours(self):
        """Whether the product page's reviews (website_sale.product_comment)
        work without Odoo's JS: their stars' link and fold are run by the
        lean page's script (website_weekbox_site's lean_chrome.js), their
        discussion thread is Odoo's chatter here. Override point of the addon
        that takes the thread over (website_portal_thread)."""
        return False

    @tools.ormcache('self.id', cache='templates')
    def _weekbox_lean_catalogue_reasons(self):
        """The catalogue's options and modules that need Odoo's JS. Cached with
        the templates (an option switched in the editor, a module installed
        clear it), not read again on every page."""
        website = self.with_context(website_id=self.id)
        Module = self.env['ir.module.module'].sudo()
        return tuple(
            [reason for key, reason in CATALOGUE_ODOO_OPTIONS if website.is_view_active(key)]
            + [reason for name, reason in CATALOGUE_ODOO_MODULES if Module._get(name).state == 'installed'])

    # ------------------------------------------------------------
    # THE VISITOR'S CART
    # ------------------------------------------------------------

    def _weekbox_get_cart(self):
        """The visitor's cart: the draft order of their session (website_sale's
        sale_get_order, sudo), else an empty recordset. Never an order the
        client names."""
        self.ensure_one()
        order = self.sale_get_order()
        return order if order and order.state == 'draft' else self.env['sale.order']

    def _weekbox_cart_summary(self, order=None, clear_warnings=False):
        """The summary of `order` (sale.order._weekbox_cart_summary), or an
        empty one in the website's currency when there is none."""
        self.ensure_one()
        if order:
            return order._weekbox_cart_summary(clear_warnings=clear_warnings)
        return self.env['sale.order']._prepare_weekbox_empty_cart_summary(self.currency_id)

    # ------------------------------------------------------------
    # WIDGET PROPS (views/shop_widget_templates.xml)
    # ------------------------------------------------------------

    def _prepare_weekbox_cart_page_props(self, order):
        """`data-props` of the cart page (widgets/shop/cart/shop-cart-props.ts).
        The page shows the cart's warnings: they are cleared once read, as on
        website_sale's own cart page."""
        self.ensure_one()
        cart = order if order and order.state == 'draft' else None
        return {
            'cart': self._weekbox_cart_summary(cart, clear_warnings=True),
            'checkoutUrl': '/shop/checkout?express=1',
            'shopUrl': '/shop',
            'showPromo': bool(self.is_view_active('website_sale.reduction_code')),
            'showSuggested': bool(self.is_view_active('website_sale.suggested_products_list')),
        }

    def _prepare_weekbox_cart_page_view(self, props, currency):
        """What the cart page shows before its widget mounts: the widget's first
        render (widgets/shop/cart/components/shop-cart.tsx) from its props, in
        its markup (views/shop_widget_templates.xml, cart_page_placeholder):
        the lines (each optional product under its main line, as
        group-cart-lines.ts groups them), the totals and the promo form, so
        that the visitor sees the cart at once and nothing moves when the
        widget mounts.

        :param dict props: _prepare_weekbox_cart_page_props()
        :param currency: the cart's res.currency
        """
        self.ensure_one()
        cart = props['cart']
        money = currency._weekbox_format_amount
        discounted = self.env['product.template']._weekbox_is_discounted

        def line_view(line, is_option):
            return {
                'line': line,
                'is_option': is_option,
                'quantity': js_number_text(line['quantity']),
                'price': money(line['price_unit']),
                'list_price': money(line['list_price_unit'])
                if discounted(line['price_unit'], line['list_price_unit']) else None,
                'total': money(line['price_total']),
                'at_least': line['quantity'] <= 0,
                'at_most': line['max_quantity'] is not None and line['quantity'] >= line['max_quantity'],
            }

        by_id = {line['id']: line for line in cart['lines']}

        def root_of(line):
            seen, current = set(), line
            while True:
                seen.add(current['id'])
                parent = by_id.get(current['linked_line_id']) if current['linked_line_id'] is not None else None
                if not parent:
                    return current
                if parent['id'] in seen:
                    return line
                current = parent

        groups = {}
        for line in cart['lines']:
            root = root_of(line)
            group = groups.setdefault(root['id'], {'line': line_view(root, False), 'options': []})
            if root['id'] != line['id']:
                group['options'].append(line_view(line, True))
        return {
            'is_empty': cart['cart_quantity'] == 0 and not cart['lines'],
            'groups': list(groups.values()),
            'suggested': [{
                'product': product,
                'price': money(product['price']),
                'list_price': money(product['list_price'])
                if discounted(product['price'], product['list_price']) else None,
            } for product in cart['suggested']],
            'amount_delivery': money(cart['amount_delivery']) if cart['amount_delivery'] else None,
            'amount_untaxed': money(cart['amount_untaxed']),
            'amount_tax': money(cart['amount_tax']),
            'amount_total': money(cart['amount_total']),
            'can_checkout': cart['can_checkout'],
        }

    def _prepare_weekbox_cart_link_props(self, cart_quantity, options=None):
        """`data-props` of the header's cart link
        (widgets/shop/cart-link/shop-cart-link-props.ts).

        :param cart_quantity: the counter website_sale's header shows
        :param dict options: what the header layout passes to
            website_sale.header_cart_link: icon, text, badge_class,
            icon_wrap_class, text_class, link_class (or the same names with
            the template's leading underscore); None for none
        """
        self.ensure_one()
        options = options or {}

        def option(name):
            return options.get(name, options.get(f'_{name}'))

        return {
            'cartQuantity': cart_quantity or 0,
            'cartUrl': '/shop/cart',
            'showIcon': bool(option('icon')),
            'showText': bool(option('text')),
            **{prop: str(option(name) or '') for prop, name in CART_LINK_CLASSES.items()},
            'hideWhenEmpty': bool(self.is_view_active('website_sale.header_hide_empty_cart_link')),
        }

    def _get_weekbox_image_zoom(self):
        """The product page's image zoom, as the editor sets it (one of
        website_sale's product_picture_magnify_* views): hover, click, both
        or none."""
        self.ensure_one()
        hover = self.is_view_active(ZOOM_HOVER_VIEW)
        click = self.is_view_active(ZOOM_CLICK_VIEW)
        if self.is_view_active(ZOOM_BOTH_VIEW) or (hover and click):
            return 'both'
        return 'hover' if hover else 'click' if click else 'none'
