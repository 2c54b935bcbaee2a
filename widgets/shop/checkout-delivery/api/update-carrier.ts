import type { RpcClient } from "@/core/rpc/rpc-client";
import type { OrderAmounts } from "../shop-checkout-delivery-props";

/** What the order has after a change of delivery method, whichever route made it. */
export type CarrierAnswer = {
  carrierId: number | null;
  /** False: the method cannot deliver the order (`errorMessage` says why). */
  status: boolean;
  errorMessage: string;
  isPickup: boolean;
  isFreeDelivery: boolean;
  amounts: OrderAmounts;
};

/**
 * `/shop/update_carrier`: a method chosen in the list (spec §7.2);
 * `/shop/update_carrier_id`: the delivery mode's switch (its first method of the other kind).
 */
export type CarrierRoute = "/shop/update_carrier" | "/shop/update_carrier_id";

/** The fields both routes answer alike. */
type CarrierFields = {
  carrier_id: number | null;
  status: boolean;
  error_message: string;
  is_pickup: boolean;
  is_free_delivery: boolean;
};

function carrierAnswer(answer: CarrierFields, amounts: OrderAmounts): CarrierAnswer {
  return {
    carrierId: answer.carrier_id,
    status: answer.status,
    errorMessage: answer.error_message,
    isPickup: answer.is_pickup,
    isFreeDelivery: answer.is_free_delivery,
    amounts,
  };
}

/** Puts a delivery method on the visitor's cart; the answer carries the order's amounts. */
export async function updateCarrier(
  client: Pick<RpcClient, "call">,
  route: CarrierRoute,
  carrierId: number,
  signal?: AbortSignal,
): Promise<CarrierAnswer> {
  const options = signal ? { signal } : {};
  if (route === "/shop/update_carrier") {
    const answer = await client.call(route, { carrier_id: carrierId }, options);
    // Odoo's own amounts are HTML here: the numbers are the addon's `*_raw` ones.
    return carrierAnswer(answer, {
      amount_delivery: answer.new_amount_delivery_raw,
      amount_untaxed: answer.new_amount_untaxed_raw,
      amount_tax: answer.new_amount_tax_raw,
      amount_total: answer.new_amount_total_raw,
    });
  }
  const answer = await client.call(route, { carrier_id: carrierId }, options);
  const { amount_delivery, amount_untaxed, amount_tax, amount_total } = answer;
  return carrierAnswer(answer, { amount_delivery, amount_untaxed, amount_tax, amount_total });
}
