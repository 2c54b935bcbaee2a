import type { AttributeLine, VariantSelection } from "../types/shop-product-types";

/**
 * The selection a combination describes: its values on each line, the
 * line's first value for a single-choice line the combination misses (as
 * Odoo's form always has one checked), none for a 'multi' line.
 */
export function initialSelection(
  lines: readonly AttributeLine[],
  combination: readonly number[],
): VariantSelection {
  const chosen = new Set(combination);
  const selection: Record<number, readonly number[]> = {};
  for (const line of lines) {
    const picked = line.values.filter((value) => chosen.has(value.id)).map((value) => value.id);
    if (line.display_type === "multi") {
      selection[line.id] = picked;
    } else {
      const first = picked[0] ?? line.values[0]?.id;
      selection[line.id] = first === undefined ? [] : [first];
    }
  }
  return selection;
}
