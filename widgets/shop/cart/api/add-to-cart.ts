import type { RpcClient } from "@/core/rpc/rpc-client";
import type { CartUpdate } from "./update-cart-line";

/** Adds one unit of a product (a suggested product) to the cart; the answer carries the whole cart. */
export function addToCart(client: RpcClient, productId: number, signal?: AbortSignal): Promise<CartUpdate> {
  return client.call(
    "/shop/cart/update_json",
    { product_id: productId, add_qty: 1, display: false, weekbox_cart: true },
    signal ? { signal } : {},
  );
}
