import { DISCOUNT_THRESHOLD } from "./cart-constants";

/** Whether a price shows its list price struck through (spec §9.2). */
export function isDiscounted(price: number, listPrice: number): boolean {
  return listPrice - price > DISCOUNT_THRESHOLD;
}
