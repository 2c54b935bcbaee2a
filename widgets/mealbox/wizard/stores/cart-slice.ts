// Changes to the box: dishes on compose, extras on extra. Each press is one
// queued call, in click order. A dish press shows in the cart panel at once
// (utils/shown-dishes.ts); its answer replaces the box in the same update that
// drops the press, a refusal drops the press (the panel is the server's again)
// and says why. Extras show as pending until the server answers.
import type { RouteResult } from "@/core/rpc/route-map";
import { addStep, fitsInBox } from "@/mealbox/shared/compose-rules";
import { withDishChanges } from "../utils/dish-changes";
import { shownCount } from "../utils/shown-dishes";
import { filtersKey, type DishFilters } from "../utils/wizard-url";
import type { MessageSlice } from "./message-slice";
import type { WizardContext } from "./wizard-context";
import {
  boxParams,
  filterParams,
  summaryOf,
  type BoxSummary,
  type CartItem,
  type DishChangeResult,
  type PendingDishAdd,
  type ProductCard,
  type WizardSnapshot,
} from "./wizard-state";

/** A quantity typed or stepped, as the server takes it. */
function clampQuantity(wanted: number): number {
  return Math.max(0, Math.min(99, Math.trunc(wanted)));
}

export function createCartSlice(ctx: WizardContext, messages: MessageSlice) {
  const { get, set } = ctx;
  /** Keys of the panel's lines shown before the server answers: negative, never a real line id. */
  let lastShownLineId = 0;

  function withProduct(productId: number, pending: boolean): void {
    const products = new Set(get().pendingProducts);
    if (pending) products.add(productId);
    else products.delete(productId);
    set({ pendingProducts: products });
  }

  function withLine(lineId: number, quantity: number | null): void {
    set({ pendingLines: linesWith(lineId, quantity) });
  }

  function linesWith(lineId: number, quantity: number | null): ReadonlyMap<number, number> {
    const lines = new Map(get().pendingLines);
    if (quantity === null) lines.delete(lineId);
    else lines.set(lineId, quantity);
    return lines;
  }

  /** The state without a dish press (answered or refused). */
  function withoutAdd(pending: PendingDishAdd): Partial<WizardSnapshot> {
    const products = new Set(get().pendingProducts);
    products.delete(pending.card.product_id);
    return {
      pendingDishAdds: get().pendingDishAdds.filter((add) => add !== pending),
      pendingProducts: products,
    };
  }

  function dropAdd(pending: PendingDishAdd): void {
    if (get().pendingDishAdds.includes(pending)) set(withoutAdd(pending));
  }

  function refused(): void {
    set({ revision: get().revision + 1 });
  }

  /**
   * A dish change's answer, with `patch` (the press it answers, dropped in the
   * same update so the panel never counts it twice). It says which dishes
   * changed availability: the list kept loses those taken and, when it is
   * for the filters the change was sent with (the dishes given back are
   * those matching them), gets those given back.
   */
  function applyDishes(
    result: BoxSummary & DishChangeResult,
    sentFilters: DishFilters,
    patch: Partial<WizardSnapshot> = {},
  ): void {
    const { box } = get();
    if (!box) return set(patch);
    // Filters changed meanwhile: their own request is queued and will bring the right list.
    const sameList = filtersKey(sentFilters) === filtersKey(box.remainingFilters);
    set({
      ...patch,
      box: {
        ...box,
        summary: summaryOf(result),
        dishesInCart: result.product_in_cart,
        ...withDishChanges(box, result.dishes_taken, sameList ? result.dishes_returned : []),
      },
    });
  }

  function applyExtras(result: RouteResult<"/mealbox/add/extra-meal">): void {
    const [totals] = result;
    const box = get().box;
    if (!box) return;
    set({
      box: {
        ...box,
        summary: summaryOf(totals),
        extrasInCart: totals.extra_in_cart,
        extrasRemaining: totals.extra_remaining,
      },
    });
  }

  function addDish(card: ProductCard): void {
    const state = get();
    const { box, pendingProducts } = state;
    if (!box || pendingProducts.has(card.product_id)) return;
    const step = addStep(card["min-quant"]);
    const { meal } = box.summary;
    // What the panel shows already counts the presses still on their way.
    if (!fitsInBox(shownCount(state), step, meal)) return messages.refuseAdd(meal);
    const pending: PendingDishAdd = { card, lineId: --lastShownLineId };
    set({
      pendingDishAdds: [...state.pendingDishAdds, pending],
      pendingProducts: new Set(pendingProducts).add(card.product_id),
    });
    void ctx.queue
      .run(async () => {
        const current = get().box?.summary;
        if (!current) return;
        // Checked again in turn: a change queued before this one may have filled the box.
        if (!fitsInBox(current.count_line, step, current.meal)) {
          dropAdd(pending);
          return messages.refuseAdd(current.meal);
        }
        const sent = get().filters;
        const result = await ctx.call("/mealbox/add/meal", {
          order_id: get().orderId,
          product_id: card.product_id,
          ...boxParams(current),
          person: current.people,
          state: "compose",
          current_state: "compose",
          count_line: current.count_line,
          ...filterParams(sent),
        });
        applyDishes(result, sent, withoutAdd(pending));
      })
      .catch((error: unknown) => {
        // Refused (offer rules, a full box) or failed: the panel goes back to the server's box.
        dropAdd(pending);
        messages.report(error);
      })
      .finally(() => dropAdd(pending));
  }

  function setDishQuantity(line: CartItem, wanted: number): void {
    const state = get();
    const { box, pendingLines } = state;
    // A line shown before its "Add" was answered (negative key) cannot be changed yet.
    if (!box || line.line_id < 0 || pendingLines.has(line.line_id)) return;
    const quantity = clampQuantity(wanted);
    if (quantity === line.quantity) return;
    // Spec §4.3: a line set below its minimum is removed (the server removes it too).
    const removes = quantity < Math.max(line["min-quant"], 1);
    const growth = removes ? 0 : Math.max(0, quantity - line.quantity);
    const { meal } = box.summary;
    if (growth > 0 && !fitsInBox(shownCount(state), growth, meal)) {
      refused();
      return messages.refuseAdd(meal);
    }
    // Shown at once: the new quantity, or (0) the line gone from the panel.
    withLine(line.line_id, removes ? 0 : quantity);
    void ctx.queue
      .run(async () => {
        const sent = get().filters;
        const current = get().box?.summary ?? box.summary;
        const result = await ctx.call("/mealbox/remove/meal", {
          order_id: get().orderId,
          line_id: line.line_id,
          quantity: removes ? 0 : quantity,
          ...boxParams(current),
          ...filterParams(sent),
        });
        applyDishes(result, sent, { pendingLines: linesWith(line.line_id, null) });
      })
      .catch((error: unknown) => {
        withLine(line.line_id, null);
        refused();
        messages.report(error);
      })
      .finally(() => {
        if (get().pendingLines.has(line.line_id)) withLine(line.line_id, null);
      });
  }

  function addExtra(card: ProductCard): void {
    const { box, pendingProducts } = get();
    if (!box || pendingProducts.has(card.product_id)) return;
    withProduct(card.product_id, true);
    void ctx.queue
      .run(async () => {
        applyExtras(
          await ctx.call("/mealbox/add/extra-meal", {
            order_id: get().orderId,
            product_id: card.product_id,
            add_product: 1,
            ...boxParams(get().box?.summary ?? box.summary),
          }),
        );
      })
      .catch(messages.report)
      .finally(() => withProduct(card.product_id, false));
  }

  function setExtraQuantity(line: CartItem, wanted: number): void {
    const { box, pendingLines } = get();
    if (!box || pendingLines.has(line.line_id)) return;
    const quantity = clampQuantity(wanted);
    if (quantity === line.quantity) return;
    const removes = quantity === 0 || quantity < line["min-quant"];
    withLine(line.line_id, removes ? 0 : quantity);
    void ctx.queue
      .run(async () => {
        applyExtras(
          await ctx.call("/mealbox/add/extra-meal", {
            order_id: get().orderId,
            line_id: line.line_id,
            quantity: removes ? 0 : quantity,
            ...boxParams(get().box?.summary ?? box.summary),
          }),
        );
      })
      .catch((error: unknown) => {
        refused();
        messages.report(error);
      })
      .finally(() => withLine(line.line_id, null));
  }

  return { addDish, setDishQuantity, addExtra, setExtraQuantity };
}
