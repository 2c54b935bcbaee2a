// The saves of the order's delivery date, outside React: one call per change,
// one after the other (the last one wins), and Pay held meanwhile through the
// page's checkout store — and for as long as the website requires a date the
// order does not have yet.
import { beginCheckoutUpdate } from "@/sale/checkout-store";
import { createSerialQueue } from "@/core/data/serial-queue";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { isAbort } from "@/core/rpc/rpc-errors";
import type { DeliveryDates } from "@/core/rpc/routes/checkout-routes";
import { saveDeliveryDate } from "../api/save-delivery-date";
import type { DeliveryChoice, DeliveryRules } from "../utils/delivery-rules";

export type DateSaverSnapshot = {
  /** The visitor's last choice (or the default) until it is refused; then null. */
  picked: DeliveryChoice | null;
  /** The date the server stored last; null before any save. */
  stored: DeliveryChoice | null;
  /** Saves queued or on their way. */
  pending: number;
  /** The last refused or failed save. */
  saveError: unknown;
};

export type DateSaver = {
  getSnapshot(): DateSaverSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * The rules arrived: an order without a date offered gets the default one
   * (the first day offered at 16:00), saved at once as a choice would be.
   * Called once; later calls do nothing.
   */
  start(dates: DeliveryDates, rules: DeliveryRules): void;
  /** Saves `choice` unless it is the one shown. */
  change(choice: DeliveryChoice): void;
  /** The rules could not be loaded: Pay is not held for them (the server checks the date when paying). */
  release(): void;
  /** Unmount: calls aborted, Pay released. */
  stop(): void;
};

export function createDateSaver(client: Pick<RpcClient, "call">, orderId: number): DateSaver {
  const queue = createSerialQueue();
  const listeners = new Set<() => void>();
  const controller = new AbortController();
  let snapshot: DateSaverSnapshot = { picked: null, stored: null, pending: 0, saveError: null };
  let dates: DeliveryDates | null = null;
  let version = 0;
  // Held from creation (the rules are loading) until the order has the date its website requires.
  let requiredHold: (() => void) | null = beginCheckoutUpdate();

  const set = (patch: Partial<DateSaverSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    const missing = dates === null || (dates.required && (snapshot.stored ?? dates.selected) === null);
    if (!missing && requiredHold) {
      requiredHold();
      requiredHold = null;
    }
    for (const listener of listeners) listener();
  };

  const shown = () => snapshot.picked ?? snapshot.stored ?? dates?.selected ?? null;

  const save = (choice: DeliveryChoice) => {
    const mine = ++version;
    const endUpdate = beginCheckoutUpdate();
    set({ picked: choice, saveError: null, pending: snapshot.pending + 1 });
    queue
      .run(() => saveDeliveryDate(client, orderId, choice, controller.signal))
      .then(
        (stored) => set({ stored, pending: snapshot.pending - 1 }),
        (error: unknown) => {
          if (isAbort(error) || controller.signal.aborted) return;
          if (mine !== version) set({ pending: snapshot.pending - 1 });
          // The order keeps its date: the fields show it again, the refusal beside them.
          else set({ picked: null, saveError: error, pending: snapshot.pending - 1 });
        },
      )
      .finally(endUpdate);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(loaded, rules) {
      if (dates) return;
      dates = loaded;
      const initial = loaded.selected ? null : rules.defaultChoice();
      if (initial) save(initial);
      else set({});
    },
    change(choice) {
      const current = shown();
      if (current && current.date === choice.date && current.hour === choice.hour) return;
      save(choice);
    },
    release() {
      requiredHold?.();
      requiredHold = null;
    },
    stop() {
      controller.abort();
      requiredHold?.();
      requiredHold = null;
    },
  };
}
