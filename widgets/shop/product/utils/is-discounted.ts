/**
 * Whether the list price is shown struck through next to the price: it
 * exceeds the price by more than 0.01 (spec §4.2), float noise aside, so
 * 1.01 against 1.00 is not a discount.
 */
export function isDiscounted(price: number, listPrice: number): boolean {
  return Math.round((listPrice - price) * 1e6) / 1e6 > 0.01;
}
