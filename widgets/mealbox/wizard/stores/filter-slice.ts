// The compose step's dish filters: shown at once and written to the URL, the
// narrowed list loaded in the queue. Presses made while a load waits fold into
// that one load.
import { filtersKey, normalizeDiets, type DishFilters, type ToggleFilter } from "../utils/wizard-url";
import type { MessageSlice } from "./message-slice";
import type { UrlSlice } from "./url-slice";
import type { WizardContext } from "./wizard-context";
import { boxParams, filterParams } from "./wizard-state";

export function createFilterSlice(ctx: WizardContext, messages: MessageSlice, url: UrlSlice) {
  const { get, set } = ctx;
  let filterLoadQueued = false;

  function changeFilters(filters: DishFilters, route: "/mealbox/diet" | "/mealbox/category"): void {
    if (!get().box || get().step !== "compose") return;
    set({ filters, filtersPending: true });
    url.writeUrl("replace");
    if (filterLoadQueued) return; // the queued request reads the latest filters when it runs
    filterLoadQueued = true;
    void ctx.queue
      .run(async () => {
        filterLoadQueued = false;
        const sent = get().filters;
        const summary = get().box?.summary;
        const result = await ctx.call(route, {
          order_id: get().orderId,
          state: "compose",
          ...(summary ? boxParams(summary) : {}),
          ...filterParams(sent),
        });
        const box = get().box;
        if (box && filtersKey(sent) === filtersKey(get().filters)) {
          set({ box: { ...box, dishesRemaining: result.product_remaining, remainingFilters: sent } });
        }
      })
      .catch(messages.report)
      .finally(() => {
        if (!filterLoadQueued) set({ filtersPending: false });
      });
  }

  function toggleDiet(dietId: number): void {
    const { filters } = get();
    const diets = filters.diets.includes(dietId)
      ? filters.diets.filter((id) => id !== dietId)
      : normalizeDiets([...filters.diets, dietId]);
    changeFilters({ ...filters, diets }, "/mealbox/diet");
  }

  function selectCategory(categoryId: number): void {
    const { filters } = get();
    // One category at a time; pressing the active one goes back to all (0).
    const category = categoryId === filters.category ? 0 : categoryId;
    if (category === filters.category) return;
    changeFilters({ ...filters, category }, "/mealbox/category");
  }

  function toggleFilter(filter: Exclude<ToggleFilter, 0>): void {
    const { filters } = get();
    // Mutually exclusive; pressing the active one clears it (sends 0).
    changeFilters({ ...filters, toggle: filters.toggle === filter ? 0 : filter }, "/mealbox/category");
  }

  return { toggleDiet, selectCategory, toggleFilter };
}
