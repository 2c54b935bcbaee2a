import type { RouteResult } from "@/core/rpc/route-map";
import type { RpcClient } from "@/core/rpc/rpc-client";

export type PromoAnswer = RouteResult<"/shop/weekbox/promo">;

/** Applies a promo code to the cart; a refused code changes nothing and says why. */
export function applyPromoCode(client: RpcClient, code: string, signal?: AbortSignal): Promise<PromoAnswer> {
  return client.call("/shop/weekbox/promo", { code }, signal ? { signal } : {});
}
