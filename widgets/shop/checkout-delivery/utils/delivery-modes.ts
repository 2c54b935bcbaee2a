import type { CarrierRate } from "@/core/rpc/routes/checkout-routes";
import type { CheckoutCarrier } from "../shop-checkout-delivery-props";

/** Spec §2.5: the delivery mode radio's values. */
export type DeliveryMode = "store" | "delivery";

export function modeOf(carrier: CheckoutCarrier): DeliveryMode {
  return carrier.isPickup ? "store" : "delivery";
}

/** The mode radio is shown only when both kinds of methods are offered. */
export function offersBothModes(carriers: readonly CheckoutCarrier[]): boolean {
  return carriers.some((carrier) => carrier.isPickup) && carriers.some((carrier) => !carrier.isPickup);
}

/** A method can be chosen unless its rating says it cannot deliver the order (not rated yet: it can). */
export function isChoosable(rate: CarrierRate | undefined): boolean {
  return rate?.status !== false;
}

/** The method a switch to `mode` chooses: the first of that kind that can be chosen, or undefined. */
export function firstChoosable(
  carriers: readonly CheckoutCarrier[],
  mode: DeliveryMode,
  rateOf: (carrierId: number) => CarrierRate | undefined,
): CheckoutCarrier | undefined {
  return carriers.find((carrier) => modeOf(carrier) === mode && isChoosable(rateOf(carrier.id)));
}
