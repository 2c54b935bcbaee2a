// The delivery step's state and every call it makes, outside React. One serial
// queue for the load and the choices that ask the server (carrier, shipping
// address, store) and for the calls components hand it (promo, pay): answers
// land in the order the visitor acted, and a choice replaced by a later one of
// its kind is skipped or its answer dropped — the totals on screen are always
// those of the latest choice, and only when they include its carrier
// (delivery-totals.ts): the carrier of the visitor's choice is sent whenever
// the server's totals are not its (one home option chosen by default, the
// chosen store's carrier). The remark is saved as typed; dates and "individual"
// are kept per order in the tab (utils/stored-fields.ts) for a reload.
import type { RouteName, RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { isAbort } from "@/core/rpc/rpc-errors";
import { createSerialQueue } from "@/core/data/serial-queue";
import { readStoredFields, writeStoredFields, type StoredFields } from "../utils/stored-fields";
import { fromLoad, INITIAL_SELECTION, withCarrier, withPromo, withShipping } from "./delivery-answers";
import { chosenCarrier } from "./delivery-totals";
import type {
  Address,
  CheckoutResult,
  DeliveryBusy,
  DeliveryMode,
  DeliverySelection,
  DeliveryServerState,
  DeliverySnapshot,
  DeliveryStoreInit,
  DeliverySummary,
  PromoResult,
  ShippingAnswer,
} from "./delivery-state";

/** The remark is saved this long after the last key (and before any call queued after it). */
export const REMARK_SAVE_MS = 600;

export type PayCheckProblem = {
  message: string;
  /** The check again on the current state: the message goes once it no longer says the same. */
  recheck?: (snapshot: DeliverySnapshot) => string | null;
};

export type DeliveryStore = {
  readonly init: DeliveryStoreInit;
  getSnapshot(): DeliverySnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Informational messages for a toast: the alerts of each mode (the load's;
   * the other mode's when the visitor switches to it), each once, and "not
   * deliverable here".
   */
  onNotice(listener: (message: string) => void): () => void;
  /** Loads the step unless it is loaded; returns the cleanup (aborts what is on its way). */
  start(): () => void;
  /** "Try again" after a failed load. */
  retry(): void;
  chooseMode(mode: DeliveryMode): void;
  chooseOption(optionId: number): void;
  /**
   * Sends the carrier of the visitor's choice when the server's totals are not
   * its (a failed call, an address change); the only home option when none is
   * chosen. Pay calls it before its chain.
   */
  syncCarrier(): void;
  shipTo(addressId: number): void;
  chooseStore(storeId: number): void;
  setHomeDate(date: string): void;
  setPickupDate(date: string): void;
  setRemark(remark: string): void;
  setIndividual(isIndividual: boolean): void;
  /** Opens the address form for `address` (null: a new one). */
  editAddress(address: Address | null): void;
  cancelEditing(): void;
  /** The form's /mealbox/checkout answer: the form closes, the address block follows it. */
  addressSaved(result: CheckoutResult): void;
  /**
   * Runs `task` (a component's call) after the calls queued before it, so its
   * answer lands in order; a remark waiting to be saved is saved first, and
   * when that fails `task` does not run and the returned promise fails with it.
   */
  inTurn<T>(task: () => Promise<T>): Promise<T>;
  promoApplied(result: PromoResult): void;
  /** Shows a message by the Pay button; an aborted call shows nothing. */
  showProblem(problem: PayCheckProblem | { error: unknown }): void;
  clearProblem(): void;
};

function storedFieldsOf(selection: DeliverySelection): StoredFields {
  const { homeDate, pickupDate, remark, isIndividual } = selection;
  return { homeDate, pickupDate, remark, isIndividual };
}

function alertsModeOf(answer: DeliverySummary): DeliveryMode {
  return answer.is_pick ? "pick_store" : "delivery";
}

export function createDeliveryStore({
  client,
  init,
}: {
  client: RpcClient;
  init: DeliveryStoreInit;
}): DeliveryStore {
  let state: DeliverySnapshot = {
    status: "loading",
    loadError: undefined,
    server: null,
    selection: INITIAL_SELECTION,
    editing: null,
    busy: null,
    problem: null,
  };
  const listeners = new Set<() => void>();
  const noticeListeners = new Set<(message: string) => void>();
  const queue = createSerialQueue();
  let abort = new AbortController();
  /** The ticket of the latest choice of each kind: an older one is skipped, or its answer dropped. */
  const latest: Record<DeliveryBusy, number> = { address: 0, option: 0, store: 0 };
  let choicesQueued = 0;
  /** The carrier of the latest carrier call not answered yet (0: none). */
  let carrierAsked = 0;
  /** The remark the order holds, as the server last said. */
  let savedRemark = "";
  let remarkTicket = 0;
  let remarkTimer: ReturnType<typeof setTimeout> | undefined;
  /** Modes whose alerts were shown, or are being asked for; alerts shown (by id). */
  const alertModesShown = new Set<DeliveryMode>();
  const alertModesAsked = new Set<DeliveryMode>();
  const alertsShown = new Set<number>();

  function set(patch: Partial<DeliverySnapshot>): void {
    let next: DeliverySnapshot = { ...state, ...patch };
    // A pay check's message stays while the check still says it.
    const { problem } = next;
    if (problem?.recheck && problem.recheck(next) !== problem.message) next = { ...next, problem: null };
    const keep = next.status === "ready" && next.selection !== state.selection;
    state = next;
    if (keep) writeStoredFields(init.orderId, storedFieldsOf(state.selection));
    for (const listener of [...listeners]) listener();
  }

  function select(patch: Partial<DeliverySelection>): void {
    set({ selection: { ...state.selection, ...patch } });
  }

  /** Applies an answer to the server state (none before the load: nothing to change). */
  function patchServer(change: (server: DeliveryServerState) => DeliveryServerState): void {
    if (state.server) set({ server: change(state.server) });
  }

  function notice(message: string): void {
    for (const listener of [...noticeListeners]) listener(message);
  }

  /** The step's informational alerts (spec §2.7: shown once, as toasts). */
  function showAlerts(mode: DeliveryMode, alerts: DeliverySummary["alerts"]): void {
    alertModesShown.add(mode);
    for (const alert of alerts) {
      if (alertsShown.has(alert.id)) continue;
      alertsShown.add(alert.id);
      notice(alert.message);
    }
  }

  function call<R extends RouteName>(route: R, params: RouteParams<R>): Promise<RouteResult<R>> {
    return client.call(route, params, { signal: abort.signal });
  }

  function showProblem(problem: PayCheckProblem | { error: unknown }): void {
    const error = "error" in problem ? problem.error : undefined;
    if (isAbort(error)) return;
    const message = "message" in problem ? problem.message : null;
    const recheck = "recheck" in problem ? problem.recheck : undefined;
    set({ problem: { n: (state.problem?.n ?? 0) + 1, message, error, recheck } });
  }

  function load(): void {
    set({ status: "loading", loadError: undefined });
    const { signal } = abort;
    void queue.run(async () => {
      try {
        const answer = await call("/mealbox/address", {
          meal_no: init.meal,
          person: init.people,
          order_id: init.orderId,
        });
        savedRemark = answer.order_details.remark;
        set({ ...fromLoad(answer, readStoredFields(init.orderId)), status: "ready" });
        // The load carries the alerts of the side the order is on.
        showAlerts(alertsModeOf(answer), answer.alerts);
        syncCarrier();
        // A remark typed before a reload, not saved yet.
        if (state.selection.remark.trim() !== savedRemark) saveRemarkInBackground();
      } catch (error) {
        if (!isAbort(error) && !signal.aborted) set({ status: "failed", loadError: error });
      }
    });
  }

  /**
   * The alerts of `mode` when the visitor switches to it, unless shown: the
   * load answers those of one side only. /mealbox/address answers the
   * pick-up side's when asked (delivery_type), the home side's only once the
   * order is for home delivery (its option sent): asked after the calls
   * queued before, and again after a home option's answer when it was too early.
   */
  function askAlerts(mode: DeliveryMode): void {
    if (!state.server || alertModesShown.has(mode) || alertModesAsked.has(mode)) return;
    alertModesAsked.add(mode);
    void queue
      .run(async () => {
        if (state.selection.mode !== mode) return;
        const answer = await call("/mealbox/address", {
          meal_no: init.meal,
          person: init.people,
          order_id: init.orderId,
          delivery_type: mode,
        });
        if (alertsModeOf(answer) === mode && state.selection.mode === mode) showAlerts(mode, answer.alerts);
      })
      // Informational only: no alert is no problem (asked again on the next switch).
      .catch(() => undefined)
      .finally(() => alertModesAsked.delete(mode));
  }

  /**
   * Queues a choice's call. It is skipped when a later choice of its kind comes
   * before its turn, and its answer (or failure) dropped when one comes meanwhile.
   */
  function queueChoice<A>(
    kind: DeliveryBusy,
    request: () => Promise<A>,
    apply: (answer: A) => void,
    failed?: () => void,
    settled?: () => void,
  ): void {
    const ticket = ++latest[kind];
    choicesQueued++;
    set({ busy: kind });
    void queue
      .run(async () => {
        if (ticket !== latest[kind]) return;
        try {
          const answer = await request();
          if (ticket === latest[kind]) apply(answer);
        } catch (error) {
          if (ticket !== latest[kind]) return;
          failed?.();
          showProblem({ error });
        }
      })
      .finally(() => {
        if (ticket === latest[kind]) settled?.();
        choicesQueued--;
        if (choicesQueued === 0) set({ busy: null });
      });
  }

  function applyShipping(answer: ShippingAnswer): void {
    if (!state.server) return;
    set(withShipping(state.server, state.selection, answer));
    if (answer.msg) notice(answer.msg);
    syncCarrier();
  }

  /**
   * Puts `carrierId` (a home option or a store's carrier) on the order, with
   * the remark (the route saves both: without it the remark would be erased);
   * its answer carries the order's carrier and totals.
   */
  function queueCarrier(carrierId: number): void {
    carrierAsked = carrierId;
    queueChoice(
      "option",
      () =>
        call("/delivery/option/details", {
          delivery_options: carrierId,
          remark: state.selection.remark.trim(),
          order_id: init.orderId,
        }),
      (answer) => {
        savedRemark = answer.remark;
        patchServer((server) => withCarrier(server, answer));
        if (answer.delivery_type === "delivery" && state.selection.mode === "delivery") askAlerts("delivery");
      },
      undefined,
      () => {
        carrierAsked = 0;
      },
    );
  }

  function chooseOption(optionId: number): void {
    select({ optionId });
    queueCarrier(optionId);
  }

  function syncCarrier(): void {
    const { server, selection } = state;
    // A guest cannot choose a carrier (the server refuses): the step asks to log in.
    if (!server || server.summary.partner_data.is_public) return;
    const carrier = chosenCarrier(server, selection);
    if (selection.mode === "delivery" && carrier === 0) {
      // Exactly one way home: chosen by default, as a click would.
      const [only, ...others] = server.shipping.options.filter((o) => o.available);
      if (only && others.length === 0) chooseOption(only.id);
      return;
    }
    if (carrier !== 0 && carrier !== server.carrierId && carrier !== carrierAsked) queueCarrier(carrier);
  }

  /**
   * Saves the remark (the route's remark-only call) unless the order holds it
   * already. The returned promise fails with the call: a caller that waits for
   * it (a call handed to inTurn) shows the failure itself.
   */
  function saveRemark({ showsFailure = true } = {}): Promise<void> {
    clearTimeout(remarkTimer);
    remarkTimer = undefined;
    const ticket = ++remarkTicket;
    return queue.run(async () => {
      const remark = state.selection.remark.trim();
      if (ticket !== remarkTicket || remark === savedRemark) return;
      try {
        const answer = await call("/delivery/option/details", {
          delivery_options: 0,
          remark,
          order_id: init.orderId,
        });
        savedRemark = answer.remark;
        // The order's carrier and totals as they are (the call changes neither).
        patchServer((server) => withCarrier(server, answer));
      } catch (error) {
        if (showsFailure && ticket === remarkTicket) showProblem({ error });
        throw error;
      }
    });
  }

  function saveRemarkInBackground(): void {
    saveRemark().catch(() => undefined);
  }

  return {
    init,
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => {
        noticeListeners.delete(listener);
      };
    },
    start() {
      abort = new AbortController();
      if (state.status === "loading") load();
      const current = abort;
      return () => {
        current.abort();
        // Kept in the tab meanwhile: the next load saves it.
        clearTimeout(remarkTimer);
        remarkTimer = undefined;
      };
    },
    retry() {
      if (state.status === "failed") load();
    },
    chooseMode(mode) {
      // The address form belongs to home delivery: leaving it closes the form.
      set({ selection: { ...state.selection, mode }, problem: null, editing: null });
      const shipping = state.server?.shipping;
      if (mode === "delivery" && shipping) {
        // Remembered on the order with the home option (pick-up with its store and its carrier).
        const option =
          shipping.options.find((o) => o.id === state.selection.optionId && o.available) ??
          shipping.options.find((o) => o.available);
        if (option) chooseOption(option.id);
      } else {
        syncCarrier();
      }
      askAlerts(mode);
    },
    chooseOption,
    syncCarrier,
    shipTo(addressId) {
      const zip = state.server?.shipping.shippings.find((a) => a.id === addressId)?.zip ?? "";
      queueChoice(
        "address",
        () => call("/mealbox/shiping/address", { ship_id: addressId, zip, order_id: init.orderId }),
        applyShipping,
      );
    },
    chooseStore(storeId) {
      const server = state.server;
      if (!server || (storeId === state.selection.storeId && server.pickupDates.length)) return;
      select({ storeId, pickupDate: "0" });
      queueChoice(
        "store",
        () => call("/pickup/list", { store_id: storeId, order_id: init.orderId }),
        (answer) => patchServer((server) => ({ ...server, pickupDates: answer.delivery_period_list })),
        () => patchServer((server) => ({ ...server, pickupDates: [] })),
      );
      // /pickup/list answers no amounts and leaves the carrier: the store's goes on the order.
      syncCarrier();
    },
    setHomeDate: (homeDate) => select({ homeDate }),
    setPickupDate: (pickupDate) => select({ pickupDate }),
    setRemark(remark) {
      select({ remark });
      clearTimeout(remarkTimer);
      remarkTimer = setTimeout(saveRemarkInBackground, REMARK_SAVE_MS);
    },
    setIndividual: (isIndividual) => select({ isIndividual }),
    editAddress(address) {
      const billing = state.server?.shipping.billing;
      if (!address) set({ editing: { mode: "new", address: null } });
      else if (billing && address.id === billing.id) set({ editing: { mode: "billing", address } });
      else set({ editing: { mode: "edit", address } });
    },
    cancelEditing: () => set({ editing: null }),
    addressSaved(result) {
      // Newer than any shipping address still on its way: that one's answer is dropped.
      latest.address++;
      set({ editing: null });
      applyShipping(result);
    },
    inTurn(task) {
      if (remarkTimer === undefined) return queue.run(task);
      // The remark typed just before joins the task's turn: the task does not
      // run (and fails with the save) when the remark could not be saved.
      const saved = saveRemark({ showsFailure: false });
      saved.catch(() => undefined);
      return queue.run(async () => {
        await saved;
        return task();
      });
    },
    promoApplied(result) {
      patchServer((server) => withPromo(server, result));
    },
    showProblem,
    clearProblem: () => set({ problem: null }),
  };
}
