import type { RpcClient } from "@/core/rpc/rpc-client";
import type { CarrierRate } from "@/core/rpc/routes/checkout-routes";

/** Every delivery method offered for the visitor's cart, rated in one call. */
export async function fetchCarrierRates(client: RpcClient, signal?: AbortSignal): Promise<CarrierRate[]> {
  const { carriers } = await client.call("/shop/weekbox/carrier_rates", {}, signal ? { signal } : {});
  return carriers;
}
