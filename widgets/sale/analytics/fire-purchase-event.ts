// The purchase analytics event of a confirmation page (spec §2.7 thank-you
// page, §1 "purchase analytics events"): GA4's ecommerce 'purchase' on
// window.dataLayer, and gtag() when the site has it.
// Once per order: a reload, a second visit of the page or a second widget of
// the page telling of the same order does not count it again.

export const FIRED_KEY = "weekbox:purchase-events";

export type PurchaseEvent = {
  /** GA4's transaction_id; also what "once per order" counts, unless `orderKey` is given. */
  transactionId: string | number;
  value: number;
  currency: string;
  /**
   * The order as "once per order" counts it, when `transactionId` is not
   * that: every widget telling of an order must give the same key (its
   * reference, e.g. "S00042").
   */
  orderKey?: string;
  /** More GA4 purchase fields (tax, shipping, affiliation, items), e.g. Odoo's order tracking info. */
  details?: Readonly<Record<string, unknown>>;
};

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
};

function readFired(storage: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(FIRED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function safeStorage(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/** Sends the event unless this order's was already sent; true when sent now. */
export function firePurchaseEvent(event: PurchaseEvent, win: AnalyticsWindow = window): boolean {
  const key = event.orderKey ?? String(event.transactionId);
  const storage = safeStorage(win);
  const fired = readFired(storage);
  if (fired.includes(key)) return false;
  const ecommerce = {
    ...event.details,
    transaction_id: event.transactionId,
    value: event.value,
    currency: event.currency,
  };
  win.dataLayer = win.dataLayer ?? [];
  // GA4 advice: clear the previous ecommerce object first.
  win.dataLayer.push({ ecommerce: null });
  win.dataLayer.push({ event: "purchase", ecommerce });
  if (typeof win.gtag === "function") win.gtag("event", "purchase", ecommerce);
  try {
    storage?.setItem(FIRED_KEY, JSON.stringify([...fired, key].slice(-50)));
  } catch {
    // Private mode or full storage: the event went out; at worst a reload repeats it.
  }
  return true;
}
