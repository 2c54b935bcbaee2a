import type { CombinationInfo } from "../types/shop-product-types";

/** A stock message of the buy box (the texts are the component's, translated). */
export type StockNotice =
  /** The product's own out-of-stock message (plain text). */
  | { kind: "out-of-stock-message"; text: string }
  | { kind: "out-of-stock" }
  | { kind: "threshold"; quantity: number; uom: string }
  | { kind: "in-stock"; quantity: number; uom: string }
  | { kind: "all-in-cart" }
  | { kind: "in-cart"; quantity: number; uom: string };

export type StockStatus = {
  /** The most that may still be added (free quantity less the cart's); null when stock sets no limit. */
  available: number | null;
  notices: StockNotice[];
};

const NO_LIMIT: StockStatus = Object.freeze({ available: null, notices: [] }) as StockStatus;

/**
 * Stock as website_sale_stock 17 shows it on the product page
 * (variant_mixin.js `_onChangeCombinationStock` and the
 * `website_sale_stock.product_availability` template): only a storable
 * product of a possible combination that may be sold (no zero-price block) is
 * concerned; unless it may be ordered out of stock, what the cart holds
 * already is taken from the free quantity. Two departures: the "in stock"
 * notice above the threshold (spec §5.2), and no "Only 0 left" when the cart
 * holds everything.
 */
export function stockStatus(info: CombinationInfo): StockStatus {
  if (info.product_type !== "product" || info.prevent_zero_price_sale || !info.product_id) return NO_LIMIT;
  if (!info.is_combination_possible) return NO_LIMIT;
  const allowOutOfStock = info.allow_out_of_stock_order ?? false;
  const showAvailability = info.show_availability ?? false;
  const threshold = info.available_threshold ?? 0;
  const uom = info.uom_name ?? "";
  const inCart = info.cart_qty ?? 0;
  const freeQuantity = info.free_qty ?? 0;
  const free = allowOutOfStock ? freeQuantity : Math.max(0, freeQuantity - inCart);

  const notices: StockNotice[] = [];
  if (free <= 0 && !inCart) {
    if (info.weekbox_out_of_stock_message.trim()) {
      notices.push({ kind: "out-of-stock-message", text: info.weekbox_out_of_stock_message });
    } else if (!allowOutOfStock) {
      notices.push({ kind: "out-of-stock" });
    }
  } else if (showAvailability && free > 0) {
    notices.push({ kind: free <= threshold ? "threshold" : "in-stock", quantity: free, uom });
  }
  if (!allowOutOfStock && inCart > 0 && (showAvailability || free <= 0)) {
    notices.push(free <= 0 ? { kind: "all-in-cart" } : { kind: "in-cart", quantity: inCart, uom });
  }
  return { available: allowOutOfStock ? null : free, notices };
}
