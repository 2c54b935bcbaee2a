// Changes to the box: dishes on compose, extras on extra. Each press is one
// queued call; what is asked for shows as pending until the server answers.
import type { RouteResult } from "@/core/rpc/route-map";
import { addStep, fitsInBox } from "../utils/compose-rules";
import { filtersKey, type DishFilters } from "../utils/wizard-url";
import type { MessageSlice } from "./message-slice";
import type { WizardContext } from "./wizard-context";
import { filterParams, summaryOf, type BoxSummary, type CartItem, type ProductCard } from "./wizard-state";

/** A quantity typed or stepped, as the server takes it. */
function clampQuantity(wanted: number): number {
  return Math.max(0, Math.min(99, Math.trunc(wanted)));
}

export function createCartSlice(ctx: WizardContext, messages: MessageSlice) {
  const { get, set } = ctx;
  /** Meals that queued "Add"s will put in the box: checked before queueing another. */
  let reservedMeals = 0;

  function withProduct(productId: number, pending: boolean): void {
    const products = new Set(get().pendingProducts);
    if (pending) products.add(productId);
    else products.delete(productId);
    set({ pendingProducts: products });
  }

  function withLine(lineId: number, quantity: number | null): void {
    const lines = new Map(get().pendingLines);
    if (quantity === null) lines.delete(lineId);
    else lines.set(lineId, quantity);
    set({ pendingLines: lines });
  }

  function refused(): void {
    set({ revision: get().revision + 1 });
  }

  /** A dish change's answer. Its remaining list is for the filters it was sent with. */
  function applyDishes(
    summary: BoxSummary,
    inCart: CartItem[],
    remaining: ProductCard[],
    sentFilters: DishFilters,
  ): void {
    const { box, filters } = get();
    if (!box) return;
    const current = filtersKey(sentFilters) === filtersKey(filters);
    set({
      box: {
        ...box,
        summary: summaryOf(summary),
        dishesInCart: inCart,
        // Filters changed meanwhile: their own request is queued and will bring the right list.
        ...(current ? { dishesRemaining: remaining, remainingFilters: sentFilters } : {}),
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
    const { box, pendingProducts } = get();
    if (!box || pendingProducts.has(card.product_id)) return;
    const step = addStep(card["min-quant"]);
    const { meal } = box.summary;
    if (!fitsInBox(box.summary.count_line + reservedMeals, step, meal)) return messages.refuseAdd(meal);
    reservedMeals += step;
    withProduct(card.product_id, true);
    void ctx.queue
      .run(async () => {
        const current = get().box?.summary;
        // Checked again in turn: a change queued before this one may have filled the box.
        if (current && !fitsInBox(current.count_line, step, current.meal))
          return messages.refuseAdd(current.meal);
        const sent = get().filters;
        const result = await ctx.call("/mealbox/add/meal", {
          order_id: get().orderId,
          product_id: card.product_id,
          ...filterParams(sent),
        });
        applyDishes(result, result.product_in_cart, result.product_add_to_cart, sent);
      })
      .catch(messages.report)
      .finally(() => {
        reservedMeals -= step;
        withProduct(card.product_id, false);
      });
  }

  function setDishQuantity(line: CartItem, wanted: number): void {
    const { box, pendingLines } = get();
    if (!box || pendingLines.has(line.line_id)) return;
    const quantity = clampQuantity(wanted);
    if (quantity === line.quantity) return;
    // Spec §4.3: a line set below its minimum is removed (the server removes it too).
    const removes = quantity < Math.max(line["min-quant"], 1);
    const growth = removes ? 0 : Math.max(0, quantity - line.quantity);
    const { meal } = box.summary;
    if (growth > 0 && !fitsInBox(box.summary.count_line + reservedMeals, growth, meal)) {
      refused();
      return messages.refuseAdd(meal);
    }
    reservedMeals += growth;
    withLine(line.line_id, removes ? 0 : quantity);
    void ctx.queue
      .run(async () => {
        const sent = get().filters;
        const result = await ctx.call("/mealbox/remove/meal", {
          order_id: get().orderId,
          line_id: line.line_id,
          quantity: removes ? 0 : quantity,
          ...filterParams(sent),
        });
        applyDishes(result, result.product_in_cart, result.product_remaining, sent);
      })
      .catch((error: unknown) => {
        refused();
        messages.report(error);
      })
      .finally(() => {
        reservedMeals -= growth;
        withLine(line.line_id, null);
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
