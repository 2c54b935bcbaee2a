// The browser sections' shared pieces: a log of the JSON-RPC calls a page sends
// to Odoo (POST with a JSON body, to Odoo's origin: page loads, assets and
// blocked outside requests are not round trips of ours), and "the page is idle".
import type { Page, Request } from "playwright-core";

export type RpcEntry = { route: string; /** Path of the page that sent it (its Referer). */ from: string };

export type RpcLog = { entries: RpcEntry[]; mark(): number; since(mark: number): RpcEntry[] };

export function isJsonRpc(request: Request, odooOrigin: string): boolean {
  const url = new URL(request.url());
  return (
    request.method() === "POST" &&
    url.origin === odooOrigin &&
    (request.headers()["content-type"] ?? "").includes("application/json")
  );
}

export function recordJsonRpc(page: Page, odooUrl: string): RpcLog {
  const origin = new URL(odooUrl).origin;
  const entries: RpcEntry[] = [];
  page.on("request", (request) => {
    if (!isJsonRpc(request, origin)) return;
    const referer = request.headers()["referer"];
    entries.push({ route: new URL(request.url()).pathname, from: referer ? new URL(referer).pathname : "" });
  });
  return { entries, mark: () => entries.length, since: (mark) => entries.slice(mark) };
}

/** No step load, filter or cart change, delivery change waiting for the server; then no network for 500 ms. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.weekbox-wizard[aria-busy="true"], .weekbox-wizard-loading, .weekbox-delivery[aria-busy="true"], [data-pending], .weekbox-dish-filters[aria-busy="true"]',
      ),
  );
  await page.waitForLoadState("networkidle");
}

export const WIZARD = '[data-widget="mealbox-wizard"][data-widget-state="mounted"]';
export const DELIVERY = '[data-widget="mealbox-delivery"][data-widget-state="mounted"]';

/** Closes the toasts a step opens with (alerts), so they do not cover buttons. */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.locator(".weekbox-toast-close");
  for (let left = 10; left > 0 && (await close.count()) > 0; left--)
    await close
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
}
