/** @odoo-module */
// Odoo's own cart code still runs where React does not own the page (the
// /shop list's quick add, the product configurator, product snippets). The
// header's cart counter is a React widget now: every new counter Odoo's code
// learns is sent to it as a DOM event (widgets/shop/shared/shop-cart-store.ts).
import publicWidget from "@web/legacy/js/public/public_widget";
import wSaleUtils from "@website_sale/js/website_sale_utils";
import "@website_sale_shop_widget/js/narrow_website_sale";

export const CART_QUANTITY_EVENT = "weekbox:cart-quantity";

function reportCartQuantity(data) {
    if (data && typeof data.cart_quantity === "number") {
        window.dispatchEvent(
            new CustomEvent(CART_QUANTITY_EVENT, {
                detail: { cartQuantity: data.cart_quantity },
            }),
        );
    }
}

const updateCartNavBar = wSaleUtils.updateCartNavBar;
wSaleUtils.updateCartNavBar = function (data) {
    updateCartNavBar(data);
    reportCartQuantity(data);
};

// cartHandlerMixin._addToCartInPage updates the counter through a local call,
// which the patch above cannot see.
publicWidget.registry.WebsiteSale = publicWidget.registry.WebsiteSale.extend({
    async _addToCartInPage() {
        const data = await this._super(...arguments);
        reportCartQuantity(data);
        return data;
    },
});
