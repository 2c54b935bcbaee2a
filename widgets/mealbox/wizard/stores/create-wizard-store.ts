// The wizard's state and every move it makes, outside React: one state
// machine in slices (steps, URL, filters, cart, messages) sharing one state,
// one serial queue of server calls (so rapid clicks can never interleave or
// overfill the box) and one abort signal. Messages for the visitor leave as
// events; the view decides how to show them.
import { createSerialQueue } from "@/core/data/serial-queue";
import { takePageNotice } from "@/core/page/page-notice";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { WIZARD_PATH, type ToggleFilter, type WizardStep } from "../utils/wizard-url";
import { createCartSlice } from "./cart-slice";
import { createFilterSlice } from "./filter-slice";
import { createMessageSlice } from "./message-slice";
import { createStepSlice } from "./step-slice";
import { createUrlSlice } from "./url-slice";
import type { WizardContext } from "./wizard-context";
import { createWizardEvents, type WizardEventListener } from "./wizard-events";
import {
  initialSnapshot,
  type CartItem,
  type ProductCard,
  type WizardSnapshot,
  type WizardStoreInit,
} from "./wizard-state";

export type WizardStore = {
  getSnapshot(): WizardSnapshot;
  subscribe(listener: () => void): () => void;
  /** Messages for the visitor (and when to clear them); the returned function unsubscribes. */
  subscribeEvents(listener: WizardEventListener): () => void;
  /** Loads the first step and follows the browser history; returns the cleanup. */
  start(): () => void;
  /** A breadcrumb press (spec §2.7: a step opens through the same checks as Next and Back). */
  goToStep(step: WizardStep): void;
  next(): void;
  back(): void;
  retry(): void;
  toggleDiet(dietId: number): void;
  selectCategory(categoryId: number): void;
  toggleFilter(filter: Exclude<ToggleFilter, 0>): void;
  /** The next page of the week's dishes. */
  showMoreDishes(): void;
  addDish(card: ProductCard): void;
  setDishQuantity(line: CartItem, quantity: number): void;
  addExtra(card: ProductCard): void;
  setExtraQuantity(line: CartItem, quantity: number): void;
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
  let state = initialSnapshot(init, win.location.search);
  const listeners = new Set<() => void>();
  const events = createWizardEvents();
  let abort = new AbortController();

  const ctx: WizardContext = {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener();
    },
    call: (route, params) => client.call(route, params, { signal: abort.signal }),
    queue: createSerialQueue(),
    emit: events.emit,
    stopped: () => abort.signal.aborted,
    win,
  };
  const messages = createMessageSlice(ctx);
  const url = createUrlSlice(ctx);
  const steps = createStepSlice(ctx, messages, url);
  const filters = createFilterSlice(ctx, messages, url);
  const cart = createCartSlice(ctx, messages);

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeEvents: events.subscribe,
    start() {
      abort = new AbortController();
      const unfollow = url.followHistory(steps.visit);
      steps.enterFirst(init.state);
      // A refusal that sent the visitor here (Pay: the box is no longer complete), once the step shows.
      void ctx.queue.run(async () => {
        const notice = takePageNotice(WIZARD_PATH);
        if (notice) messages.reportNotice(notice);
      });
      return () => {
        abort.abort();
        unfollow();
      };
    },
    goToStep: steps.goToStep,
    next: steps.next,
    back: steps.back,
    retry: steps.retry,
    toggleDiet: filters.toggleDiet,
    selectCategory: filters.selectCategory,
    toggleFilter: filters.toggleFilter,
    showMoreDishes: filters.showMoreDishes,
    addDish: cart.addDish,
    setDishQuantity: cart.setDishQuantity,
    addExtra: cart.addExtra,
    setExtraQuantity: cart.setExtraQuantity,
  };
}
