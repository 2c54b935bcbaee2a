// The shop section's browser samples, in headless Chromium on loopback. Each
// sample is a new guest (a new browser context: its own session, its own cart,
// an empty cache) with its own product:
//   - add to cart on the product page → the header's cart counter changes;
//   - a new quantity typed on /shop/cart → the order total changes;
//   - both on a cold load of the page, and /shop alone: DOMContentLoaded → the
//     page is interactive (ours: every [data-widget] mounted; Odoo's own: its
//     public root started) and the JS the page loaded (Resource Timing).
// Times are on the page's clock (performance.now()), as interaction.ts does.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../harness/chromium";
import { waitForQuietCpu } from "./quiet-cpu";
import type { InteractionSample, PageLoadSample, ShopMode } from "./shop-report";

/** The JSON-RPC calls counted per action: website_sale's, its product configurator's and ours. */
export const COUNTED_ROUTE = /^\/(shop|website_sale|sale_product_configurator|weekbox)\//;

/** The script of Odoo's frontend bundle, which a lean page does not call. */
const ODOO_BUNDLE_SCRIPT = 'script[src*="assets_frontend_lazy"], script[data-src*="assets_frontend_lazy"]';

/** What each mode's page offers to the measured actions. */
export const SELECTORS: Record<ShopMode, { badge: string; total: string }> = {
  ours: {
    badge: '[data-widget="shop-cart-link"] sup',
    total: '[data-testid="amount-total"]',
  },
  odoo: {
    badge: ".my_cart_quantity",
    // website_sale.total: <tr id="order_total"> … <strong class="monetary_field">.
    total: "#order_total .monetary_field",
  },
};

/**
 * Runs before any script of the page (every document of the context): logs the
 * POSTs the page's scripts send (fetch: our widgets; XHR: Odoo's), notes when
 * Odoo's public root starts (public_root.js ends with `odoo.__WOWL_DEBUG__ =
 * { root }`: a setter on window.odoo's object sees it) and when every
 * [data-widget] of the page last became "mounted". Plain JS: the page runs it.
 */
export const INSTRUMENT = `(() => {
  if (window.top !== window || window.__shopBench) return;
  try { performance.setResourceTimingBufferSize(5000); } catch (error) {}
  const bench = { rpcs: [], mountedAt: null, eagerMountedAt: null, odooRootAt: null, timing: null };
  Object.defineProperty(window, "__shopBench", { value: bench });
  const log = (method, url) => {
    if (String(method || "GET").toUpperCase() !== "POST") return;
    try {
      bench.rpcs.push({ route: new URL(String(url), location.href).pathname, at: performance.now() });
    } catch (error) {}
  };
  const fetch0 = window.fetch;
  window.fetch = function (input, init) {
    const request = input instanceof Request ? input : null;
    log((init && init.method) || (request ? request.method : "GET"), request ? request.url : input);
    return fetch0.apply(this, arguments);
  };
  const open0 = XMLHttpRequest.prototype.open;
  const send0 = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__shopBench = [method, url];
    return open0.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    if (this.__shopBench) log(this.__shopBench[0], this.__shopBench[1]);
    return send0.apply(this, arguments);
  };
  const started = () => {
    if (bench.odooRootAt === null) bench.odooRootAt = performance.now();
  };
  const trap = (value) => {
    if (!value || typeof value !== "object") return;
    const own = Object.getOwnPropertyDescriptor(value, "__WOWL_DEBUG__");
    if (own && own.get) return;
    let debug = own ? own.value : undefined;
    if (debug) started();
    Object.defineProperty(value, "__WOWL_DEBUG__", {
      configurable: true,
      enumerable: true,
      get: () => debug,
      set: (next) => {
        debug = next;
        if (next) started();
      },
    });
  };
  let odoo = window.odoo;
  trap(odoo);
  Object.defineProperty(window, "odoo", {
    configurable: true,
    enumerable: true,
    get: () => odoo,
    set: (value) => {
      odoo = value;
      trap(value);
    },
  });
  // Eager: mounted at once, not left for idle time or the viewport (data-load).
  // One mounted when the visitor comes near it (visible) counts once it has started.
  const allMounted = (eagerOnly) => {
    const widgets = Array.from(document.querySelectorAll("[data-widget]")).filter(
      (widget) =>
        (!eagerOnly || !["idle", "visible"].includes(widget.getAttribute("data-load"))) &&
        !(widget.getAttribute("data-load") === "visible" && widget.getAttribute("data-widget-state") === "inert"),
    );
    if (!widgets.length) return false;
    for (const widget of widgets) if (widget.getAttribute("data-widget-state") !== "mounted") return false;
    return true;
  };
  let was = false;
  new MutationObserver(() => {
    const now = allMounted(false);
    if (now && !was) bench.mountedAt = performance.now();
    was = now;
    if (bench.eagerMountedAt === null && allMounted(true)) bench.eagerMountedAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-widget-state"] });
})();`;

