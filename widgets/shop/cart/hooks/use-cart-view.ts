import { useEffect, useState } from "react";
import { keepEqual } from "@/core/data/keep-equal";
import { getCartSummary, publishCartSummary, subscribeCart } from "@/shop/shared/shop-cart-store";
import type { CartLine, CartSummary } from "@/core/rpc/routes/shop-routes";
import { displayOrder } from "../utils/group-cart-lines";

export type CartView = {
  /** The cart on screen: the page's, then each one the shared store receives. */
  cart: CartSummary;
  /** The lines shown before the last change, in their order on screen. */
  before: readonly CartLine[];
  /** The lines the last change took away. */
  removed: readonly CartLine[];
};

/**
 * The cart the page shows: the server-rendered one at once (no call on load),
 * published to the page's shared store on mount so the header agrees, then
 * every summary the store receives. When the store drops its summary (a
 * counter of another quantity from Odoo's own code) the last one stays.
 * The unchanged parts of a new cart keep their objects (keepEqual, here and
 * not in the shared store, which every page's header loads): memoised lines,
 * suggested products and promo codes are not rendered again.
 */
export function useCartView(initial: CartSummary): CartView {
  const [view, setView] = useState<CartView>({ cart: initial, before: [], removed: [] });
  useEffect(() => {
    const follow = () => {
      const next = getCartSummary();
      if (!next) return;
      setView((previous) => {
        const cart = keepEqual(previous.cart, next);
        if (cart === previous.cart) return previous;
        const ids = new Set(cart.lines.map((line) => line.id));
        const before = displayOrder(previous.cart.lines);
        return { cart, before, removed: before.filter((line) => !ids.has(line.id)) };
      });
    };
    const unsubscribe = subscribeCart(follow);
    publishCartSummary(initial);
    return unsubscribe;
  }, [initial]);
  return view;
}
