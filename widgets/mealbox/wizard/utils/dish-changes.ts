// The list of dishes the page keeps, a page at a time, and a dish change's
// answer applied to it: the server answers which dishes changed availability
// (taken into the box, given back), not the week's menu again, so a click
// costs the same with 12 dishes on the menu or 2,000. Every dish the server
// offers carries its place on the whole menu (`menu_rank`): where it goes.
import type { DishCursor, MenuDishCard } from "../stores/wizard-state";

/** The dishes loaded, how many more match after them, and where the next page starts. */
export type DishPage = {
  dishesRemaining: MenuDishCard[];
  dishesMore: number;
  dishesCursor: DishCursor | null;
};

type PageAnswer = { product_remaining: MenuDishCard[]; remaining_more: number };

function cursorOf(cards: readonly MenuDishCard[]): DishCursor | null {
  const last = cards.at(-1);
  return last ? { productId: last.product_id, menuRank: last.menu_rank } : null;
}

/** A page as the server answers it (/load/mealbox, /mealbox/diet). */
export function dishPage(result: PageAnswer): DishPage {
  return {
    dishesRemaining: result.product_remaining,
    dishesMore: result.remaining_more,
    dishesCursor: cursorOf(result.product_remaining),
  };
}

/** The page after `loaded` appended to it (a dish already shown is not shown twice). */
export function withNextPage(loaded: DishPage, next: PageAnswer): DishPage {
  const shown = new Set(loaded.dishesRemaining.map((card) => card.product_id));
  return {
    dishesRemaining: [
      ...loaded.dishesRemaining,
      ...next.product_remaining.filter((card) => !shown.has(card.product_id)),
    ],
    dishesMore: next.remaining_more,
    dishesCursor: cursorOf(next.product_remaining) ?? loaded.dishesCursor,
  };
}

/**
 * The page without the dishes `taken` (template ids) and with those `returned`,
 * each at its place on the menu. A dish given back beyond the pages loaded is
 * not shown yet: it comes with its page, and counts among the more.
 */
export function withDishChanges(
  page: DishPage,
  taken: readonly number[],
  returned: readonly MenuDishCard[],
): DishPage {
  const end = page.dishesMore > 0 && page.dishesCursor ? page.dishesCursor.menuRank : Infinity;
  const shown = returned.filter((card) => card.menu_rank <= end);
  const changed = new Set([...taken, ...returned.map((card) => card.product_tmpl_id)]);
  const kept = page.dishesRemaining.filter((card) => !changed.has(card.product_tmpl_id));
  return {
    // The list kept is in menu order: a stable sort only places the dishes given back.
    dishesRemaining: [...kept, ...shown].sort((a, b) => a.menu_rank - b.menu_rank),
    // A dish given back was in the box, so among neither the loaded nor the more.
    dishesMore: page.dishesMore + returned.length - shown.length,
    dishesCursor: page.dishesCursor,
  };
}
