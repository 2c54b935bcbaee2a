// The wizard's state and every move it makes, outside React: one serial queue
// of server calls (so rapid clicks can never interleave or overfill the box),
// one JSON-RPC call per user action, and the URL kept in step with what is on
// screen (pushState per step change, replaceState for filters, popstate followed).
import { _t } from "@/core/i18n/translate";
import type { RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { isAbort, isUserFacing, userMessage } from "@/core/rpc/rpc-errors";
import { clearToasts, showToast } from "@/core/ui/toast";
import { addStep, fitsInBox, moveOnProblem } from "../utils/compose-rules";
import { createSerialQueue } from "../utils/serial-queue";
import {
  filtersKey,
  NO_FILTERS,
  normalizeDiets,
  readWizardLocation,
  WIZARD_PATH,
  wizardHref,
  type DishFilters,
  type ToggleFilter,
  type WizardStep,
} from "../utils/wizard-url";

type LoadResult = RouteResult<"/load/mealbox">;
export type ProductCard = LoadResult["product_remaining"][number];
export type CartItem = LoadResult["product_in_cart"][number];
export type LoginInfo = RouteResult<"/mealbox/get/login">;
export type BoxSummary = Pick<
  LoadResult,
  | "order_id"
  | "meal"
  | "people"
  | "meal_id"
  | "price_list_price"
  | "count_line"
  | "amount_total"
  | "currency"
  | "currency_info"
>;

export type WizardBox = {
  summary: BoxSummary;
  dishesInCart: CartItem[];
  /** The dishes left to add, narrowed by `remainingFilters`. */
  dishesRemaining: ProductCard[];
  remainingFilters: DishFilters;
  extrasInCart: CartItem[];
  extrasRemaining: ProductCard[];
  categories: LoadResult["categ_list"];
  diets: LoadResult["diet_list"];
  filterLabels: LoadResult["filter_labels"];
};

export type WizardSnapshot = {
  step: WizardStep;
  meal: number;
  people: number;
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
  /** Cart line id → the quantity asked for, until the server answers. */
  pendingLines: ReadonlyMap<number, number>;
  filtersPending: boolean;
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
};

export type WizardStore = {
  getSnapshot(): WizardSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads the first step and follows the browser history; returns the cleanup. */
  start(): () => void;
  /** A breadcrumb press (spec §2.7). */
  goToStep(step: WizardStep): void;
  next(): void;
  back(): void;
  retry(): void;
  toggleDiet(dietId: number): void;
  selectCategory(categoryId: number): void;
  toggleFilter(filter: Exclude<ToggleFilter, 0>): void;
  addDish(card: ProductCard): void;
  setDishQuantity(line: CartItem, quantity: number): void;
  addExtra(card: ProductCard): void;
  setExtraQuantity(line: CartItem, quantity: number): void;
};

/** How a step change shows in the history: a new entry, the same entry, or (popstate) already there. */
type HistoryMode = "push" | "replace" | "none";

type StepOptions = {
  filters?: DishFilters;
  /** From compose by Next or the Extra breadcrumb: the box must be complete. */
  requireComplete?: boolean;
};

export function createWizardStore({
  client,
  init,
  win = window,
}: {
  client: RpcClient;
  init: WizardStoreInit;
  win?: Window;
}): WizardStore {
  const initialLocation = readWizardLocation(win.location.search, { ...init, step: init.state });
  let state: WizardSnapshot = {
    step: init.state,
    meal: init.meal,
    people: init.people,
    // The server's props win: it drops an order id that is not the visitor's cart.
    orderId: init.orderId,
    isPublicUser: init.isPublicUser,
    filters: init.state === "compose" ? initialLocation.filters : NO_FILTERS,
    box: null,
    login: null,
    status: "loading",
    error: undefined,
    pendingStep: null,
    pendingProducts: new Set(),
    pendingLines: new Map(),
    filtersPending: false,
    navigation: 0,
    revision: 0,
  };
  const listeners = new Set<() => void>();
  const queue = createSerialQueue();
  const shownAlerts = new Set<number>();
  let abort = new AbortController();
  /** Meals that queued "Add"s will put in the box: checked before queueing another. */
  let reservedMeals = 0;
  let filterLoadQueued = false;
  let stepTasks = 0;
  let lastStepRequest: { step: WizardStep; options: StepOptions } = { step: init.state, options: {} };

  function set(patch: Partial<WizardSnapshot>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  function call<R extends Parameters<RpcClient["call"]>[0]>(route: R, params: RouteParams<R>) {
    return client.call(route, params, { signal: abort.signal });
  }

  function filterParams(filters: DishFilters) {
    return { category: [filters.category], diet_list: [...filters.diets], filter: filters.toggle };
  }

  // ---------------------------------------------------------------- messages

  function report(error: unknown): void {
    if (isAbort(error) || abort.signal.aborted) return;
    // A refusal meant for the visitor is expected; anything else is a bug worth a log line.
    if (!isUserFacing(error)) console.error("[weekbox] mealbox-wizard:", error);
    showToast({ tone: "error", message: userMessage(error, _t) });
  }

  function refuseAdd(meals: number): void {
    showToast({
      tone: "error",
      message: _t("With your type of box it is not possible to add more than {n} meals", { n: meals }),
    });
  }

  /** The centered 'Error' toast for moving on with too few or too many dishes; false when there is none. */
  function reportMoveOn(countLine: number, meals: number): boolean {
    const problem = moveOnProblem(countLine, meals);
    if (!problem) return false;
    showToast({
      tone: "error",
      placement: "center",
      title: _t("Error"),
      message:
        problem.kind === "missing"
          ? _t("You need to add {n} meals in order to continue", { n: problem.count })
          : _t("You need to adjust or remove meals in order to continue"),
    });
    return true;
  }

  function showAlerts(alerts: LoadResult["alerts"]): void {
    for (const alert of alerts) {
      if (shownAlerts.has(alert.id)) continue;
      shownAlerts.add(alert.id);
      showToast({
        tone: alert.tone === "error" ? "error" : "info",
        message: alert.message,
        timeoutMs: 8_000,
      });
    }
  }

  // ---------------------------------------------------------------- applying answers

  function summaryOf(result: BoxSummary): BoxSummary {
    const {
      order_id,
      meal,
      people,
      meal_id,
      price_list_price,
      count_line,
      amount_total,
      currency,
      currency_info,
    } = result;
    return {
      order_id,
      meal,
      people,
      meal_id,
      price_list_price,
      count_line,
      amount_total,
      currency,
      currency_info,
    };
  }

  function applyLoad(result: LoadResult, filters: DishFilters): void {
    set({
      meal: result.meal,
      people: result.people,
      orderId: result.order_id,
      isPublicUser: result.is_public_user,
      box: {
        summary: summaryOf(result),
        dishesInCart: result.product_in_cart,
        dishesRemaining: result.product_remaining,
        remainingFilters: filters,
        extrasInCart: result.extra_in_cart,
        extrasRemaining: result.extra_remaining,
        categories: result.categ_list,
        diets: result.diet_list,
        filterLabels: result.filter_labels,
      },
    });
  }

  /** A dish change's answer. Its remaining list is for the filters it was sent with. */
  function applyDishes(
    summary: BoxSummary,
    inCart: CartItem[],
    remaining: ProductCard[],
    sentFilters: DishFilters,
  ): void {
    const box = state.box;
    if (!box) return;
    const current = filtersKey(sentFilters) === filtersKey(state.filters);
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

  // ---------------------------------------------------------------- URL

  function writeUrl(how: HistoryMode): void {
    if (how === "none") return;
    const href = wizardHref({
      meal: state.meal,
      people: state.people,
      step: state.step,
      orderId: state.orderId,
      filters: state.filters,
    });
    const urlStep = new URLSearchParams(win.location.search).get("state");
    const historyState = { weekboxWizard: state.step };
    if (how === "push" && urlStep !== state.step) win.history.pushState(historyState, "", href);
    else if (win.location.pathname + win.location.search !== href)
      win.history.replaceState(historyState, "", href);
  }

  // ---------------------------------------------------------------- steps

  function queueStep(step: WizardStep, how: HistoryMode, options: StepOptions = {}): void {
    lastStepRequest = { step, options };
    stepTasks++;
    set({ pendingStep: step });
    void queue
      .run(() => enterStep(step, how, options))
      .catch((error: unknown) => {
        if (isAbort(error) || abort.signal.aborted) return;
        // With a step on screen, a toast; with nothing to show yet, the error replaces the wizard.
        if (state.box || state.login) report(error);
        else set({ status: "failed", error });
      })
      .finally(() => {
        stepTasks--;
        if (stepTasks === 0) set({ pendingStep: null });
      });
  }

  async function enterStep(step: WizardStep, how: HistoryMode, options: StepOptions): Promise<void> {
    switch (step) {
      case "compose":
      case "extra":
        return enterBoxStep(step, how, options);
      case "login":
        return enterLogin(how);
      case "delivery":
        return enterDelivery(how);
    }
  }

  function arrive(step: WizardStep, how: HistoryMode, patch: Partial<WizardSnapshot> = {}): void {
    const moved = state.status !== "loading" && (step !== state.step || how !== "replace");
    if (step !== state.step) clearToasts();
    set({
      ...patch,
      step,
      status: "ready",
      error: undefined,
      navigation: state.navigation + (moved ? 1 : 0),
    });
    writeUrl(how);
  }

  async function enterBoxStep(
    step: "compose" | "extra",
    how: HistoryMode,
    options: StepOptions,
  ): Promise<void> {
    const filters = options.filters ?? (step === "compose" ? NO_FILTERS : state.filters);
    if (step === "compose") set({ filters });
    const result = await call("/load/mealbox", {
      meal: state.meal,
      people: state.people,
      order_id: state.orderId,
      state: step,
      ...filterParams(filters),
    });
    applyLoad(result, filters);
    if (options.requireComplete && reportMoveOn(result.count_line, result.meal)) {
      // Someone changed the box meanwhile (another tab): stay on compose with the fresh lists.
      return;
    }
    arrive(step, how, step === "compose" ? {} : { filters: NO_FILTERS });
    showAlerts(result.alerts);
  }

  async function enterLogin(how: HistoryMode): Promise<void> {
    if (!state.isPublicUser) return enterDelivery(how === "push" ? "push" : "replace");
    if (!state.orderId) return enterBoxStep("compose", "replace", {});
    const login = await call("/mealbox/get/login", {
      meal: state.meal,
      person: state.people,
      order: state.orderId,
    });
    if (!login.is_public_user) {
      set({ isPublicUser: false });
      return enterDelivery(how === "push" ? "push" : "replace");
    }
    arrive("login", how, { login });
  }

  async function enterDelivery(how: HistoryMode): Promise<void> {
    if (state.isPublicUser) return enterLogin(how === "push" ? "push" : "replace");
    let valid: boolean;
    if (!state.box) {
      // Opened at delivery (after logging in, or a reload): the box summary
      // first, which also says whether the box is ready (spec §4.3's check).
      const result = await call("/load/mealbox", {
        meal: state.meal,
        people: state.people,
        order_id: state.orderId,
        state: "delivery",
      });
      applyLoad(result, NO_FILTERS);
      if (result.is_public_user) return enterLogin("replace");
      valid = result.box_ready;
    } else {
      valid = await call("/mealbox/meal/validate", { meal: state.meal, order_id: state.orderId });
    }
    if (!valid) {
      // Spec §4.3: back to compose, same meal, people and order.
      await enterBoxStep("compose", how === "push" ? "push" : "replace", {});
      const summary = state.box?.summary;
      if (summary) reportMoveOn(summary.count_line, summary.meal);
      return;
    }
    arrive("delivery", how, { filters: NO_FILTERS });
  }

  // ---------------------------------------------------------------- filters

  function changeFilters(filters: DishFilters, route: "/mealbox/diet" | "/mealbox/category"): void {
    if (!state.box || state.step !== "compose") return;
    set({ filters, filtersPending: true });
    writeUrl("replace");
    if (filterLoadQueued) return; // the queued request reads the latest filters when it runs
    filterLoadQueued = true;
    void queue
      .run(async () => {
        filterLoadQueued = false;
        const sent = state.filters;
        const result = await call(route, {
          order_id: state.orderId,
          state: "compose",
          ...filterParams(sent),
        });
        const box = state.box;
        if (box && filtersKey(sent) === filtersKey(state.filters)) {
          set({ box: { ...box, dishesRemaining: result.product_remaining, remainingFilters: sent } });
        }
      })
      .catch(report)
      .finally(() => {
        if (!filterLoadQueued) set({ filtersPending: false });
      });
  }

  // ---------------------------------------------------------------- cart changes

  function withProduct(productId: number, pending: boolean): void {
    const products = new Set(state.pendingProducts);
    if (pending) products.add(productId);
    else products.delete(productId);
    set({ pendingProducts: products });
  }

  function withLine(lineId: number, quantity: number | null): void {
    const lines = new Map(state.pendingLines);
    if (quantity === null) lines.delete(lineId);
    else lines.set(lineId, quantity);
    set({ pendingLines: lines });
  }

  function refused(): void {
    set({ revision: state.revision + 1 });
  }

  function addDish(card: ProductCard): void {
    const box = state.box;
    if (!box || state.pendingProducts.has(card.product_id)) return;
    const step = addStep(card["min-quant"]);
    const { meal } = box.summary;
    if (!fitsInBox(box.summary.count_line + reservedMeals, step, meal)) return refuseAdd(meal);
    reservedMeals += step;
    withProduct(card.product_id, true);
    void queue
      .run(async () => {
        const current = state.box?.summary;
        // Checked again in turn: a change queued before this one may have filled the box.
        if (current && !fitsInBox(current.count_line, step, current.meal)) return refuseAdd(current.meal);
        const sent = state.filters;
        const result = await call("/mealbox/add/meal", {
          order_id: state.orderId,
          product_id: card.product_id,
          ...filterParams(sent),
        });
        applyDishes(result, result.product_in_cart, result.product_add_to_cart, sent);
      })
      .catch(report)
      .finally(() => {
        reservedMeals -= step;
        withProduct(card.product_id, false);
      });
  }

  function setDishQuantity(line: CartItem, wanted: number): void {
    const box = state.box;
    if (!box || state.pendingLines.has(line.line_id)) return;
    const quantity = Math.max(0, Math.min(99, Math.trunc(wanted)));
    if (quantity === line.quantity) return;
    // Below its minimum the line goes (spec §4.3): the server removes it too.
    const removes = quantity < Math.max(line["min-quant"], 1);
    const growth = removes ? 0 : Math.max(0, quantity - line.quantity);
    const { meal } = box.summary;
    if (growth > 0 && !fitsInBox(box.summary.count_line + reservedMeals, growth, meal)) {
      refused();
      return refuseAdd(meal);
    }
    reservedMeals += growth;
    withLine(line.line_id, removes ? 0 : quantity);
    void queue
      .run(async () => {
        const sent = state.filters;
        const result = await call("/mealbox/remove/meal", {
          order_id: state.orderId,
          line_id: line.line_id,
          quantity: removes ? 0 : quantity,
          ...filterParams(sent),
        });
        applyDishes(result, result.product_in_cart, result.product_remaining, sent);
      })
      .catch((error: unknown) => {
        refused();
        report(error);
      })
      .finally(() => {
        reservedMeals -= growth;
        withLine(line.line_id, null);
      });
  }

  function applyExtras(result: RouteResult<"/mealbox/add/extra-meal">): void {
    const [totals] = result;
    const box = state.box;
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

  function addExtra(card: ProductCard): void {
    if (!state.box || state.pendingProducts.has(card.product_id)) return;
    withProduct(card.product_id, true);
    void queue
      .run(async () => {
        applyExtras(
          await call("/mealbox/add/extra-meal", {
            order_id: state.orderId,
            product_id: card.product_id,
            add_product: 1,
          }),
        );
      })
      .catch(report)
      .finally(() => withProduct(card.product_id, false));
  }

  function setExtraQuantity(line: CartItem, wanted: number): void {
    if (!state.box || state.pendingLines.has(line.line_id)) return;
    const quantity = Math.max(0, Math.min(99, Math.trunc(wanted)));
    if (quantity === line.quantity) return;
    const removes = quantity === 0 || quantity < line["min-quant"];
    withLine(line.line_id, removes ? 0 : quantity);
    void queue
      .run(async () => {
        applyExtras(
          await call("/mealbox/add/extra-meal", {
            order_id: state.orderId,
            line_id: line.line_id,
            quantity: removes ? 0 : quantity,
          }),
        );
      })
      .catch((error: unknown) => {
        refused();
        report(error);
      })
      .finally(() => withLine(line.line_id, null));
  }

  // ---------------------------------------------------------------- navigation

  function next(): void {
    switch (state.step) {
      case "compose": {
        const summary = state.box?.summary;
        if (!summary || reportMoveOn(summary.count_line, summary.meal)) return;
        return queueStep("extra", "push", { requireComplete: true });
      }
      case "extra":
        return queueStep(state.isPublicUser ? "login" : "delivery", "push");
      default:
        return;
    }
  }

  function back(): void {
    switch (state.step) {
      case "compose":
        win.location.assign("/");
        return;
      case "extra":
        return queueStep("compose", "push");
      case "login":
      case "delivery":
        return queueStep("extra", "push");
    }
  }

  function goToStep(step: WizardStep): void {
    switch (step) {
      case "compose":
        // Spec: sets the URL to state=compose (no filters) and reloads the dishes.
        return queueStep("compose", "push");
      case "extra":
        if (state.step === "compose") return next();
        return queueStep("extra", "push");
      case "login":
        if (!state.isPublicUser) return;
        return queueStep("login", "push");
      case "delivery": {
        if (state.isPublicUser) return;
        const summary = state.box?.summary;
        if (summary && reportMoveOn(summary.count_line, summary.meal)) return;
        return queueStep("delivery", "push");
      }
    }
  }

  function onPopState(): void {
    if (win.location.pathname !== WIZARD_PATH) return;
    const location = readWizardLocation(win.location.search, {
      meal: state.meal,
      people: state.people,
      step: state.step,
      orderId: state.orderId,
    });
    set({ meal: location.meal, people: location.people });
    queueStep(location.step, "none", { filters: location.filters });
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      abort = new AbortController();
      win.addEventListener("popstate", onPopState);
      queueStep(init.state, "replace", { filters: state.filters });
      return () => {
        abort.abort();
        win.removeEventListener("popstate", onPopState);
      };
    },
    goToStep,
    next,
    back,
    retry() {
      queueStep(lastStepRequest.step, "replace", lastStepRequest.options);
    },
    toggleDiet(dietId) {
      const diets = state.filters.diets.includes(dietId)
        ? state.filters.diets.filter((id) => id !== dietId)
        : normalizeDiets([...state.filters.diets, dietId]);
      changeFilters({ ...state.filters, diets }, "/mealbox/diet");
    },
    selectCategory(categoryId) {
      // One category at a time; pressing the active one goes back to all (0).
      const category = categoryId === state.filters.category ? 0 : categoryId;
      if (category === state.filters.category) return;
      changeFilters({ ...state.filters, category }, "/mealbox/category");
    },
    toggleFilter(filter) {
      // Mutually exclusive; pressing the active one clears it (sends 0).
      changeFilters(
        { ...state.filters, toggle: state.filters.toggle === filter ? 0 : filter },
        "/mealbox/category",
      );
    },
    addDish,
    setDishQuantity,
    addExtra,
    setExtraQuantity,
  };
}
