import { useEffect } from "react";
import type { OrderAmounts } from "../shop-checkout-delivery-props";
import { showShippingAddress, writeSummaryAmounts } from "../utils/page-elements";

/**
 * Keeps the page's own parts in step with the order: the shipping address
 * is hidden for a pick-up (spec §4.2 "Carrier id update"), and the order
 * summary shows the amounts of the last answer (never before one: the page
 * rendered the order's).
 */
export function usePageEffects(
  isPickup: boolean,
  amounts: OrderAmounts,
  amountsChanged: boolean,
  money: (amount: number) => string,
): void {
  useEffect(() => {
    showShippingAddress(!isPickup);
  }, [isPickup]);
  useEffect(() => {
    if (amountsChanged) writeSummaryAmounts(amounts, money);
  }, [amounts, amountsChanged, money]);
}
