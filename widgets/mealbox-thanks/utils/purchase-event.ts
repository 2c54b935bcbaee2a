// The thank-you page's purchase analytics event, with the order's total and
// currency (spec §2.7): GA4's ecommerce 'purchase' on window.dataLayer, and
// gtag() when the site has it.
// Once per order: a reload or a second visit of the page does not count again.

export const FIRED_KEY = "weekbox:purchase-events";

export type PurchaseEvent = { transactionId: string; value: number; currency: string };

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
  const storage = safeStorage(win);
  const fired = readFired(storage);
  if (fired.includes(event.transactionId)) return false;
  const ecommerce = { transaction_id: event.transactionId, value: event.value, currency: event.currency };
  win.dataLayer = win.dataLayer ?? [];
  // GA4 advice: clear the previous ecommerce object first.
  win.dataLayer.push({ ecommerce: null });
  win.dataLayer.push({ event: "purchase", ecommerce });
  if (typeof win.gtag === "function") win.gtag("event", "purchase", ecommerce);
  try {
    storage?.setItem(FIRED_KEY, JSON.stringify([...fired, event.transactionId].slice(-50)));
  } catch {
    // Private mode or full storage: the event went out; at worst a reload repeats it.
  }
  return true;
}
