// The steps: compose → extra → login (guests) → delivery. Each step change is
// one queued load; the URL follows once the step is on screen.
import { isAbort, isUserFacing } from "@/core/rpc/rpc-errors";
import { dishPage } from "../utils/dish-changes";
import { shownCount } from "../utils/shown-dishes";
import { NO_FILTERS, type DishFilters, type WizardLocation, type WizardStep } from "../utils/wizard-url";
import type { MessageSlice } from "./message-slice";
import type { HistoryMode, UrlSlice } from "./url-slice";
import type { WizardContext } from "./wizard-context";
import {
  boxParams,
  filterParams,
  shownBoxParams,
  summaryOf,
  type LoadResult,
  type WizardSnapshot,
} from "./wizard-state";

type StepOptions = {
  filters?: DishFilters;
  /** From compose by Next or the Extra breadcrumb: the box must be complete (spec §4.3: is_continue). */
  requireComplete?: boolean;
};

/** A redirect keeps a push a push; anything else replaces the entry. */
function redirected(how: HistoryMode): HistoryMode {
  return how === "push" ? "push" : "replace";
}

export function createStepSlice(ctx: WizardContext, messages: MessageSlice, url: UrlSlice) {
  const { get, set } = ctx;
  let stepTasks = 0;
  let lastStepRequest: { step: WizardStep; options: StepOptions } = { step: get().step, options: {} };

  function applyLoad(result: LoadResult, filters: DishFilters): void {
    set({
      meal: result.meal,
      people: result.people,
      orderId: result.order_id,
      isPublicUser: result.is_public_user,
      box: {
        summary: summaryOf(result),
        dishesInCart: result.product_in_cart,
        ...dishPage(result),
        remainingFilters: filters,
        extrasInCart: result.extra_in_cart,
        extrasRemaining: result.extra_remaining,
        categories: result.categ_list,
        diets: result.diet_list,
        filterLabels: result.filter_labels,
      },
    });
  }

  function queueStep(step: WizardStep, how: HistoryMode, options: StepOptions = {}): void {
    lastStepRequest = { step, options };
    stepTasks++;
    set({ pendingStep: step });
    void ctx.queue
      .run(() => enterStep(step, how, options))
      .catch((error: unknown) => {
        if (isAbort(error) || ctx.stopped()) return;
        // With a step on screen, a message; with nothing to show yet, the error replaces the wizard.
        if (get().box || get().login) messages.report(error);
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
    const state = get();
    const moved = state.status !== "loading" && (step !== state.step || how !== "replace");
    if (step !== state.step) messages.clearMessages();
    set({
      ...patch,
      step,
      status: "ready",
      error: undefined,
      navigation: state.navigation + (moved ? 1 : 0),
    });
    url.writeUrl(how);
  }

  async function enterBoxStep(
    step: "compose" | "extra",
    how: HistoryMode,
    options: StepOptions,
  ): Promise<void> {
    if (step === "extra" && options.requireComplete && get().box && get().step === "compose") {
      return continueFromCompose(how);
    }
    const filters = options.filters ?? (step === "compose" ? NO_FILTERS : get().filters);
    if (step === "compose") set({ filters });
    const { meal, people, orderId } = get();
    const result = await ctx.call("/load/mealbox", {
      meal,
      people,
      order_id: orderId,
      state: step,
      // Informational (spec §7.3): the box the page shows, or was opened for.
      ...shownBoxParams(get()),
      ...filterParams(filters),
    });
    applyLoad(result, filters);
    if (options.requireComplete && messages.reportMoveOn(result.count_line, result.meal)) {
      // Someone changed the box meanwhile (another tab): stay on compose with the fresh lists.
      return;
    }
    arrive(step, how, step === "compose" ? {} : { filters: NO_FILTERS });
    messages.showAlerts(result.alerts);
  }

  /**
   * Next on compose (spec §4.3): /mealbox/add/meal with is_continue checks the
   * box on the server and answers the extra step's lists, so moving on is one call.
   */
  async function continueFromCompose(how: HistoryMode): Promise<void> {
    const box = get().box;
    if (!box) return;
    const { summary } = box;
    // In turn: the answers of the presses queued before Next are in.
    if (messages.reportMoveOn(summary.count_line, summary.meal)) return;
    const filters = get().filters;
    let result;
    try {
      result = await ctx.call("/mealbox/add/meal", {
        order_id: get().orderId,
        is_continue: 1,
        ...boxParams(summary),
        person: summary.people,
        state: "extra",
        current_state: "compose",
        count_line: summary.count_line,
        ...filterParams(filters),
      });
    } catch (error) {
      if (!isUserFacing(error)) throw error;
      // Refused: the box changed elsewhere (another tab). Say why, show the box as it is.
      messages.reportRefusedMoveOn(error);
      return enterBoxStep("compose", "replace", { filters });
    }
    const { extra_in_cart: extrasInCart, extra_remaining: extrasRemaining } = result;
    set({
      meal: result.meal,
      people: result.people,
      orderId: result.order_id,
      isPublicUser: result.is_public_user ?? get().isPublicUser,
      box: {
        ...(get().box ?? box),
        summary: summaryOf(result),
        // Next changes no dish: the list the page keeps stays (Back to compose loads it again).
        dishesInCart: result.product_in_cart,
        ...(extrasInCart && extrasRemaining ? { extrasInCart, extrasRemaining } : {}),
      },
    });
    // A back office answering only the spec's fields: the extra step loads its lists itself.
    if (!extrasInCart || !extrasRemaining) return enterBoxStep("extra", how, {});
    arrive("extra", how, { filters: NO_FILTERS });
    messages.showAlerts(result.alerts ?? []);
  }

  async function enterLogin(how: HistoryMode): Promise<void> {
    const { isPublicUser, orderId, meal, people } = get();
    if (!isPublicUser) return enterDelivery(redirected(how));
    if (!orderId) return enterBoxStep("compose", "replace", {});
    const login = await ctx.call("/mealbox/get/login", { meal, person: people, order: orderId });
    if (!login.is_public_user) {
      set({ isPublicUser: false });
      return enterDelivery(redirected(how));
    }
    arrive("login", how, { login });
  }

  async function enterDelivery(how: HistoryMode): Promise<void> {
    const { isPublicUser, box, meal, people, orderId } = get();
    if (isPublicUser) return enterLogin(redirected(how));
    let valid: boolean;
    if (!box) {
      // Opened at delivery (after logging in, or a reload): the box summary
      // first, which also says whether the box is ready (spec §4.3: a box
      // without exactly its number of meals cannot be delivered).
      const result = await ctx.call("/load/mealbox", {
        meal,
        people,
        order_id: orderId,
        state: "delivery",
        ...shownBoxParams(get()),
      });
      applyLoad(result, NO_FILTERS);
      if (result.is_public_user) return enterLogin("replace");
      valid = result.box_ready;
    } else {
      valid = await ctx.call("/mealbox/meal/validate", { meal, order_id: orderId });
    }
    if (!valid) {
      // Spec §4.3: an incomplete box goes back to compose, same meal, people and order.
      await enterBoxStep("compose", redirected(how), {});
      const summary = get().box?.summary;
      if (summary) messages.reportMoveOn(summary.count_line, summary.meal);
      return;
    }
    arrive("delivery", how, { filters: NO_FILTERS });
  }

  // ---------------------------------------------------------------- navigation

  function next(): void {
    const state = get();
    switch (state.step) {
      case "compose": {
        const summary = state.box?.summary;
        // As the panel shows it: presses still on their way count (checked again in turn).
        if (!summary || messages.reportMoveOn(shownCount(state), summary.meal)) return;
        return queueStep("extra", "push", { requireComplete: true });
      }
      case "extra":
        return queueStep(state.isPublicUser ? "login" : "delivery", "push");
      default:
        return;
    }
  }

  function back(): void {
    switch (get().step) {
      case "compose":
        ctx.win.location.assign("/");
        return;
      case "extra":
        return queueStep("compose", "push");
      case "login":
      case "delivery":
        return queueStep("extra", "push");
    }
  }

  /** A breadcrumb press (spec §2.7: a step opens through the same checks as Next and Back). */
  function goToStep(step: WizardStep): void {
    const state = get();
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
        if (summary && messages.reportMoveOn(shownCount(state), summary.meal)) return;
        return queueStep("delivery", "push");
      }
    }
  }

  /** The browser went back or forward to `location`: show it, the history is already there. */
  function visit(location: WizardLocation): void {
    set({ meal: location.meal, people: location.people });
    queueStep(location.step, "none", { filters: location.filters });
  }

  /** The first step, as the page was opened. */
  function enterFirst(step: WizardStep): void {
    queueStep(step, "replace", { filters: get().filters });
  }

  function retry(): void {
    queueStep(lastStepRequest.step, "replace", lastStepRequest.options);
  }

  return { next, back, goToStep, visit, enterFirst, retry };
}
