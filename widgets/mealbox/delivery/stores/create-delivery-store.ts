// The delivery step's state and every call it makes, outside React. One serial
// queue for the load and the choices that ask the server (carrier, shipping
// address, store) and for the calls components hand it (promo, pay): answers
// land in the order the visitor acted, and a choice replaced by a later one of
// its kind is skipped or its answer dropped — the totals on screen are always
// those of the latest choice, and only when they include its carrier
// (delivery-totals.ts): the carrier of the visitor's choice is sent whenever
// the server's totals are not its (one home option chosen by default, the
// chosen store's carrier). The remark is saved as typed (remark-saver.ts) and
// the "individual" tick as ticked, on the order (another tab or device finds
// them), the alerts shown once per mode (step-alerts.ts); dates, remark and tick
// are kept per order in the tab too (utils/stored-fields.ts) for a reload.
import type { RouteName, RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { isAbort } from "@/core/rpc/rpc-errors";
import { createSerialQueue } from "@/core/data/serial-queue";
import { readStoredFields, writeStoredFields, type StoredFields } from "../utils/stored-fields";
import { fromLoad, INITIAL_SELECTION, withCarrier, withPromo, withShipping } from "./delivery-answers";
import { chosenCarrier } from "./delivery-totals";
import { createRemarkSaver } from "./remark-saver";
import { alertsModeOf, createStepAlerts } from "./step-alerts";
import type { DeliveryStore, PayCheckProblem } from "./delivery-store-api";
import type {
  DeliveryBusy,
  DeliverySelection,
  DeliveryServerState,
  DeliverySnapshot,
  DeliveryStoreInit,
  ShippingAnswer,
} from "./delivery-state";

function storedFieldsOf(selection: DeliverySelection): StoredFields {
  const { homeDate, pickupDate, remark, isIndividual } = selection;
  return { homeDate, pickupDate, remark, isIndividual };
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
  /** The latest tick of "individual": an older one still waiting for its turn is not sent. */
  let individualTicket = 0;
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

  function call<R extends RouteName>(route: R, params: RouteParams<R>): Promise<RouteResult<R>> {
    return client.call(route, params, { signal: abort.signal });
  }

  const remark = createRemarkSaver({
    queue,
    currentRemark: () => state.selection.remark.trim(),
    save: (text) =>
      call("/delivery/option/details", { delivery_options: 0, remark: text, order_id: init.orderId }),
    // The order's carrier and totals as they are (the call changes neither).
    onSaved: (answer) => patchServer((server) => withCarrier(server, answer)),
    onFailure: (error) => showProblem({ error }),
  });
  const alerts = createStepAlerts({
    queue,
    load: ({ delivery_type }) =>
      call("/mealbox/address", {
        meal_no: init.meal,
        person: init.people,
        order_id: init.orderId,
        ...(delivery_type ? { delivery_type } : {}),
      }),
    currentMode: () => state.selection.mode,
    isLoaded: () => state.server !== null,
    notice,
  });

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
        remark.saved = answer.order_details.remark;
        set({ ...fromLoad(answer, readStoredFields(init.orderId)), status: "ready" });
        // The load carries the alerts of the side the order is on.
        alerts.show(alertsModeOf(answer), answer.alerts);
        syncCarrier();
        // A remark typed before a reload, not saved yet.
        if (state.selection.remark.trim() !== remark.saved) remark.saveInBackground();
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
        remark.saved = answer.remark;
        patchServer((server) => withCarrier(server, answer));
        if (answer.delivery_type === "delivery" && state.selection.mode === "delivery")
          alerts.ask("delivery");
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
        remark.cancelPending();
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
      alerts.ask(mode);
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
        (answer) => {
          patchServer((server) => ({ ...server, pickupDates: answer.delivery_period_list }));
          // A customer's order holds the store's carrier now, priced in the answer.
          const { carrier_id, amount_delivery, amount_total } = answer;
          if (carrier_id !== undefined && amount_delivery !== undefined && amount_total !== undefined)
            patchServer((server) => withCarrier(server, { carrier_id, amount_delivery, amount_total }));
          // Without them (or another carrier), the store's goes on by its own call.
          syncCarrier();
        },
        () => patchServer((server) => ({ ...server, pickupDates: [] })),
      );
    },
    setHomeDate: (homeDate) => select({ homeDate }),
    setPickupDate: (pickupDate) => select({ pickupDate }),
    setRemark(text) {
      select({ remark: text });
      remark.scheduleSave();
    },
    setIndividual(isIndividual) {
      select({ isIndividual });
      // Saved on the order as ticked (the remark stays: not sent), after the calls before it.
      const ticket = ++individualTicket;
      void queue.run(async () => {
        if (ticket !== individualTicket) return;
        try {
          const answer = await call("/delivery/option/details", {
            delivery_options: 0,
            order_id: init.orderId,
            is_individual: state.selection.isIndividual ? 1 : 0,
          });
          patchServer((server) => withCarrier(server, answer));
        } catch (error) {
          if (ticket === individualTicket) showProblem({ error });
        }
      });
    },
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
    inTurn: (task) => remark.inTurn(task),
    payInTurn: (task) => remark.payInTurn(task),
    amountsChanged(amounts) {
      patchServer((server) => withCarrier(server, amounts));
    },
    promoApplied(result) {
      patchServer((server) => withPromo(server, result));
    },
    showProblem,
    clearProblem: () => set({ problem: null }),
  };
}
