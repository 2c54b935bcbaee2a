// The visitor's cart as every shop island of a page sees it: the header link's
// counter, the mini cart, the product page and the cart page are separate
// React roots sharing this one module-level store. It is a plain external
// store (useSyncExternalStore), not jotai: the header link is on every page
// and jotai would add 4.3 KB gzip to each page's first load for one number.
// Odoo's own cart code, still running on pages we do not own (the /shop list's
// quick add, the product configurator), reports its counter through a DOM
// event sent by website_sale_shop_widget's Odoo-side patch
// (static/src/js/cart_events.js).
import { useSyncExternalStore } from "react";
import type { CartSummary } from "@/core/rpc/routes/shop-routes";

/** The DOM event (on window) that carries a new counter: detail `{ cartQuantity }`. */
export const CART_QUANTITY_EVENT = "weekbox:cart-quantity";

type CartState = {
  /** The header counter; null until an island knows better than the server-rendered props. */
  quantity: number | null;
  /** The last cart summary an island received; null until one was fetched (or when stale). */
  summary: CartSummary | null;
};

let state: CartState = { quantity: null, summary: null };
const listeners = new Set<() => void>();

function setState(next: CartState): void {
  if (next.quantity === state.quantity && next.summary === state.summary) return;
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCartQuantity(): number | null {
  return state.quantity;
}

export function getCartSummary(): CartSummary | null {
  return state.summary;
}

/** Stores a summary the server answered (and its counter). */
export function publishCartSummary(summary: CartSummary): void {
  setState({ quantity: summary.cart_quantity, summary });
}

/** Stores a new counter; a summary of another quantity is stale and dropped. */
export function publishCartQuantity(quantity: number): void {
  setState({ quantity, summary: state.summary?.cart_quantity === quantity ? state.summary : null });
}

/** The counter the page was rendered with, unless an island already knows better. */
export function seedCartQuantity(quantity: number): void {
  if (state.quantity === null) setState({ quantity, summary: state.summary });
}

/** The store as a new page has it (tests). */
export function resetCartStore(): void {
  setState({ quantity: null, summary: null });
}

/** The shared counter (null: nobody knows better than the page's render). */
export function useCartQuantity(): number | null {
  return useSyncExternalStore(subscribeCart, getCartQuantity, getCartQuantity);
}

/** The shared summary (null: none, or stale). */
export function useCartSummary(): CartSummary | null {
  return useSyncExternalStore(subscribeCart, getCartSummary, getCartSummary);
}

let listening = false;

/** Follows the counters Odoo's own cart code reports (once per page). */
export function listenToOdooCartEvents(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener(CART_QUANTITY_EVENT, (event) => {
    const quantity = (event as CustomEvent<{ cartQuantity?: unknown }>).detail?.cartQuantity;
    if (typeof quantity === "number" && Number.isFinite(quantity) && quantity >= 0)
      publishCartQuantity(quantity);
  });
}
