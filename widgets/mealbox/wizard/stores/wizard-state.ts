// The wizard's state: what the view renders, as the slices of the store write it.
import type { RouteResult } from "@/core/rpc/route-map";
import { NO_FILTERS, readWizardLocation, type DishFilters, type WizardStep } from "../utils/wizard-url";

export type LoadResult = RouteResult<"/load/mealbox">;
/** A dish or extra card as the server shapes it (the cart lines and the extras carry no menu place). */
export type ProductCard = LoadResult["extra_remaining"][number];
/** A dish offered, with its place on the week's menu (`menu_rank`). */
export type MenuDishCard = LoadResult["product_remaining"][number];
export type CartItem = LoadResult["product_in_cart"][number];
export type LoginInfo = RouteResult<"/mealbox/get/login">;
/** A dish change's answer (/mealbox/add/meal, /mealbox/remove/meal): the box and what changed. */
export type DishChangeResult = Pick<
  RouteResult<"/mealbox/remove/meal">,
  "product_in_cart" | "dishes_taken" | "dishes_returned"
>;
/** The box totals every answer of the wizard's routes carries. */
const SUMMARY_FIELDS = [
  "order_id",
  "meal",
  "people",
  "meal_id",
  "price_list_price",
  "count_line",
  "amount_total",
  "currency",
  "currency_info",
] as const satisfies readonly (keyof LoadResult)[];

export type BoxSummary = Pick<LoadResult, (typeof SUMMARY_FIELDS)[number]>;

/** A dish "Add" shown in the cart panel before the server answers it. */
export type PendingDishAdd = {
  card: ProductCard;
  /** The panel's key for the line until the server's line replaces it (negative: never a real id). */
  lineId: number;
};

export type DishCursor = { productId: number; menuRank: number };

export type WizardBox = {
  summary: BoxSummary;
  dishesInCart: CartItem[];
  /** The dishes left to add, narrowed by `remainingFilters`: the pages loaded so far, in menu order. */
  dishesRemaining: MenuDishCard[];
  remainingFilters: DishFilters;
  /** How many more dishes match after those loaded (the server sends them a page at a time). */
  dishesMore: number;
  /** The dish the next page starts after: the last one the server sent (product id, place on the menu). */
  dishesCursor: DishCursor | null;
  extrasInCart: CartItem[];
  extrasRemaining: ProductCard[];
  categories: LoadResult["categ_list"];
  diets: LoadResult["diet_list"];
  filterLabels: LoadResult["filter_labels"];
};

/** The box of a size as the page was opened with it (the server's props). */
export type PageBox = { meal: number; people: number; mealId: number; pricelistPrice: number };

export type WizardSnapshot = {
  step: WizardStep;
  meal: number;
  people: number;
  /** The box the page was opened for, until an answer names the box. */
  pageBox: PageBox | null;
  orderId: number | null;
  isPublicUser: boolean;
  filters: DishFilters;
  box: WizardBox | null;
  login: LoginInfo | null;
  /** "loading" until the first step is on screen; "failed" when that (or a later step load) failed. */
  status: "loading" | "ready" | "failed";
  error: unknown;
  /** The step being loaded, while a step change waits for the server. */
  pendingStep: WizardStep | null;
  /** Product ids whose "Add" is queued or on its way. */
  pendingProducts: ReadonlySet<number>;
  /** Dish "Add"s queued or on their way, in click order: the cart panel shows them at once. */
  pendingDishAdds: readonly PendingDishAdd[];
  /** Cart line id → the quantity asked for, until the server answers. */
  pendingLines: ReadonlyMap<number, number>;
  filtersPending: boolean;
  /** "Show more dishes" is on its way. */
  moreDishesPending: boolean;
  /** Bumped when a step is entered by navigation (not on first load): the view moves focus to it. */
  navigation: number;
  /** Bumped when a change is refused or fails, so controlled inputs show the server's value again. */
  revision: number;
};

export type WizardStoreInit = {
  meal: number;
  people: number;
  state: WizardStep;
  orderId: number | null;
  isPublicUser: boolean;
  /** The box of `meal` × `people` (its product and price), when the page knows it. */
  pageBox?: { mealId: number; pricelistPrice: number } | null;
};

/** The state before the first answer: the server's props, and the URL's filters on compose. */
export function initialSnapshot(init: WizardStoreInit, search: string): WizardSnapshot {
  const location = readWizardLocation(search, { ...init, step: init.state });
  return {
    step: init.state,
    meal: init.meal,
    people: init.people,
    pageBox: init.pageBox ? { meal: init.meal, people: init.people, ...init.pageBox } : null,
    // The server's props win: it drops an order id that is not the visitor's cart.
    orderId: init.orderId,
    isPublicUser: init.isPublicUser,
    filters: init.state === "compose" ? location.filters : NO_FILTERS,
    box: null,
    login: null,
    status: "loading",
    error: undefined,
    pendingStep: null,
    pendingProducts: new Set(),
    pendingDishAdds: [],
    pendingLines: new Map(),
    filtersPending: false,
    moreDishesPending: false,
    navigation: 0,
    revision: 0,
  };
}

/** The box totals out of an answer that carries them among other fields. */
export function summaryOf(result: BoxSummary): BoxSummary {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, result[field]])) as BoxSummary;
}

/**
 * The spec's informational `meal_id` and `pricelist_price` of /load/mealbox:
 * the box the page shows (its last answer's), else the one the page was
 * opened for while the size is still that one; none when the page knows none.
 */
export function shownBoxParams(state: Pick<WizardSnapshot, "box" | "pageBox" | "meal" | "people">): {
  meal_id?: number;
  pricelist_price?: number;
} {
  const { box, pageBox } = state;
  if (box) {
    return {
      ...(box.summary.meal_id ? { meal_id: box.summary.meal_id } : {}),
      pricelist_price: box.summary.price_list_price,
    };
  }
  if (pageBox && pageBox.meal === state.meal && pageBox.people === state.people) {
    return { meal_id: pageBox.mealId, pricelist_price: pageBox.pricelistPrice };
  }
  return {};
}

/** Filters as the dish routes take them. */
export function filterParams(filters: DishFilters) {
  return { category: [filters.category], diet_list: [...filters.diets], filter: filters.toggle };
}

/**
 * The spec's order context (§3.4) the dish and extra routes take: informational,
 * our server never trusts it (the order is the truth), a spec back office may read it.
 */
export function boxParams(summary: BoxSummary) {
  return { meal: summary.meal, meal_no: summary.meal, price_list_price: summary.price_list_price };
}
