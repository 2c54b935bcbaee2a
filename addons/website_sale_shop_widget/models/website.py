from odoo import fields, models

# website_sale's product page image zoom options (the editor activates one).
ZOOM_BOTH_VIEW = 'website_sale.product_picture_magnify_both'
ZOOM_HOVER_VIEW = 'website_sale.product_picture_magnify_hover'
ZOOM_CLICK_VIEW = 'website_sale.product_picture_magnify_click'
CART_LINK_CLASSES = {
    'linkClass': 'link_class',
    'iconWrapClass': 'icon_wrap_class',
    'badgeClass': 'badge_class',
    'textClass': 'text_class',
}


class Website(models.Model):
    _inherit = 'website'

    weekbox_shop_widgets = fields.Boolean(
        string="Weekbox shop pages", default=True,
        help="The shop's pages (catalogue search, sort and categories, product page, cart, "
             "header cart link) run on the Weekbox widgets. Off: Odoo's own shop pages.")

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
