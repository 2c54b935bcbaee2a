export type QuantityBounds = { min: number; max: number };

/**
 * The add_qty field's bounds: the page's (data-min, data-max: none when
 * null) and, for a product whose stock limits the order, what is left of it
 * (at least 1, as website_sale_stock sets data-max to `free_qty || 1`).
 */
export function quantityBounds(
  minQuantity: number,
  maxQuantity: number | null,
  available: number | null,
): QuantityBounds {
  const stockMax = available === null ? Infinity : Math.max(available, 1);
  const max = Math.min(maxQuantity ?? Infinity, stockMax);
  return { min: minQuantity, max: Math.max(max, minQuantity) };
}
