import type { RouteResult } from "@/core/rpc/route-map";
import type { Call } from "@/core/data/use-mutation";

export type OrderPaymentStatus = RouteResult<"/shop/payment/get_status">;

/**
 * The payment status of an order: its state and message, and `recall` while it
 * may still change (spec §7.2 /shop/payment/get_status/<order_id>).
 */
export function fetchOrderPaymentStatus(
  call: Call,
  orderId: number,
  accessToken?: string,
  signal?: AbortSignal,
): Promise<OrderPaymentStatus> {
  return call(
    "/shop/payment/get_status",
    {
      order_id: orderId,
      ...(accessToken ? { access_token: accessToken } : {}),
    },
    signal ? { signal } : {},
  );
}
