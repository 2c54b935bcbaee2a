// The "shop" section: the generic shop pages run by our widgets (ours:
// website.weekbox_shop_widgets on) beside the same pages run by Odoo 17's own
// templates and JS (off), in the same run:
//   1. add to cart → header counter, and the JSON-RPC calls it takes;
//   2. a cart line's new quantity → the order total (with the 500 ms debounce);
//   3. cold loads of /shop, a product page and /shop/cart: DOMContentLoaded →
//      interactive, and the JS each page loads;
//   4. server latency of the routes the widgets added or extended beside
//      /shop/cart/update_json;
//   5. SQL queries per request of those routes and of the pages, with the demo
//      catalogue and with 1,000 more products.
// The switch and website.add_to_cart_action ('stay', for Odoo's own add to
// cart) are put back as they were whatever happens (finally, and on SIGINT /
// SIGTERM); the products it made are archived again.
import { QUIET_RULE } from "./quiet-cpu";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { callKw } from "../harness/call-kw";
import { chromiumSkipReason } from "../harness/chromium";
import { ensureFreshWidgetBundle } from "../harness/fresh-widget-bundle";
import type { OdooSession } from "../harness/odoo-session";
import { createStockProduct } from "../harness/shop-catalogue";
import { liftVisitorLimit, PROMO_LIMIT } from "../harness/visitor-limits";
import {
  ADD_TO_CART_TARGET,
  CART_QUANTITY_TARGET,
  FLAT_TOLERANCE,
  isFlat,
  MODE_LABEL,
  PAGE_LOAD_TARGET_MS,
  summariseInteraction,
  summarisePageLoads,
  type InteractionSample,
  type PageLoadFigures,
  type PageLoadSample,
  type QueryRow,
  type ShopFigures,
  type ShopMode,
} from "./shop-report";
import { addToCartSample, cartQuantitySample, coldLoadSample, launchLoopbackChromium } from "./shop-browser";
import {
  ALL_SHOP_ROUTES,
  benchCatalogue,
  catalogueSize,
  measureShopLatency,
  prepareGuest,
  queriesOf,
  type ShopGuest,
} from "./shop-server";
import {
  checkPages,
  onInterrupt,
  putBack,
  readWebsite,
  SWITCH,
  writeWebsite,
  type Website,
} from "./website-switch";

export type ShopCounts = {
  /** Add-to-cart samples per mode. */
  addSamples: number;
  /** Cart quantity samples per mode. */
  cartSamples: number;
  /** Cold loads of /shop per mode (the product page's and the cart's come with the samples above). */
  shopLoads: number;
  /** Latency: untimed then timed calls per route. */
  warmup: number;
  samples: number;
  /** Query counts: requests per route and page whose median is kept. */
  querySamples: number;
};

export type ShopRun = {
  odoo: { url: string; db: string };
  admin: OdooSession;
  /** Odoo's log (query counts); undefined: not this runner's Odoo. */
  logFile: string | undefined;
  counts: ShopCounts;
  /** Past it, samples still to come are skipped (the run's budget). */
  deadline: number;
};

const MODES: ShopMode[] = ["ours", "odoo"];

/** The website as the section found it: the takeover's switch and what it changes besides. */
type ShopWebsite = Website & { addToCartAction: string };

