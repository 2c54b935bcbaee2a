import type { AttributeExclusions } from "../types/shop-product-types";

/**
 * The values that cannot go with the chosen ones, as Odoo 17 greys them
 * (sale_variant_mixin.js `_checkExclusions`): those a chosen value excludes
 * (looked up both ways), and those that would complete an archived variant;
 * when the combination is an archived variant itself, all of its values.
 */
export function unavailableValues(
  combination: readonly number[],
  { exclusions, archived_combinations: archived }: AttributeExclusions,
): Set<number> {
  const chosen = new Set(combination);
  const unavailable = new Set<number>();
  for (const value of combination) {
    for (const excluded of exclusions[String(value)] ?? []) unavailable.add(excluded);
  }
  // Odoo lists both directions; should a list hold one side only, the other still counts.
  for (const [value, excluded] of Object.entries(exclusions)) {
    if (excluded.some((id) => chosen.has(id))) unavailable.add(Number(value));
  }
  for (const variant of archived) {
    if (variant.length !== combination.length) continue;
    const missing = variant.filter((id) => !chosen.has(id));
    if (missing.length === 0 && combination.length > 1) {
      for (const value of combination) unavailable.add(value);
    } else if (missing.length === 1 && variant.length > 1 && missing[0] !== undefined) {
      unavailable.add(missing[0]);
    }
  }
  return unavailable;
}
