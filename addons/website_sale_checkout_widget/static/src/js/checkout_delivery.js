/** @odoo-module */
// /shop/payment's delivery methods are the shop-checkout-delivery React widget
// (website_weekbox). website_sale's websiteSaleDelivery widget, bound to the
// whole .oe_website_sale section, rated and chose carriers in the list it no
// longer finds, disabled and enabled Odoo's Pay button, and told Odoo's
// payment forms the new total. It is narrowed to sections without the widget
// (other pages, or a payment page rendered without it keep it); website_sale_picking's
// and website_sale_loyalty's extensions of it go with it.
//
// What it did for Odoo's own code on the page is kept here: the total of the
// order after a delivery change reaches Odoo's payment form hosted by the
// payment widget (a provider's own card form pays the amount of its context),
// through the bus event website_payment listens to.
import publicWidget from "@web/legacy/js/public/public_widget";
import { Component } from "@odoo/owl";
import "@website_sale/js/website_sale_delivery";

/** Sent by the widget with {amountTotal} (widgets/shop/checkout-delivery/utils/page-elements.ts). */
export const CHECKOUT_TOTAL_EVENT = "weekbox:checkout-total";

const registry = publicWidget.registry;
registry.websiteSaleDelivery = registry.websiteSaleDelivery.extend({
    selector: '.oe_website_sale:not(:has([data-widget="shop-checkout-delivery"]))',
});

window.addEventListener(CHECKOUT_TOTAL_EVENT, (ev) => {
    const amount = ev.detail && ev.detail.amountTotal;
    if (typeof amount === "number" && Component.env && Component.env.bus) {
        Component.env.bus.trigger("update_shipping_cost", amount);
    }
});
