// The compose step's dish filters: shown at once and written to the URL, the
// narrowed list loaded in the queue. Presses made while a load waits fold into
// that one load. The list comes a page at a time: "Show more dishes" asks for
// the page after the last dish sent, with the list's filters.
import { dishPage, withNextPage } from "../utils/dish-changes";
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
          set({ box: { ...box, ...dishPage(result), remainingFilters: sent } });
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

  /**
   * The next page of the dishes the list shows (same filters), after the last
   * dish the server sent: a menu of 2,000 dishes is not loaded whole.
   */
  function showMoreDishes(): void {
    const { box, moreDishesPending } = get();
    if (!box || box.dishesMore === 0 || box.dishesCursor === null || moreDishesPending) return;
    set({ moreDishesPending: true });
    void ctx.queue
      .run(async () => {
        const list = get().box;
        if (!list || list.dishesCursor === null) return;
        const sent = list.remainingFilters;
        const after = list.dishesCursor;
        const result = await ctx.call("/mealbox/diet", {
          order_id: get().orderId,
          state: "compose",
          ...boxParams(list.summary),
          ...filterParams(sent),
          after: after.productId,
        });
        const box = get().box;
        // Filters changed meanwhile: their answer brought a new first page.
        if (box && filtersKey(sent) === filtersKey(box.remainingFilters) && box.dishesCursor === after) {
          set({ box: { ...box, ...withNextPage(box, result) } });
        }
      })
      .catch(messages.report)
      .finally(() => set({ moreDishesPending: false }));
  }

  return { toggleDiet, selectCategory, toggleFilter, showMoreDishes };
}
