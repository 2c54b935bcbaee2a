import { useEffect } from "react";
import { useRouteQuery } from "@/core/data/use-query";
import { publishCartSummary, useCartSummary } from "@/shop/shared/shop-cart-store";
import type { CartSummary } from "@/core/rpc/routes/shop-routes";

export type FreshCartSummary = {
  /** The cart, once the page's shared summary agrees with the counter. */
  summary: CartSummary | undefined;
  /** The request for a fresh one failed. */
  error: unknown;
  reload: () => void;
};

/**
 * The cart for the mini cart: the page's shared summary at once when it is of
 * the counter's quantity; otherwise (none yet, or the cart changed since) one
 * request, whose answer becomes the page's summary (and counter).
 */
export function useFreshCartSummary(count: number): FreshCartSummary {
  const shared = useCartSummary();
  const isStale = shared === null || shared.cart_quantity !== count;
  const query = useRouteQuery("/shop/weekbox/cart_summary", {}, { enabled: isStale });
  useEffect(() => {
    if (query.data) publishCartSummary(query.data);
  }, [query.data]);
  return {
    summary: isStale ? undefined : shared,
    error: isStale ? query.error : undefined,
    reload: query.reload,
  };
}
