/** @odoo-module */
// Odoo's own shop widgets must never handle an element a Weekbox React widget
// owns (the product page's buy box and gallery, the cart page): their
// selectors are narrowed to pages, or parts of pages, without such a widget.
// Everywhere else (the /shop list, checkout, address...) they keep working.
import publicWidget from "@web/legacy/js/public/public_widget";
import "@website_sale/js/website_sale";
import "@website_sale/js/website_sale_tracking";

const registry = publicWidget.registry;

/** The shop widgets' mount points (website_sale_shop_widget's templates). */
export const REACT_OWNED =
    "[data-widget='shop-product'], [data-widget='shop-product-gallery'], [data-widget='shop-cart']";

// WebsiteSale (variants, quantities, add to cart, cart lines, image zoom...)
// is bound to the whole .oe_website_sale section and delegates its events in
// it: a section holding a React widget gets none of it.
registry.WebsiteSale = registry.WebsiteSale.extend({
    selector: `.oe_website_sale:not(:has(${REACT_OWNED}))`,
});
// The cart's address buttons and line removal.
registry.websiteSaleCart = registry.websiteSaleCart.extend({
    selector: `.oe_website_sale .oe_cart:not(:has(${REACT_OWNED}))`,
});
// Analytics of the section (view_item, add_to_cart, checkout started): the
// widgets send the same events themselves (widgets/sale/analytics and widgets/shop/shared/track-shop-event.ts).
registry.websiteSaleTracking = registry.websiteSaleTracking.extend({
    selector: `.oe_website_sale:not(:has(${REACT_OWNED}))`,
});
