import type { AttributeLine, VariantSelection } from "../types/shop-product-types";

/**
 * The combination (value ids) of a selection, in the order Odoo's form reads
 * it: line by line, each line's values in their order.
 */
export function selectionCombination(lines: readonly AttributeLine[], selection: VariantSelection): number[] {
  return lines.flatMap((line) => {
    const chosen = new Set(selection[line.id] ?? []);
    return line.values.filter((value) => chosen.has(value.id)).map((value) => value.id);
  });
}
