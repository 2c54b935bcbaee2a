import type { RpcClient } from "@/core/rpc/rpc-client";
import type { DeliveryChoice } from "../utils/delivery-rules";

/** Plans the delivery of the visitor's cart; the server checks the rules again. */
export async function saveDeliveryDate(
  client: Pick<RpcClient, "call">,
  orderId: number,
  choice: DeliveryChoice,
  signal?: AbortSignal,
): Promise<DeliveryChoice> {
  const answer = await client.call(
    "/shop/checkout/set_delivery_date",
    { order_id: orderId, date: choice.date, hour: choice.hour },
    signal ? { signal } : {},
  );
  return { date: answer.date, hour: answer.hour };
}
