// The compose cart panel as the visitor's presses make it, before the server
// answers (a click shows at once): the box's lines with the quantities asked
// for (a line asked down to 0 is gone), then the dishes whose "Add" is on its
// way. Each answer replaces the box and drops its press; a refusal only drops
// the press, so the panel is the server's again.
import type { CartItem, PendingDishAdd, WizardBox } from "../stores/wizard-state";
import { addStep } from "@/mealbox/shared/compose-rules";

export type ShownDishes = {
  lines: CartItem[];
  /** Line id → the quantity shown while the server has not answered (the line is pending). */
  pendingLines: ReadonlyMap<number, number>;
  /** Meals in the box as shown. */
  count: number;
};

export function shownDishes(
  box: WizardBox,
  pendingAdds: readonly PendingDishAdd[],
  pendingLines: ReadonlyMap<number, number>,
): ShownDishes {
  const shownPending = new Map(pendingLines);
  const lines = box.dishesInCart.filter((line) => pendingLines.get(line.line_id) !== 0);
  for (const { card, lineId } of pendingAdds) {
    // The server adds one to a line the dish already has, a new line starts at its minimum.
    const existing = lines.find((line) => line.product_id === card.product_id);
    if (existing) {
      shownPending.set(existing.line_id, (shownPending.get(existing.line_id) ?? existing.quantity) + 1);
      continue;
    }
    const quantity = addStep(card["min-quant"]);
    lines.push({ ...card, line_id: lineId, quantity, total_price: card.list_price * quantity });
    shownPending.set(lineId, quantity);
  }
  const count = lines.reduce((sum, line) => sum + (shownPending.get(line.line_id) ?? line.quantity), 0);
  return { lines, pendingLines: shownPending, count };
}

/** Meals shown in the box (0 before the box is loaded). */
export function shownCount(state: {
  box: WizardBox | null;
  pendingDishAdds: readonly PendingDishAdd[];
  pendingLines: ReadonlyMap<number, number>;
}): number {
  return state.box ? shownDishes(state.box, state.pendingDishAdds, state.pendingLines).count : 0;
}
