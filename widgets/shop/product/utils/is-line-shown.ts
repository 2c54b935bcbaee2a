import type { AttributeLine } from "../types/shop-product-types";

/**
 * Whether the buy box shows an attribute line: as in Odoo's `variants`
 * template, a line with one value that is not custom has nothing to choose
 * (its value still belongs to the combination), unless it is a 'multi' one.
 */
export function isLineShown(line: AttributeLine): boolean {
  const [only, ...others] = line.values;
  return others.length > 0 || line.display_type === "multi" || Boolean(only?.is_custom);
}
