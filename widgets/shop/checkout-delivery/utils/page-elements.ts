// What the widget changes outside its own element on /shop/payment: the page
// is Odoo's, and website_sale's websiteSaleDelivery (which the widget replaces)
// kept these up to date.
import type { OrderAmounts } from "../shop-checkout-delivery-props";

/**
 * The shipping address of the payment page's address card
 * (website_sale_checkout_widget's address_on_payment): hidden for a pick-up.
 */
export const SHIPPING_ADDRESS_SELECTOR = "[data-weekbox-shipping-address]";

/** The amounts of website_sale's order summary (website_sale.total, cart_delivery), as Odoo's own script found them. */
export const SUMMARY_AMOUNT_SELECTORS: Record<keyof OrderAmounts, string> = {
  amount_delivery: "#order_delivery .monetary_field",
  amount_untaxed: "#order_total_untaxed .monetary_field",
  amount_tax: "#order_total_taxes .monetary_field",
  amount_total: "#order_total .monetary_field, #amount_total_summary.monetary_field",
};

/**
 * Tells Odoo's own code the order's new total: website_sale_checkout_widget's
 * checkout_delivery.js hands it to Odoo's payment forms (a provider's hosted
 * card form pays the amount it was told).
 */
export const CHECKOUT_TOTAL_EVENT = "weekbox:checkout-total";

export function showShippingAddress(visible: boolean, root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(SHIPPING_ADDRESS_SELECTOR)) {
    element.hidden = !visible;
  }
}

export function writeSummaryAmounts(
  amounts: OrderAmounts,
  money: (amount: number) => string,
  root: ParentNode = document,
): void {
  for (const [key, selector] of Object.entries(SUMMARY_AMOUNT_SELECTORS) as [keyof OrderAmounts, string][]) {
    for (const element of root.querySelectorAll(selector)) element.textContent = money(amounts[key]);
  }
}

export function announceCheckoutTotal(amountTotal: number): void {
  window.dispatchEvent(new CustomEvent(CHECKOUT_TOTAL_EVENT, { detail: { amountTotal } }));
}
