import type { RouteResult } from "@/core/rpc/route-map";
import type { BoundCall } from "@/core/rpc/use-rpc";

export type OrderPaymentStatus = RouteResult<"/shop/payment/get_status">;

/** The payment status of an order (spec §7.2 /shop/payment/get_status/<order_id>). */
export function fetchOrderPaymentStatus(
  call: BoundCall,
  orderId: number,
  accessToken?: string,
): Promise<OrderPaymentStatus> {
  return call("/shop/payment/get_status", {
    order_id: orderId,
    ...(accessToken ? { access_token: accessToken } : {}),
  });
}
