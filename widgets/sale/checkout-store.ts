// What the checkout's islands tell each other on /shop/payment: the carrier
// and delivery-date widgets change the order while the payment form waits to
// pay it. They share jotai's default store (no Provider anywhere).
import { atom, getDefaultStore } from "jotai";

/** Order updates in flight (a carrier change...): Pay stays disabled while > 0 (spec §4.2). */
export const checkoutUpdatesPendingAtom = atom(0);

/**
 * The order's total after the last update a checkout widget made; null: as
 * the page rendered it. The payment form pays this amount.
 */
export const checkoutTotalAtom = atom<number | null>(null);

/** Counts an update in flight; call the returned function once it is over (success or not). */
export function beginCheckoutUpdate(): () => void {
  const store = getDefaultStore();
  store.set(checkoutUpdatesPendingAtom, (pending) => pending + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    store.set(checkoutUpdatesPendingAtom, (pending) => Math.max(0, pending - 1));
  };
}

/** Stores the order's new total as the server answered it. */
export function publishCheckoutTotal(total: number): void {
  getDefaultStore().set(checkoutTotalAtom, total);
}
