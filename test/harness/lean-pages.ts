// Lean visitor pages (issue #34) for one test: the website's setting on, with
// the cookie bar off (it would cover the page's bottom; site-chrome tests it), and optionally the product page's options that
// made it not lean once (reviews, alternative products) on, as a shop has them; all put back as they were by
// the function it returns.
import type { Page } from "playwright-core";
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

/** Odoo's frontend JS bundle (web.assets_frontend_lazy, or web.assets_frontend's JS in debug
 * mode), which a lean page does not load: its CSS and its minimal bundle stay. */
export const ODOO_FRONTEND_JS =
  /\/web\/assets\/.*(web\.assets_frontend_lazy|web\.assets_frontend(\.min)?\.js)/;

/** The product page's editor options: its reviews (their thread ours, website_portal_thread) and its
 * alternative products (Odoo's dynamic snippet, shown for a product that has some). */
const PRODUCT_PAGE_OPTIONS = ["website_sale.product_comment", "website_sale.alternative_products"];

type Settings = { weekbox_lean_pages: boolean; cookies_bar: boolean };
type View = { id: number; active: boolean };

export async function useLeanPages(
  admin: OdooSession,
  options: { productOptions?: boolean } = {},
): Promise<() => Promise<void>> {
  const [before] = await callKw<Settings[]>(admin, "website", "read", [
    [1],
    ["weekbox_lean_pages", "cookies_bar"],
  ]);
  const views = options.productOptions
    ? await callKw<View[]>(
        admin,
        "ir.ui.view",
        "search_read",
        [
          [
            ["key", "in", PRODUCT_PAGE_OPTIONS],
            ["active", "in", [true, false]],
          ],
        ],
        { fields: ["active"] },
      )
    : [];
  await callKw(admin, "website", "write", [[1], { weekbox_lean_pages: true, cookies_bar: false }]);
  if (views.length)
    await callKw(admin, "ir.ui.view", "write", [views.map((view) => view.id), { active: true }]);
  return async () => {
    const { weekbox_lean_pages, cookies_bar } = before!;
    await callKw(admin, "website", "write", [[1], { weekbox_lean_pages, cookies_bar }]);
    const wereOff = views.filter((view) => !view.active).map((view) => view.id);
    if (wereOff.length) await callKw(admin, "ir.ui.view", "write", [wereOff, { active: false }]);
  };
}

/** Collects, from now on, the page's requests for Odoo's frontend JS, each as "page → bundle URL". */
export function recordOdooBundle(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (ODOO_FRONTEND_JS.test(request.url())) requests.push(`${page.url()} → ${request.url()}`);
  });
  return requests;
}

/** Whether Odoo's frontend bundle runs on the page: its public widgets' module is defined.
 * (A bundle an earlier page loaded comes from the browser's cache, without a request.) */
export function odooBundleRuns(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Boolean(
      (
        window as unknown as { odoo?: { loader?: { modules: Map<string, unknown> } } }
      ).odoo?.loader?.modules.has("@web/legacy/js/public/public_widget"),
    ),
  );
}
