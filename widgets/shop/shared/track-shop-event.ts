// The shop's analytics events, sent as Odoo's own website_sale_tracking.js
// sends them (gtag, when the website has Google Analytics): the widgets own
// the product page and the cart, where Odoo's tracking widget is stopped
// (website_sale_shop_widget/static/src/js/narrow_website_sale.js).

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void };

/** One GA4 item, as Odoo's product tracking info describes it. */
export type ShopTrackingItem = {
  item_id: number | string;
  item_name: string;
  price: number;
  quantity?: number;
};

/** Sends a GA4 event (`view_item`, `add_to_cart`...) when the page has gtag; nothing otherwise. */
export function trackShopEvent(
  name: string,
  params: Record<string, unknown>,
  win: GtagWindow = window,
): void {
  try {
    win.gtag?.("event", name, params);
  } catch {
    // Analytics never breaks the shop.
  }
}

/** Odoo's "virtual page view" of a shop step (e.g. /stats/ecom/customer_checkout). */
export function trackShopPageView(pagePath: string, win: GtagWindow = window): void {
  trackShopEvent("page_view", { page_path: pagePath }, win);
}

/** `add_to_cart` of products (each `quantity` units, 1 when left out), in one event. */
export function trackAddToCart(
  currency: string,
  items: readonly ShopTrackingItem[],
  win: GtagWindow = window,
): void {
  const counted = items.map((item) => ({ ...item, quantity: item.quantity ?? 1 }));
  const value = counted.reduce((sum, item) => sum + item.price * item.quantity, 0);
  trackShopEvent("add_to_cart", { currency, value, items: counted }, win);
}
