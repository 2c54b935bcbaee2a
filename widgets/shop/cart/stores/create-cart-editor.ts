// Every call the cart page makes, outside React. One serial queue for all of
// them (quantities, removals, suggested products, promo codes): each answer
// carries the whole cart, so answers must land in the order the calls were
// made, or an older cart would overwrite a newer one (this also serialises
// each line's calls). A line's edits are debounced (spec §9.2) and versioned:
// an edit queued behind a newer edit of its line is skipped, and an answer to
// an older edit never touches the input the visitor has typed into since.
import { createSerialQueue } from "@/core/data/serial-queue";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { isAbort } from "@/core/rpc/rpc-errors";
import type { CartLine, CartSummary } from "@/core/rpc/routes/shop-routes";
import { addToCart } from "../api/add-to-cart";
import { applyPromoCode, type PromoAnswer } from "../api/apply-promo-code";
import { fetchCartSummary } from "../api/fetch-cart-summary";
import { UPDATE_ROUTE, updateCartLine, type CartUpdate } from "../api/update-cart-line";
import { QUANTITY_DEBOUNCE_MS } from "../utils/cart-constants";
import { clampQuantity, parseQuantity } from "../utils/cart-quantity";

/** A message to show until dismissed; `key` changes with each new one, so it is announced again. */
export type CartNotice<T> = { value: T; key: number };

export type CartEditorSnapshot = {
  /** The text of a line's quantity input while it is not the server's quantity of the line. */
  drafts: ReadonlyMap<number, string>;
  /** Lines whose removal is on its way. */
  removing: ReadonlySet<number>;
  /** Products (suggested ones) being added. */
  adding: ReadonlySet<number>;
  /** An edit waits for its debounce, or a call is queued or on its way: the totals are not final. */
  isPending: boolean;
  /** The server's warning (a stock shortage...), shown at the top of the cart. */
  warning: CartNotice<string> | null;
  /** The last call that failed (an RPC error), shown as a friendly message. */
  failure: CartNotice<unknown> | null;
};

export type CartEditor = {
  getSnapshot(): CartEditorSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts accepting edits; returns the stop (unmount): timers cleared, calls aborted. */
  start(): () => void;
  /** The visitor typed in a line's quantity input: sent once the line had no edit for 500 ms. */
  typeQuantity(line: CartLine, text: string): void;
  /** − or +: the input's value (as it would be sent) moved by `delta`, clamped, and sent as a typed one. */
  stepQuantity(line: CartLine, delta: number): void;
  /** Sets the line's quantity to 0 at once (its pending edit is dropped). */
  removeLine(line: CartLine): void;
  /** Adds one unit of a product. */
  addProduct(productId: number): void;
  /** Applies a promo code in turn with the other calls; the answer's cart is published. Rejects with the call's error. */
  applyPromo(code: string): Promise<PromoAnswer>;
  dismissWarning(): void;
  dismissFailure(): void;
};

export type CartEditorOptions = {
  client: RpcClient;
  /** The warning of the cart the page was rendered with. */
  initialWarning: string;
  /** Makes a cart the server answered the page's cart (the shared store). */
  publish: (cart: CartSummary) => void;
  debounceMs?: number;
};

type SendKind = "edit" | "correction" | "removal";

