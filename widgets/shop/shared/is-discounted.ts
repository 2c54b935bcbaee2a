/** The spec's discount threshold (§9.2): a smaller difference is no discount. */
export const DISCOUNT_THRESHOLD = 0.01;

/**
 * Whether a list price is shown struck through next to the price: it exceeds
 * the price by more than 0.01 (spec §9.2). The one rule of the shop's pages
 * (product page, cart lines, suggested products; the catalogue's server-side
 * twin is product.template._weekbox_is_discounted). Float noise aside, so
 * 1.02 against 1.01 (1.02 - 1.01 = 0.010000000000000009) is no discount.
 */
export function isDiscounted(price: number, listPrice: number): boolean {
  return Math.round((listPrice - price) * 1e6) / 1e6 > DISCOUNT_THRESHOLD;
}
