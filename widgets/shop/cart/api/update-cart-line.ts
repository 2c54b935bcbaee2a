import type { RouteResult } from "@/core/rpc/route-map";
import type { RpcClient } from "@/core/rpc/rpc-client";
import type { CartLine } from "@/core/rpc/routes/shop-routes";

export const UPDATE_ROUTE = "/shop/cart/update_json";
export type CartUpdate = RouteResult<typeof UPDATE_ROUTE>;

/**
 * Sets a line's quantity (0 removes it) through website_sale's cart route; the
 * answer carries the whole cart in numbers (`weekbox_cart`) and the quantity
 * the line now has, which may differ from the one asked (stock).
 */
export function updateCartLine(
  client: RpcClient,
  line: Pick<CartLine, "id" | "product_id">,
  quantity: number,
  signal?: AbortSignal,
): Promise<CartUpdate> {
  return client.call(
    UPDATE_ROUTE,
    { product_id: line.product_id, line_id: line.id, set_qty: quantity, display: false, weekbox_cart: true },
    signal ? { signal } : {},
  );
}
