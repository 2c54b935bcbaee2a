// The wizard's URL is its bookmark: /mealbox?meal=&people=&state=[&order_id=]
// plus, on the compose step, the active dish filters (category, diet, filter),
// so a reload or a shared link restores exactly what was on screen (spec §2.7).

export type WizardStep = "compose" | "extra" | "login" | "delivery";

/** The two mutually exclusive toggle filters; 0 means none (spec §9.3). */
export type ToggleFilter = "do_something" | "do_nothing" | 0;

export type DishFilters = {
  /** eCommerce category id; 0 means all. */
  category: number;
  /** Diet ids, all of which a dish must have; sorted, no duplicates. */
  diets: readonly number[];
  toggle: ToggleFilter;
};

export type WizardLocation = {
  meal: number;
  people: number;
  step: WizardStep;
  orderId: number | null;
  filters: DishFilters;
};

export const WIZARD_PATH = "/mealbox";
export const WIZARD_STEPS: readonly WizardStep[] = ["compose", "extra", "login", "delivery"];
export const NO_FILTERS: DishFilters = { category: 0, diets: [], toggle: 0 };

function parseId(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

function parseStep(value: string | null): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => step === value);
}

function parseToggle(value: string | null): ToggleFilter {
  return value === "do_something" || value === "do_nothing" ? value : 0;
}

/** Diet ids as the URL carries them ("1,3"), cleaned: junk is dropped. */
export function normalizeDiets(ids: Iterable<number>): number[] {
  return [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b);
}

/**
 * Reads the wizard's location from a query string; what is missing or junk
 * comes from `fallback` (the props the server rendered from the same URL).
 */
export function readWizardLocation(
  search: string,
  fallback: Omit<WizardLocation, "filters">,
): WizardLocation {
  const query = new URLSearchParams(search);
  const diets = (query.get("diet") ?? "")
    .split(",")
    .map((part) => parseId(part.trim()))
    .filter((id): id is number => id !== undefined);
  return {
    meal: parseId(query.get("meal")) || fallback.meal,
    people: parseId(query.get("people")) || fallback.people,
    step: parseStep(query.get("state")) ?? fallback.step,
    orderId: parseId(query.get("order_id")) || fallback.orderId,
    filters: {
      category: parseId(query.get("category")) ?? 0,
      diets: normalizeDiets(diets),
      toggle: parseToggle(query.get("filter")),
    },
  };
}

/** The wizard URL of a location; filters are part of it on the compose step only. */
export function wizardHref({ meal, people, step, orderId, filters }: WizardLocation): string {
  const query = new URLSearchParams({ meal: String(meal), people: String(people), state: step });
  if (orderId) query.set("order_id", String(orderId));
  if (step === "compose") {
    if (filters.category) query.set("category", String(filters.category));
    if (filters.diets.length) query.set("diet", filters.diets.join(","));
    if (filters.toggle) query.set("filter", filters.toggle);
  }
  return `${WIZARD_PATH}?${query.toString().replace(/%2C/g, ",")}`;
}

/** A stable key for comparing filters (the answer to a request is for the filters it was sent with). */
export function filtersKey(filters: DishFilters): string {
  return `${filters.category}|${filters.diets.join(",")}|${filters.toggle}`;
}