type BenchWindow = {
  __shopBench: {
    rpcs: { route: string; at: number }[];
    mountedAt: number | null;
    eagerMountedAt: number | null;
    odooRootAt: number | null;
    timing: Promise<Timing> | null;
  };
  odoo?: { __WOWL_DEBUG__?: unknown };
};
type Timing = { start: number | null; changed: number | null; before: string; after: string };

/**
 * Debian's Chromium (test/harness/chromium.ts's, with its flags) whose
 * traffic stays on loopback without routing every request through Playwright
 * (harness/block-outside.ts): that costs each request a round trip to Node,
 * and our pages load many small chunks where Odoo's load two bundles, which
 * would skew the load times. Here every other host fails to resolve.
 */
export async function launchLoopbackChromium(): Promise<Browser> {
  return launchChromium(["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"]);
}

export type BenchPage = {
  context: BrowserContext;
  page: Page;
  /** Resolves once no request has been in flight for `ms` (false: still busy at the timeout). */
  quiet(ms?: number, timeout?: number): Promise<boolean>;
  /** Requests to another host than loopback (they fail: see launchLoopbackChromium). */
  outside: string[];
  close(): Promise<void>;
};

/** A new guest: a new context (empty cache, no cookie), instrumented. */
export async function openBenchPage(browser: Browser, timeout = 30_000): Promise<BenchPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  const outside: string[] = [];
  let inflight = 0;
  let last = Date.now();
  page.on("request", (request) => {
    inflight += 1;
    last = Date.now();
    const { hostname } = new URL(request.url());
    if (/^https?:/.test(request.url()) && hostname !== "127.0.0.1" && hostname !== "localhost")
      outside.push(request.url());
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    context,
    page,
    outside,
    async quiet(ms = 250, limit = 10_000) {
      for (const deadline = Date.now() + limit; Date.now() < deadline;) {
        if (inflight === 0 && Date.now() - last >= ms) return true;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return false;
    },
    close: () => context.close(),
  };
}

/**
 * Waits until the page is interactive (Odoo's root started; ours: every
 * [data-widget] mounted or failed) and its network is quiet, then reads the
 * load's figures.
 */
export async function pageReady(bench: BenchPage, mode: ShopMode): Promise<PageLoadSample> {
  const { page } = bench;
  // Odoo's public root starts on a page that calls Odoo's frontend bundle; a lean
  // page (#34, website_weekbox_site) calls none, and only our widgets run there.
  await page.waitForFunction(
    ([bundle]) =>
      !document.querySelector(bundle!) || (window as unknown as BenchWindow).__shopBench.odooRootAt !== null,
    [ODOO_BUNDLE_SCRIPT],
  );
  if (mode === "ours") {
    // A widget mounted when the visitor comes near it (data-load="visible") waits, unless it has started.
    await page.waitForFunction(() => {
      const widgets = Array.from(document.querySelectorAll("[data-widget]")).filter(
        (w) =>
          !(w.getAttribute("data-load") === "visible" && w.getAttribute("data-widget-state") === "inert"),
      );
      return (
        widgets.length > 0 &&
        widgets.every((w) => ["mounted", "error"].includes(w.getAttribute("data-widget-state") ?? ""))
      );
    });
  }
  await bench.quiet();
  return page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__shopBench;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const dcl = nav.domContentLoadedEventEnd;
    const widgets = Array.from(document.querySelectorAll("[data-widget]")).filter(
      (w) => !(w.getAttribute("data-load") === "visible" && w.getAttribute("data-widget-state") === "inert"),
    );
    const allMounted =
      widgets.length > 0 && widgets.every((w) => w.getAttribute("data-widget-state") === "mounted");
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const files = (test: (path: string) => boolean) => {
      const seen = new Map<string, PerformanceResourceTiming>();
      for (const entry of resources) {
        const url = new URL(entry.name);
        if (url.pathname.endsWith(".js") && test(url.pathname)) seen.set(entry.name, entry);
      }
      const entries = [...seen.values()];
      return {
        urls: [...seen.keys()],
        raw: entries.reduce((sum, e) => sum + e.decodedBodySize, 0),
        transferred: entries.reduce((sum, e) => sum + e.encodedBodySize, 0),
      };
    };
    return {
      mountedMs: allMounted && bench.mountedAt !== null ? bench.mountedAt - dcl : null,
      eagerMountedMs: bench.eagerMountedAt !== null ? bench.eagerMountedAt - dcl : null,
      odooRootMs: bench.odooRootAt !== null ? bench.odooRootAt - dcl : null,
      dclMs: dcl,
      widgets: widgets.length,
      js: {
        ours: files((path) => path.includes("/static/dist/")),
        odoo: files((path) => path.startsWith("/web/assets/")),
      },
    };
  });
}

