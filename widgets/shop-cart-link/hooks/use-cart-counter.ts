import { useEffect } from "react";
import { listenToOdooCartEvents, useCartQuantity } from "@/core/data/shop-cart-store";

/**
 * The header's counter: the page's shared one once an island (or Odoo's own
 * cart code, through its DOM event) knows it, the server-rendered one until then.
 */
export function useCartCounter(rendered: number): number {
  useEffect(() => listenToOdooCartEvents(), []);
  return useCartQuantity() ?? rendered;
}