async function readShopWebsite(run: ShopRun): Promise<ShopWebsite> {
  const website = await readWebsite(run.odoo.url, run.admin);
  const [values] = await callKw<{ add_to_cart_action: string }[]>(run.admin, "website", "read", [
    [website.id],
    ["add_to_cart_action"],
  ]);
  return Object.assign(website, { addToCartAction: values!.add_to_cart_action });
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

type ModeSamples = {
  add: InteractionSample[];
  addFailures: string[];
  cart: InteractionSample[];
  cartFailures: string[];
  loads: Record<string, PageLoadSample[]>;
  otherPosts: Set<string>;
  outside: Set<string>;
};

const PAGES = { shop: "/shop", product: "product page", cart: "/shop/cart" } as const;

/** Parts 1–3 for one mode, in one browser; each sample a new guest with its own product. */
async function browserSamples(
  run: ShopRun,
  browser: Browser,
  mode: ShopMode,
  /** Keeps a product of the run's own, to archive at the end. */
  track: (templateId: number) => Promise<void>,
  notes: string[],
): Promise<ModeSamples> {
  const { url } = run.odoo;
  const out: ModeSamples = {
    add: [],
    addFailures: [],
    cart: [],
    cartFailures: [],
    loads: { [PAGES.shop]: [], [PAGES.product]: [], [PAGES.cart]: [] },
    otherPosts: new Set(),
    outside: new Set(),
  };
  const late = (what: string, done: number, wanted: number) => {
    if (Date.now() <= run.deadline) return false;
    notes.push(`${MODE_LABEL[mode]} ${what}: ${done} of ${wanted} samples (the run's budget was spent)`);
    return true;
  };
  const product = async (label: string) => {
    const made = await createStockProduct(run.admin, `shop-bench ${label}`, {
      quantity: 0,
      limited: false,
      price: 10,
    });
    await track(made.templateId);
    return made;
  };
  /** Actions that had to start on a busy machine (quiet-cpu.ts), per action. */
  const busy = { "add to cart": 0, "cart quantity": 0 };
  for (let i = 0; i < run.counts.addSamples && !late("add to cart", i, run.counts.addSamples); i++) {
    try {
      const made = await product(`${mode} add ${i}`);
      const { load, action, outside } = await addToCartSample(browser, url, mode, made.url);
      outside.forEach((request) => out.outside.add(request));
      out.loads[PAGES.product]!.push(load);
      out.add.push(action);
      if (action.busy) busy["add to cart"]++;
      action.other.forEach((route) => out.otherPosts.add(route));
    } catch (error) {
      out.addFailures.push(message(error));
    }
  }
  process.stdout.write(
    `  shop ${mode} add to cart: ${out.add.length} samples (${out.addFailures.length} failed)\n`,
  );
  for (let i = 0; i < run.counts.cartSamples && !late("cart quantity", i, run.counts.cartSamples); i++) {
    try {
      const made = await product(`${mode} cart ${i}`);
      const { load, action, outside } = await cartQuantitySample(browser, url, mode, made);
      outside.forEach((request) => out.outside.add(request));
      out.loads[PAGES.cart]!.push(load);
      out.cart.push(action);
      if (action.busy) busy["cart quantity"]++;
      action.other.forEach((route) => out.otherPosts.add(route));
    } catch (error) {
      out.cartFailures.push(message(error));
    }
  }
  process.stdout.write(
    `  shop ${mode} cart quantity: ${out.cart.length} samples (${out.cartFailures.length} failed)\n`,
  );
  for (const [action, count] of Object.entries(busy))
    if (count)
      notes.push(
        `${MODE_LABEL[mode]} ${action}: ${count} sample(s) started on a busy machine (not ${QUIET_RULE})`,
      );
  let loadFailures = 0;
  for (let i = 0; i < run.counts.shopLoads && !late("/shop loads", i, run.counts.shopLoads); i++) {
    try {
      const { load, outside } = await coldLoadSample(browser, url, mode, "/shop");
      outside.forEach((request) => out.outside.add(request));
      out.loads[PAGES.shop]!.push(load);
    } catch (error) {
      loadFailures += 1;
      if (loadFailures === 1) notes.push(`${MODE_LABEL[mode]} /shop load failed: ${message(error)}`);
    }
  }
  process.stdout.write(`  shop ${mode} /shop loads: ${out.loads[PAGES.shop]!.length}\n`);
  return out;
}

/** gzip -9 size of each JS file the first loads fetched (the same files every load). */
async function gzipSizes(url: string, samples: PageLoadSample[]): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const urls = new Set(samples.flatMap((s) => [...s.js.ours.urls, ...s.js.odoo.urls]));
  for (const file of urls) {
    if (!file.startsWith(url)) continue;
    const response = await fetch(file);
    if (response.ok)
      sizes.set(file, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
  }
  return sizes;
}

async function queryColumn(
  run: ShopRun,
  website: Website,
  guest: ShopGuest,
  logFile: string,
  withOdoo: boolean,
): Promise<Map<string, { median: number | null; raw: number[] }>> {
  const column = new Map<string, { median: number | null; raw: number[] }>();
  const n = run.counts.querySamples;
  const pages = [
    ["GET /shop", PAGES.shop],
    ["GET product page", guest.productUrl],
    ["GET /shop/cart", PAGES.cart],
  ] as const;
  const countPages = async (label: string) => {
    for (const [name, path] of pages) {
      column.set(`${name} (${label})`, await queriesOf(logFile, path, () => guest.session.page(path), n));
    }
  };
  // Every request once before any is counted: the caches they share are warm.
  for (const route of ALL_SHOP_ROUTES) await guest.calls[route](0);
  for (const [, path] of pages) await guest.session.page(path);
  for (const route of ALL_SHOP_ROUTES)
    column.set(`\`${route}\``, await queriesOf(logFile, route, (i) => guest.calls[route](i + 1), n));
  await countPages(MODE_LABEL.ours);
  if (withOdoo) {
    await writeWebsite(run.admin, website, { [SWITCH]: false });
    try {
      for (const [, path] of pages) await guest.session.page(path);
      await countPages(MODE_LABEL.odoo);
    } finally {
      await writeWebsite(run.admin, website, { [SWITCH]: true });
    }
  }
  return column;
}

export async function measureShop(run: ShopRun): Promise<ShopFigures> {
  const notes: string[] = [];
  const website = await readShopWebsite(run);
  const figures: ShopFigures = {
    switch_checked: false,
    website_id: website.id,
    interactions: [],
    page_loads: [],
    page_load_target_ms: PAGE_LOAD_TARGET_MS,
    latency: null,
    queries: null,
    notes,
    seconds: {},
  };
  let mark = Date.now();
  const took = (part: string) => {
    figures.seconds[part] = Math.round((Date.now() - mark) / 1000);
    mark = Date.now();
  };
  if (!website.hasSwitch)
    notes.push(
      `Odoo's own pages not measured: website.${SWITCH} does not exist on this Odoo (website_sale_shop_widget not upgraded yet)`,
    );
  const products: number[] = [];
  const track = async (templateId: number) => {
    products.push(templateId);
    // Made while the website was being put back (a signal): archived at once.
    if (website.restored) await callKw(run.admin, "product.template", "action_archive", [[templateId]]);
  };
  let catalogueOn = false;
  let restored = false;
  // The promo route is timed with a wrong code: with the per-visitor limit of
  // wrong codes lifted, each call takes the loyalty lookup, not the refusal.
  let restorePromoLimit: (() => Promise<void>) | undefined;
  const restore = async () => {
    if (restored) return;
    restored = true;
    const values: Record<string, unknown> = { add_to_cart_action: website.addToCartAction };
    if (website.hasSwitch) values[SWITCH] = true;
    await putBack(run.admin, website, values);
    if (catalogueOn) await benchCatalogue(run.admin, false);
    if (products.length) await callKw(run.admin, "product.template", "action_archive", [products]);
    await restorePromoLimit?.();
  };
  const stopListening = onInterrupt("shop", restore);
  let browser: Browser | undefined;
  try {
    await writeWebsite(run.admin, website, { add_to_cart_action: "stay" });
    restorePromoLimit = await liftVisitorLimit(run.admin, PROMO_LIMIT);
    // A product with variants of the run's own: the page checked and counted, the prices asked.
    const guest = await prepareGuest(run.odoo.url, run.admin, "shop-bench");
    await track(guest.productTemplateId);
    const checked = [PAGES.shop, guest.productUrl, PAGES.cart];

    // Which pages can be measured: ours with the switch on, Odoo's own with it off.
    const usable: Record<ShopMode, boolean> = { ours: true, odoo: false };
    if (website.hasSwitch) {
      await writeWebsite(run.admin, website, { [SWITCH]: false });
      const wrong = await checkPages(run.odoo.url, run.admin, "odoo", checked);
      await writeWebsite(run.admin, website, { [SWITCH]: true });
      if (wrong) notes.push(`Odoo's own pages not measured: ${wrong}`);
      usable.odoo = figures.switch_checked = wrong === null;
    }
    const oursWrong = await checkPages(run.odoo.url, run.admin, "ours", checked);
    if (oursWrong) notes.push(`our pages not measured: ${oursWrong}`);
    usable.ours = oursWrong === null;
    took("setup");

    // 1–3: the browser, ours then Odoo's own.
    const skip = chromiumSkipReason();
    if (skip) notes.push(`browser figures (1–3) not measured: ${skip}`);
    else {
      await ensureFreshWidgetBundle(PAGES.shop);
      browser = await launchLoopbackChromium();
      const samples: Partial<Record<ShopMode, ModeSamples>> = {};
      for (const mode of MODES.filter((m) => usable[m])) {
        if (website.hasSwitch) await writeWebsite(run.admin, website, { [SWITCH]: mode === "ours" });
        // Warms the server's templates after the switch (and checks the pages again).
        const wrong = await checkPages(run.odoo.url, run.admin, mode, checked);
        if (wrong) {
          notes.push(`${MODE_LABEL[mode]} pages not measured: ${wrong}`);
          continue;
        }
        samples[mode] = await browserSamples(run, browser, mode, track, notes);
        took(`browser, ${MODE_LABEL[mode]}`);
      }
      if (website.hasSwitch) await writeWebsite(run.admin, website, { [SWITCH]: true });
      await browser.close();
      browser = undefined;
      const interaction = (pick: (s: ModeSamples) => [InteractionSample[], string[]], mode: ShopMode) => {
        const s = samples[mode];
        return s ? summariseInteraction(...pick(s)) : null;
      };
      figures.interactions = [
        {
          action: "add to cart → header counter",
          target: ADD_TO_CART_TARGET,
          ours: interaction((s) => [s.add, s.addFailures], "ours"),
          odoo: interaction((s) => [s.add, s.addFailures], "odoo"),
        },
        {
          action: "cart quantity typed → total (500 ms debounce)",
          target: CART_QUANTITY_TARGET,
          ours: interaction((s) => [s.cart, s.cartFailures], "ours"),
          odoo: interaction((s) => [s.cart, s.cartFailures], "odoo"),
        },
      ];
      const loads = MODES.flatMap((mode) => Object.values(samples[mode]?.loads ?? {}).flat());
      const gzipOf = await gzipSizes(run.odoo.url, loads);
      const pageLoads: PageLoadFigures[] = [];
      for (const page of Object.values(PAGES))
        for (const mode of MODES) {
          const s = samples[mode]?.loads[page];
          if (s?.length) pageLoads.push(summarisePageLoads(page, mode, s, gzipOf));
        }
      figures.page_loads = pageLoads;
      for (const mode of MODES) {
        const other = [...(samples[mode]?.otherPosts ?? [])];
        if (other.length)
          notes.push(
            `${MODE_LABEL[mode]}: other POSTs during the timed actions (not counted): ${other.join(", ")}`,
          );
        const outside = [...(samples[mode]?.outside ?? [])];
        if (outside.length)
          notes.push(
            `${MODE_LABEL[mode]}: requests off loopback (refused by the browser): ${outside.slice(0, 5).join(", ")}`,
          );
      }
    }
    // The browser's products would count in the demo catalogue: archived before 4–5.
    const sampleProducts = products.filter((id) => id !== guest.productTemplateId);
    if (sampleProducts.length)
      await callKw(run.admin, "product.template", "action_archive", [sampleProducts]);

    // 4: latency, the demo catalogue.
    await benchCatalogue(run.admin, false);
    figures.latency = {
      ...(await measureShopLatency(guest, { warmup: run.counts.warmup, samples: run.counts.samples })),
      visitor: "one guest whose cart holds 1–2 of the suites' shop product",
    };
    took("latency");

    // 5: query counts, demo catalogue then 1,000 more products.
    if (!run.logFile) notes.push("query counts not measured: no Odoo log of this Odoo to read them from");
    else {
      const withOdoo = usable.odoo;
      const demoProducts = await catalogueSize(run.admin, website.id);
      const demo = await queryColumn(run, website, guest, run.logFile, withOdoo);
      took("queries, demo catalogue");
      catalogueOn = true;
      await benchCatalogue(run.admin, true);
      const bigProducts = await catalogueSize(run.admin, website.id);
      took("1,000 products on");
      const big = await queryColumn(run, website, guest, run.logFile, withOdoo);
      await benchCatalogue(run.admin, false);
      catalogueOn = false;
      took("queries, + 1,000 products");
      const rows: QueryRow[] = [...demo.keys()].map((request) => {
        const d = demo.get(request)!;
        const b = big.get(request);
        return {
          request,
          demo: d.median,
          big: b?.median ?? null,
          flat: isFlat(d.median, b?.median ?? null),
          raw_demo: d.raw,
          raw_big: b?.raw ?? [],
        };
      });
      figures.queries = {
        demo_products: demoProducts,
        big_products: bigProducts,
        tolerance: FLAT_TOLERANCE,
        rows,
      };
    }
    return figures;
  } finally {
    await browser?.close().catch(() => undefined);
    try {
      await restore();
    } finally {
      stopListening();
    }
  }
}