/**
 * Times `act`: from the first `startEvent` (pointerdown, keydown) to the first
 * change of the text of `watch` (MutationObserver on the body: the element may
 * be replaced or rendered anew), and lists the JSON-RPC calls sent in between.
 */
export async function timeAction(
  bench: BenchPage,
  { startEvent, watch }: { startEvent: "pointerdown" | "keydown"; watch: string },
  act: () => Promise<unknown>,
): Promise<InteractionSample & { other: string[]; busy: boolean }> {
  const { page } = bench;
  await page.evaluate(
    ({ startEvent, watch }) => {
      const bench = (window as unknown as BenchWindow).__shopBench;
      performance.clearResourceTimings();
      bench.timing = new Promise<Timing>((resolve) => {
        let start: number | null = null;
        document.addEventListener(startEvent, () => (start ??= performance.now()), {
          capture: true,
          once: true,
        });
        const read = () => (document.querySelector(watch)?.textContent ?? "").trim();
        const before = read();
        const observer = new MutationObserver(() => {
          if (start === null) return;
          const after = read();
          if (after === before) return;
          observer.disconnect();
          resolve({ start, changed: performance.now(), before, after });
        });
        observer.observe(document.body, { childList: true, characterData: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          resolve({ start, changed: null, before, after: read() });
        }, 20_000);
      });
    },
    { startEvent, watch },
  );
  // On a quiet machine (Odoo done with the page's last request, no Chromium still closing): the
  // time is the page's and the server's answer to the action, not the machine's other work.
  const { busy } = await waitForQuietCpu();
  await act();
  const timing = await page.evaluate(() => (window as unknown as BenchWindow).__shopBench.timing!);
  if (timing.start === null || timing.changed === null) {
    throw new Error(
      `${watch} did not change within 20 s of the ${startEvent} (${timing.start === null ? "no input seen; " : ""}text "${timing.before}" → "${timing.after}")`,
    );
  }
  // The calls were logged when sent (before the change); update_json's entry, once its response ended.
  const sample = await page.evaluate(
    ({ start, changed, counted }) => {
      const bench = (window as unknown as BenchWindow).__shopBench;
      const sent = bench.rpcs.filter((rpc) => rpc.at >= start && rpc.at <= changed).map((rpc) => rpc.route);
      const pattern = new RegExp(counted);
      const update = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname === "/shop/cart/update_json" && e.startTime >= start)
        .at(0);
      return {
        ms: changed - start,
        routes: sent.filter((route) => pattern.test(route)),
        other: sent.filter((route) => !pattern.test(route)),
        updateMs: update && update.responseEnd > 0 ? update.responseEnd - update.startTime : null,
      };
    },
    { start: timing.start, changed: timing.changed, counted: COUNTED_ROUTE.source },
  );
  return { ...sample, busy };
}

