// A dish change's answer applied to the list of dishes the page keeps: the
// server answers which dishes changed availability (taken into the box, given
// back), not the week's menu again, so a click costs the same with 12 dishes
// on the menu or 2,000.
import type { ProductCard } from "../stores/wizard-state";

/** Product id → its place on the menu (from /load/mealbox's `menu_order`). */
export function menuRanks(menuOrder: readonly number[]): ReadonlyMap<number, number> {
  return new Map(menuOrder.map((productId, rank) => [productId, rank]));
}

/**
 * `remaining` without the dishes `taken` (template ids) and with those
 * `returned`, each at its place on the menu (after the others when the menu
 * does not know it: it changed since the page loaded it).
 */
export function withDishChanges(
  remaining: readonly ProductCard[],
  taken: readonly number[],
  returned: readonly ProductCard[],
  ranks: ReadonlyMap<number, number>,
): ProductCard[] {
  const changed = new Set([...taken, ...returned.map((card) => card.product_tmpl_id)]);
  const rank = (card: ProductCard) => ranks.get(card.product_id) ?? Infinity;
  // The list kept is in menu order: a stable sort only places the dishes given back.
  return [...remaining.filter((card) => !changed.has(card.product_tmpl_id)), ...returned].sort(
    (a, b) => rank(a) - rank(b),
  );
}
