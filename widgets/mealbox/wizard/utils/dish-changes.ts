// The list of dishes the page keeps, a page at a time, and a dish change's
// answer applied to it: the server answers which dishes changed availability
// (taken into the box, given back), not the week's menu again, so a click
// costs the same with 12 dishes on the menu or 2,000.
import type { ProductCard } from "../stores/wizard-state";

/** Product id → its place on the menu (from /load/mealbox's `menu_order`). */
export function menuRanks(menuOrder: readonly number[]): ReadonlyMap<number, number> {
  return new Map(menuOrder.map((productId, rank) => [productId, rank]));
}

/** The dishes loaded, how many more match after them, and where the next page starts. */
export type DishPage = {
  dishesRemaining: ProductCard[];
  dishesMore: number;
  dishesCursor: number | null;
};

/** A page as the server answers it (/load/mealbox, /mealbox/diet). */
export function dishPage(result: { product_remaining: ProductCard[]; remaining_more: number }): DishPage {
  return {
    dishesRemaining: result.product_remaining,
    dishesMore: result.remaining_more,
    dishesCursor: result.product_remaining.at(-1)?.product_id ?? null,
  };
}

/** The page after `loaded` appended to it (a dish already shown is not shown twice). */
export function withNextPage(
  loaded: DishPage,
  next: { product_remaining: ProductCard[]; remaining_more: number },
): DishPage {
  const shown = new Set(loaded.dishesRemaining.map((card) => card.product_id));
  return {
    dishesRemaining: [
      ...loaded.dishesRemaining,
      ...next.product_remaining.filter((card) => !shown.has(card.product_id)),
    ],
    dishesMore: next.remaining_more,
    dishesCursor: next.product_remaining.at(-1)?.product_id ?? loaded.dishesCursor,
  };
}

/**
 * The page without the dishes `taken` (template ids) and with those `returned`,
 * each at its place on the menu (after the others when the menu does not know
 * it: it changed since the page loaded it). A dish given back beyond the pages
 * loaded is not shown yet: it comes with its page, and counts among the more.
 */
export function withDishChanges(
  page: DishPage & { menuRanks: ReadonlyMap<number, number> },
  taken: readonly number[],
  returned: readonly ProductCard[],
): DishPage {
  const ranks = page.menuRanks;
  const rank = (card: ProductCard) => ranks.get(card.product_id) ?? Infinity;
  const end =
    page.dishesMore > 0 && page.dishesCursor !== null ? (ranks.get(page.dishesCursor) ?? Infinity) : Infinity;
  const shown = returned.filter((card) => rank(card) <= end);
  const changed = new Set([...taken, ...returned.map((card) => card.product_tmpl_id)]);
  const kept = page.dishesRemaining.filter((card) => !changed.has(card.product_tmpl_id));
  return {
    // The list kept is in menu order: a stable sort only places the dishes given back.
    dishesRemaining: [...kept, ...shown].sort((a, b) => rank(a) - rank(b)),
    // A dish given back was in the box, so among neither the loaded nor the more.
    dishesMore: page.dishesMore + returned.length - shown.length,
    dishesCursor: page.dishesCursor,
  };
}
