import { useEffect } from "react";
import { listenToOdooCartEvents, seedCartQuantity, useCartQuantity } from "@/shop/shared/shop-cart-store";

/**
 * The header's counter: the page's shared one once an island (or Odoo's own
 * cart code, through its DOM event) knows it, the server-rendered one until then.
 */
export function useCartCounter(rendered: number): number {
  useEffect(() => listenToOdooCartEvents(), []);
  // The page's other islands start from it (the product page counts an add at once).
  useEffect(() => seedCartQuantity(rendered), [rendered]);
  return useCartQuantity() ?? rendered;
}