export function createCartEditor({
  client,
  initialWarning,
  publish,
  debounceMs = QUANTITY_DEBOUNCE_MS,
}: CartEditorOptions): CartEditor {
  let noticeKey = 0;
  const drafts = new Map<number, string>();
  const removing = new Set<number>();
  const adding = new Set<number>();
  let warning: CartNotice<string> | null = initialWarning
    ? { value: initialWarning, key: ++noticeKey }
    : null;
  let failure: CartNotice<unknown> | null = null;

  const listeners = new Set<() => void>();
  const queue = createSerialQueue();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  /** The ticket of each line's latest edit: a call or answer of an older one is not the visitor's wish. */
  const latest = new Map<number, number>();
  let tickets = 0;
  let queued = 0;
  let abort = new AbortController();
  let running = false;
  let snapshot = takeSnapshot();

  /** The state now; a collection that did not change is the last snapshot's (memoised parts skip it). */
  function takeSnapshot(last?: CartEditorSnapshot): CartEditorSnapshot {
    return {
      drafts: last && sameEntries(last.drafts, drafts) ? last.drafts : new Map(drafts),
      removing: last && sameKeys(last.removing, removing) ? last.removing : new Set(removing),
      adding: last && sameKeys(last.adding, adding) ? last.adding : new Set(adding),
      isPending: timers.size + queued > 0,
      warning,
      failure,
    };
  }

  function emit(): void {
    snapshot = takeSnapshot(snapshot);
    for (const listener of [...listeners]) listener();
  }

  function nextTicket(lineId: number): number {
    const ticket = ++tickets;
    latest.set(lineId, ticket);
    return ticket;
  }

  function cancelTimer(lineId: number): void {
    const timer = timers.get(lineId);
    if (timer === undefined) return;
    clearTimeout(timer);
    timers.delete(lineId);
  }

  function showWarnings(...texts: (string | undefined)[]): void {
    const unique = [...new Set(texts.map((text) => text?.trim() ?? "").filter(Boolean))];
    if (unique.length) warning = { value: unique.join("\n"), key: ++noticeKey };
  }

  function fail(error: unknown): void {
    failure = { value: error, key: ++noticeKey };
  }

  /** Runs `task` after every call queued before it; counts as pending meanwhile. */
  function inTurn<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    queued++;
    // Queued before the page hears of it: an idle queue's call is sent before React
    // renders the pending state, not after (the render is the page's longest step).
    const result = queue
      .run(() => task(abort.signal))
      .finally(() => {
        queued--;
        emit();
      });
    emit();
    return result;
  }

  /** An answer of the cart route: its warning, and its cart (asked for when it has none). */
  async function applyUpdate(answer: CartUpdate, signal: AbortSignal): Promise<void> {
    showWarnings(answer.notification_info?.warning, answer.weekbox_cart?.warning);
    // Odoo answers {} when the session's order is gone (confirmed elsewhere): read the cart as it is.
    publish(answer.weekbox_cart ?? (await fetchCartSummary(client, signal)));
  }

  function send(line: CartLine, quantity: number, ticket: number, kind: SendKind): void {
    void inTurn(async (signal) => {
      // A newer edit of the line came while this one waited for its turn: it goes instead.
      if (!running || latest.get(line.id) !== ticket) return;
      try {
        const answer = await updateCartLine(client, line, quantity, signal);
        await applyUpdate(answer, signal);
        if (latest.get(line.id) !== ticket) return; // the input holds a newer edit: leave it
        const served = answer.quantity;
        // Spec §5.2: the server kept another quantity (stock): the input shows it and it is sent
        // again, once (a correction's own answer is taken as it is, so this cannot loop).
        if (kind === "edit" && served !== undefined && served > 0 && served !== quantity) {
          drafts.set(line.id, String(served));
          send(line, served, nextTicket(line.id), "correction");
        } else {
          drafts.delete(line.id);
        }
      } catch (error) {
        if (isAbort(error) || !running) return;
        fail(error);
        // The input goes back to the quantity the server has, unless the visitor typed since.
        if (latest.get(line.id) === ticket) drafts.delete(line.id);
      } finally {
        if (kind === "removal") removing.delete(line.id);
      }
    }).catch(() => undefined);
  }

  function schedule(line: CartLine, ticket: number): void {
    cancelTimer(line.id);
    const timer = setTimeout(() => {
      timers.delete(line.id);
      const quantity = clampQuantity(
        parseQuantity(drafts.get(line.id) ?? String(line.quantity)),
        line.max_quantity,
      );
      drafts.set(line.id, String(quantity));
      send(line, quantity, ticket, "edit");
      emit();
    }, debounceMs);
    timers.set(line.id, timer);
  }

  function edit(line: CartLine, text: string): void {
    if (!running || removing.has(line.id)) return;
    // The call's code and schemas arrive during the debounce, not after it.
    client.prepare?.(UPDATE_ROUTE);
    drafts.set(line.id, text);
    schedule(line, nextTicket(line.id));
    emit();
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      running = true;
      abort = new AbortController();
      return () => {
        running = false;
        abort.abort();
        for (const lineId of [...timers.keys()]) cancelTimer(lineId);
      };
    },
    typeQuantity(line, text) {
      edit(line, text);
    },
    stepQuantity(line, delta) {
      const current = clampQuantity(
        parseQuantity(drafts.get(line.id) ?? String(line.quantity)),
        line.max_quantity,
      );
      edit(line, String(clampQuantity(current + delta, line.max_quantity)));
    },
    removeLine(line) {
      if (!running || removing.has(line.id)) return;
      cancelTimer(line.id);
      removing.add(line.id);
      send(line, 0, nextTicket(line.id), "removal");
    },
    addProduct(productId) {
      if (!running || adding.has(productId)) return;
      adding.add(productId);
      void inTurn(async (signal) => {
        try {
          await applyUpdate(await addToCart(client, productId, signal), signal);
        } catch (error) {
          if (!isAbort(error) && running) fail(error);
        } finally {
          adding.delete(productId);
        }
      }).catch(() => undefined);
    },
    applyPromo(code) {
      return inTurn(async (signal) => {
        const answer = await applyPromoCode(client, code, signal);
        publish(answer.cart);
        return answer;
      });
    },
    dismissWarning() {
      warning = null;
      emit();
    },
    dismissFailure() {
      failure = null;
      emit();
    },
  };
}

function sameKeys<K>(a: ReadonlySet<K>, b: ReadonlySet<K>): boolean {
  return a.size === b.size && [...a].every((key) => b.has(key));
}

function sameEntries<K, V>(a: ReadonlyMap<K, V>, b: ReadonlyMap<K, V>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.has(key) && b.get(key) === value);
}
