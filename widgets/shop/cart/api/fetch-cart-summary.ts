import type { RpcClient } from "@/core/rpc/rpc-client";
import type { CartSummary } from "@/core/rpc/routes/shop-routes";

/** The visitor's cart in numbers (an empty one when there is none). */
export function fetchCartSummary(client: RpcClient, signal?: AbortSignal): Promise<CartSummary> {
  return client.call("/shop/weekbox/cart_summary", {}, signal ? { signal } : {});
}
