// The delivery step's state and every call it makes, outside React. One serial
// queue for the load and the choices that ask the server (carrier, shipping
// address, store) and for the calls components hand it (promo, pay): answers
// land in the order the visitor acted, and a choice replaced by a later one of
// its kind is skipped or its answer dropped — the totals on screen are always
// those of the latest choice.
import type { RouteName, RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { isAbort } from "@/core/rpc/rpc-errors";
import { createSerialQueue } from "@/core/data/serial-queue";
import { fromLoad, INITIAL_SELECTION, withCarrier, withPromo, withShipping } from "./delivery-answers";
import type {
  Address,
  CheckoutResult,
  DeliveryBusy,
  DeliveryMode,
  DeliverySelection,
  DeliveryServerState,
  DeliverySnapshot,
  DeliveryStoreInit,
  PromoResult,
  ShippingAnswer,
} from "./delivery-state";

export type DeliveryStore = {
  readonly init: DeliveryStoreInit;
  getSnapshot(): DeliverySnapshot;
  subscribe(listener: () => void): () => void;
  /** Informational messages for a toast (the load's alerts, "not deliverable here"). */
  onNotice(listener: (message: string) => void): () => void;
  /** Loads the step unless it is loaded; returns the cleanup (aborts what is on its way). */
  start(): () => void;
  /** "Try again" after a failed load. */
  retry(): void;
  chooseMode(mode: DeliveryMode): void;
  chooseOption(optionId: number): void;
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
  /** Runs `task` (a component's call) after the calls queued before it, so its answer lands in order. */
  inTurn<T>(task: () => Promise<T>): Promise<T>;
  promoApplied(result: PromoResult): void;
  /** Shows a message by the Pay button; an aborted call shows nothing. */
  showProblem(problem: { message: string } | { error: unknown }): void;
  clearProblem(): void;
};

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

  function set(patch: Partial<DeliverySnapshot>): void {
    state = { ...state, ...patch };
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

  function call<R extends RouteName>(route: R, params: RouteParams<R>): Promise<RouteResult<R>> {
    return client.call(route, params, { signal: abort.signal });
  }

  function showProblem(problem: { message: string } | { error: unknown }): void {
    const error = "error" in problem ? problem.error : undefined;
    if (isAbort(error)) return;
    const message = "message" in problem ? problem.message : null;
    set({ problem: { n: (state.problem?.n ?? 0) + 1, message, error } });
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
        set({ ...fromLoad(answer), status: "ready" });
        // The step's informational alerts (spec §2.7: shown once, as toasts).
        for (const alert of answer.alerts) notice(alert.message);
      } catch (error) {
        if (!isAbort(error) && !signal.aborted) set({ status: "failed", loadError: error });
      }
    });
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
        choicesQueued--;
        if (choicesQueued === 0) set({ busy: null });
      });
  }

  function applyShipping(answer: ShippingAnswer): void {
    if (!state.server) return;
    set(withShipping(state.server, state.selection, answer));
    if (answer.msg) notice(answer.msg);
  }

  function chooseOption(optionId: number): void {
    select({ optionId });
    queueChoice(
      "option",
      () => call("/delivery/option/details", { delivery_options: optionId, order_id: init.orderId }),
      (answer) => patchServer((server) => ({ ...server, totals: withCarrier(server.totals, answer) })),
    );
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
      return () => current.abort();
    },
    retry() {
      if (state.status === "failed") load();
    },
    chooseMode(mode) {
      // The address form belongs to home delivery: leaving it closes the form.
      set({ selection: { ...state.selection, mode }, problem: null, editing: null });
      const shipping = state.server?.shipping;
      if (mode !== "delivery" || !shipping) return;
      // Remembered on the order with the home option (pick-up is remembered with its store).
      const option =
        shipping.options.find((o) => o.id === state.selection.optionId && o.available) ??
        shipping.options.find((o) => o.available);
      if (option) chooseOption(option.id);
    },
    chooseOption,
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
    },
    setHomeDate: (homeDate) => select({ homeDate }),
    setPickupDate: (pickupDate) => select({ pickupDate }),
    setRemark: (remark) => select({ remark }),
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
    inTurn: (task) => queue.run(task),
    promoApplied(result) {
      patchServer((server) => withPromo(server, result));
    },
    showProblem,
    clearProblem: () => set({ problem: null }),
  };
}