/** Puts `quantity` of a product in the context's cart (its cookie jar: the page's session). */
export async function addToContextCart(
  context: BrowserContext,
  odooUrl: string,
  productId: number,
  quantity = 1,
): Promise<void> {
  const response = await context.request.post(`${odooUrl}/shop/cart/update_json`, {
    data: {
      jsonrpc: "2.0",
      method: "call",
      id: 1,
      params: { product_id: productId, add_qty: quantity, display: false },
    },
  });
  const reply = (await response.json()) as { result?: { cart_quantity?: number }; error?: unknown };
  if (!reply.result?.cart_quantity) {
    throw new Error(
      `/shop/cart/update_json did not fill the guest's cart: ${JSON.stringify(reply).slice(0, 200)}`,
    );
  }
}

/** The product page of a new guest, interactive and quiet: its load, then add to cart → the header's counter. */
export async function addToCartSample(
  browser: Browser,
  odooUrl: string,
  mode: ShopMode,
  productUrl: string,
): Promise<{
  load: PageLoadSample;
  action: InteractionSample & { other: string[]; busy: boolean };
  outside: string[];
}> {
  const bench = await openBenchPage(browser);
  try {
    await waitForQuietCpu(); // a cold load on a quiet machine, as the actions (timeAction)
    await bench.page.goto(`${odooUrl}${productUrl}`, { waitUntil: "domcontentloaded" });
    const load = await pageReady(bench, mode);
    const button =
      mode === "ours"
        ? bench.page
            .locator('[data-widget="shop-product"][data-widget-state="mounted"]')
            .getByRole("button", { name: "Add to cart" })
        : bench.page.locator("#add_to_cart");
    await button.waitFor();
    const action = await timeAction(bench, { startEvent: "pointerdown", watch: SELECTORS[mode].badge }, () =>
      button.click(),
    );
    return { load, action, outside: bench.outside };
  } finally {
    await bench.close();
  }
}

/**
 * /shop/cart of a new guest with one line (1 × the product), interactive and
 * quiet: its load, then 3 typed over the line's quantity → the total changes.
 * Odoo's own field sends on `change`: Tab right after the key.
 */
export async function cartQuantitySample(
  browser: Browser,
  odooUrl: string,
  mode: ShopMode,
  product: { productId: number; name: string },
): Promise<{
  load: PageLoadSample;
  action: InteractionSample & { other: string[]; busy: boolean };
  outside: string[];
}> {
  const bench = await openBenchPage(browser);
  try {
    await addToContextCart(bench.context, odooUrl, product.productId);
    await waitForQuietCpu(); // a cold load on a quiet machine, as the actions (timeAction)
    await bench.page.goto(`${odooUrl}/shop/cart`, { waitUntil: "domcontentloaded" });
    const load = await pageReady(bench, mode);
    const field =
      mode === "ours"
        ? bench.page
            .locator('[data-widget="shop-cart"][data-widget-state="mounted"]')
            .getByRole("textbox", { name: `Quantity of ${product.name}` })
        : bench.page.locator(
            `input.js_quantity[type="text"][data-line-id][data-product-id="${product.productId}"]`,
          );
    await field.selectText();
    const action = await timeAction(
      bench,
      { startEvent: "keydown", watch: SELECTORS[mode].total },
      async () => {
        await field.press("3");
        if (mode === "odoo") await field.press("Tab");
      },
    );
    return { load, action, outside: bench.outside };
  } finally {
    await bench.close();
  }
}

/** A cold load of `path` by a new guest (the catalogue: no product of its own needed). */
export async function coldLoadSample(
  browser: Browser,
  odooUrl: string,
  mode: ShopMode,
  path: string,
): Promise<{ load: PageLoadSample; outside: string[] }> {
  const bench = await openBenchPage(browser);
  try {
    await waitForQuietCpu(); // a cold load on a quiet machine, as the actions (timeAction)
    await bench.page.goto(`${odooUrl}${path}`, { waitUntil: "domcontentloaded" });
    return { load: await pageReady(bench, mode), outside: bench.outside };
  } finally {
    await bench.close();
  }
}
