// What each page costs in widget JS on first load, from the build's own metafile: the
// page entry, its static imports, the chunks of the widgets the page mounts (those on
// every page included) and the lazy chunks those widgets load when they mount,
// transitively. Gzip at level 9 per file, summed. The build prints it (build.mjs),
// `npm test` holds every page to its budget (build/__tests__/page-budgets.test.ts)
// and the benchmark shows it beside Odoo's own JS on the same page (test/bench/bundle.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PAGE_ENTRIES } from "./build-options.mjs";

/**
 * Widgets a visitor's every page mounts, from the layout's header and footer: the
 * language switcher, back to top, the cart link, the header's search box, and the
 * live chat's button (after #wrapwrap; its window is a lazy chunk of its own).
 */
export const ALWAYS_ON = [
  "site-language",
  "site-scroll",
  "shop-cart-link",
  "shop-search",
  "visitor-livechat",
];

/** The packages that make up React itself: "beyond the React runtime" leaves them out. */
export const REACT_RUNTIME = ["react", "react-dom", "scheduler"];

/** Packages that must stay out of a page until it needs them (map, charts, card checks). */
export const FORBIDDEN_PACKAGES = ["leaflet", "d3", "card-validator", "credit-card-type"];

const WIZARD = "/mealbox?meal=3&people=2&state=";

/**
 * Odoo's survey pages use survey.layout (web.frontend_layout: no website header nor
 * footer): of the always-on widgets, only back to top is there.
 */
const SURVEY_LAYOUT = ["site-scroll"];

/**
 * The one page → widgets map of the budgets and the benchmark. `widgets` are those the
 * page mounts beyond ALWAYS_ON, enhancers included (the benchmark adds those the HTML
 * Odoo serves mounts at once); `lazy` the lazy chunks they load on that page, by source name (`store-map`
 * for store-map.tsx); `budgetKb` the page's first-load gzip budget in KB of 1,024 bytes.
 * `path` is where the page is; `:product` is a published shop product's page,
 * `:survey-results` the demo survey's results, `:link-statistics` a tracked link's
 * statistics; `needsCart` a page that needs a cart with an address, `needsStaff` one
 * that needs a staff login (admin), `needsCustomer` a customer's (portal); `alwaysOn` the always-on widgets of a page whose
 * layout has not all of them (default ALWAYS_ON); `whenVisible` those of `widgets` the page
 * mounts when the visitor comes near them (`data-load="visible"`: not in the first load);
 * `targetKb` where the budget is not yet the page's target (issue #30), printed beside it.
 * @type {{page: string, path: string, widgets: string[], whenVisible?: string[], lazy: string[], budgetKb: number, targetKb?: number, needsCart?: boolean, needsStaff?: boolean, needsCustomer?: boolean, alwaysOn?: string[], alwaysOnOnly?: boolean}[]}
 */
export const PAGES = [
  // The always-on widgets alone, beyond React itself: what every page pays
  // (22.8 KB: the search box's suggestions, and asking for them, come with the
  // first key).
  { page: "every page", path: "/contactus", widgets: [], lazy: [], budgetKb: 24, alwaysOnOnly: true },
  // The menu and the configurator mount when the visitor comes near them
  // (data-load="visible", server placeholders of their final size). The
  // configurator is below the first screen on a phone and at 1280×900, a chunk
  // of its own: not in the first load. The menu is on a phone's first screen,
  // so it counts (its code comes in one chunk with the zip check and the
  // countdown); what only an error (its alert too), a zip check's yes or a
  // visitor arriving from one needs comes later: 98.9 KB.
  {
    page: "home",
    path: "/",
    widgets: ["zip-check", "countdown", "our-menu", "box-configurator"],
    whenVisible: ["box-configurator"],
    lazy: [],
    budgetKb: 100,
  },
  { page: "wizard compose", path: `${WIZARD}compose`, widgets: ["mealbox-wizard"], lazy: [], budgetKb: 140 },
  { page: "wizard extra", path: `${WIZARD}extra`, widgets: ["mealbox-wizard"], lazy: [], budgetKb: 140 },
  { page: "wizard login", path: `${WIZARD}login`, widgets: ["mealbox-wizard"], lazy: [], budgetKb: 140 },
  // The delivery step renders the delivery widget as an island; the map only for pick-up,
  // and the map's code counts with it.
  {
    page: "wizard delivery",
    path: `${WIZARD}delivery`,
    widgets: ["mealbox-wizard", "mealbox-delivery"],
    lazy: [],
    budgetKb: 190,
  },
  {
    page: "delivery with map",
    path: `${WIZARD}delivery`,
    widgets: ["mealbox-wizard", "mealbox-delivery"],
    lazy: ["store-map"],
    budgetKb: 190,
  },
  { page: "shop catalogue", path: "/shop", widgets: ["shop-layout", "shop-sort"], lazy: [], budgetKb: 140 },
  // The buy box, the gallery and the share block's enhancer (at once); the
  // reviews' follow control when the visitor comes near it (data-load="visible":
  // not in the first load; its react-aria parts on first use), their thread
  // when the visitor unfolds them.
  {
    page: "product",
    path: ":product",
    widgets: ["shop-product", "shop-product-gallery", "site-share"],
    lazy: [],
    budgetKb: 140,
  },
  { page: "cart", path: "/shop/cart", widgets: ["shop-cart"], lazy: [], budgetKb: 170, needsCart: true },
  {
    page: "checkout",
    path: "/shop/checkout",
    widgets: ["shop-address-cards"],
    lazy: [],
    budgetKb: 170,
    needsCart: true,
  },
  {
    page: "payment",
    path: "/shop/payment",
    widgets: ["payment-form", "shop-checkout-delivery", "shop-delivery-date", "shop-promo"],
    lazy: [],
    budgetKb: 170,
    needsCart: true,
  },
  // The portal's subscription contract form (react-aria radios and checkboxes, native
  // selects), and under it the payment form adding a card with its card checks: 176.2 KB.
  // auth user: the bench opens it logged in, as staff.
  {
    page: "subscription form",
    path: "/my/subscriptions/new",
    widgets: ["mealbox-subscription-form", "payment-form"],
    lazy: [],
    budgetKb: 180,
    needsStaff: true,
  },
  // A customer's meal-box subscription in the portal (/my/subscriptions/<id>, logged in;
  // the list's path here, as a visitor has none): its state is in its props (no call as it
  // mounts), its buttons and steppers native until first used (ui/upgrade), the settings'
  // forms and the cancel dialog chunks of their own: 124 KB.
  {
    page: "portal subscription",
    path: "/my/subscriptions",
    widgets: ["mealbox-subscription"],
    lazy: [],
    budgetKb: 130,
  },
  // A mailing's subscriptions page (website_mass_mailing_widget): the unsubscribe link's page
  // and /mailing/my (logged in, which the bench opens as staff) mount the same widget, its
  // lists as react-aria checkboxes, saved through the RPC client: 119.9 KB.
  {
    page: "mailing subscriptions",
    path: "/mailing/my",
    widgets: ["visitor-unsubscribe"],
    lazy: [],
    budgetKb: 125,
    // A customer's page: as staff, the publish bar would come too.
    needsCustomer: true,
  },
  // Surveys (website_survey_widget) in Odoo's survey layout: the form's first screen is
  // in its props (no call as it mounts); the error dialog is its own chunk, loaded on an
  // error. React, the form (native inputs: no react-aria) and the route schemas for its calls.
  {
    page: "survey",
    path: "/survey/start/weekbox-how-was-your-box",
    widgets: ["survey-form"],
    lazy: [],
    budgetKb: 130,
    alwaysOn: SURVEY_LAYOUT,
  },
  // The print view shares the form's questions; a quiz review's charts are a lazy chunk.
  {
    page: "survey print",
    path: "/survey/print/weekbox-how-was-your-box",
    widgets: ["survey-print"],
    lazy: [],
    budgetKb: 125,
    alwaysOn: SURVEY_LAYOUT,
  },
  // The three staff pages below carry the staff's bar (website-publish: its publish switch is
  // react-aria's, with its press handling, ~20 KB; the route schemas come with its first
  // toggle, but on the results page nothing else brings them) — the budgets count it, as the
  // bench finds it on the page; without it they were 109, 120 and 109 KB.
  // The results page draws its charts with d3 (the survey-chart widget's own chunks: 12.4 KB
  // gzip, 9.4 of them the d3 parts it uses) where Odoo loads Chart.js (web.chartjs_lib): 143 KB
  // in all.
  {
    page: "survey results",
    path: ":survey-results",
    widgets: ["survey-results-filters", "survey-answer-table", "survey-chart", "website-publish"],
    lazy: [],
    budgetKb: 145,
    needsStaff: true,
    alwaysOn: SURVEY_LAYOUT,
  },
  // The link tracker (website_links_widget, staff only) reads its recent links as it mounts
  // (the client and the route schemas come with it); its pickers' react-aria combobox comes with the
  // first key: 139 KB.
  {
    page: "link tracker",
    path: "/r",
    widgets: ["link-tracker", "website-publish"],
    lazy: [],
    budgetKb: 145,
    needsStaff: true,
  },
  // A link's statistics; the charts (d3) are a chunk of their own, for a period with
  // clicks (counted here): 141 KB.
  {
    page: "link statistics",
    path: ":link-statistics",
    widgets: ["link-statistics", "website-publish"],
    lazy: ["click-charts"],
    budgetKb: 145,
    needsStaff: true,
  },
];

/**
 * Widget name → source module without extension, read from the entry's
 * `register("name", { load: () => import("@/…") })` calls.
 * @param {string} entrySource
 * @returns {Map<string, string>}
 */
export function widgetModules(entrySource) {
  const modules = new Map();
  const registration = /register\(\s*"([^"]+)"\s*,\s*\{[^}]*?import\(\s*"([^"]+)"\s*\)/g;
  for (const [, name = "", specifier = ""] of entrySource.matchAll(registration)) {
    modules.set(name, specifier.replace(/^@\//, "widgets/"));
  }
  return modules;
}

/**
 * The output file built from `sourceModule` (an entry point, with or without extension).
 * @param {import("esbuild").Metafile} metafile
 * @param {string} sourceModule
 */
export function outputOf(metafile, sourceModule) {
  const wanted = sourceModule.replace(/\.[cm]?[jt]sx?$/, "");
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) => file.endsWith(".js") && output.entryPoint?.replace(/\.[cm]?[jt]sx?$/, "") === wanted,
  );
  if (!found) throw new Error(`no output built from ${sourceModule}`);
  return found[0];
}

/**
 * @param {import("esbuild").Metafile} metafile
 * @param {string} file
 */
function sourceName(metafile, file) {
  const entryPoint = metafile.outputs[file]?.entryPoint;
  return entryPoint ? path.basename(entryPoint).replace(/\.[cm]?[jt]sx?$/, "") : "";
}

/**
 * Output files a page loads before its widgets are up: `starts` (entry and widget
 * chunks) with their static imports, plus every dynamic import whose source is named
 * in `lazy` (store-map.tsx → "store-map"), transitively.
 * @param {import("esbuild").Metafile} metafile
 * @param {string[]} starts
 * @param {string[]} [lazy]
 * @returns {string[]}
 */
export function firstLoadFiles(metafile, starts, lazy = []) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    const output = metafile.outputs[file];
    if (!output) throw new Error(`${file} is not in the metafile`);
    seen.add(file);
    for (const imported of output.imports) {
      if (imported.external) continue;
      if (imported.kind === "import-statement") visit(imported.path);
      else if (imported.kind === "dynamic-import" && lazy.includes(sourceName(metafile, imported.path))) {
        visit(imported.path);
      }
    }
  };
  starts.forEach(visit);
  return [...seen];
}

/**
 * Lazy chunk names reachable by dynamic import from `files` (to check a page's `lazy` list).
 * @param {import("esbuild").Metafile} metafile
 * @param {string[]} files
 */
export function lazyChunkNames(metafile, files) {
  return files.flatMap((file) =>
    (metafile.outputs[file]?.imports ?? [])
      .filter((imported) => imported.kind === "dynamic-import")
      .map((imported) => sourceName(metafile, imported.path)),
  );
}

/** @param {string} input a metafile input path */
function packageOf(input) {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? null;
}

/**
 * The packages of `packages` whose code is in `files`.
 * @param {import("esbuild").Metafile} metafile
 * @param {string[]} files
 * @param {string[]} [packages]
 */
export function forbiddenPackagesIn(metafile, files, packages = FORBIDDEN_PACKAGES) {
  const found = new Set();
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      const name = packageOf(input);
      if (!name || bytesInOutput === 0) continue;
      if (packages.some((p) => name === p || (p === "d3" && name.startsWith("d3-")))) found.add(name);
    }
  }
  return [...found].sort();
}

/**
 * Raw and gzip bytes, gzip at level 9 per file.
 * @param {Uint8Array} content
 */
export function sizeOf(content) {
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/**
 * A file's gzip bytes without React's own code: its gzip size times the share of its
 * bytes that come from other inputs (esbuild's `bytesInOutput` per input). An estimate
 * within a few hundred bytes: compression is not quite proportional.
 * @param {import("esbuild").Metafile} metafile
 * @param {string} file
 * @param {number} gzip
 */
function gzipBeyondRuntime(metafile, file, gzip) {
  const output = metafile.outputs[file];
  if (!output || output.bytes === 0) return gzip;
  const runtime = Object.entries(output.inputs)
    .filter(([input]) => REACT_RUNTIME.includes(packageOf(input) ?? ""))
    .reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
  return Math.round(gzip * (1 - runtime / output.bytes));
}

/**
 * Every page of PAGES weighed: its files, raw and gzip bytes, whether it holds a
 * forbidden package, and its budget.
 * @param {import("esbuild").Metafile} metafile
 * @param {(file: string) => Uint8Array} contentOf the built content of a metafile output
 * @param {string} root the project root
 * @param {{extraWidgets?: (page: (typeof PAGES)[number]) => string[]}} [options] widgets found on the page besides the declared ones
 */
export function weighPages(metafile, contentOf, root, options = {}) {
  const entrySource = PAGE_ENTRIES.website;
  const modules = widgetModules(readFileSync(path.join(root, entrySource), "utf8"));
  const entry = outputOf(metafile, entrySource);
  const chunkOf = (page, name) => {
    const module = modules.get(name);
    if (!module) throw new Error(`${page}: widget "${name}" is not registered in ${entrySource}`);
    return outputOf(metafile, module);
  };
  return PAGES.map((spec) => {
    const alwaysOn = spec.alwaysOn ?? ALWAYS_ON;
    const later = new Set(spec.whenVisible ?? []);
    const widgets = [
      ...new Set([...alwaysOn, ...spec.widgets, ...(options.extraWidgets?.(spec) ?? [])]),
    ].filter((name) => !later.has(name));
    const files = firstLoadFiles(
      metafile,
      [entry, ...widgets.map((name) => chunkOf(spec.page, name))],
      spec.lazy,
    );
    const missing = spec.lazy.filter((name) => !lazyChunkNames(metafile, files).includes(name));
    if (missing.length) throw new Error(`${spec.page}: no lazy chunk ${missing.join(", ")} in the build`);
    let raw = 0;
    let gzip = 0;
    let counted = 0;
    for (const file of files) {
      const size = sizeOf(contentOf(file));
      raw += size.raw;
      gzip += size.gzip;
      counted += spec.alwaysOnOnly ? gzipBeyondRuntime(metafile, file, size.gzip) : size.gzip;
    }
    return {
      page: spec.page,
      path: spec.path,
      widgets,
      files,
      raw,
      gzip,
      /** What the budget is held against: gzip, without React itself on the "every page" row. */
      counted,
      budget: spec.budgetKb * 1024,
      target: (spec.targetKb ?? spec.budgetKb) * 1024,
      forbidden: forbiddenPackagesIn(metafile, files),
    };
  });
}

/**
 * The table the build prints and the test shows: each page, its files, gzip, budget.
 * @param {ReturnType<typeof weighPages>} weights
 */
export function formatPageWeights(weights) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = weights.map((w) => {
    const over = w.counted > w.budget;
    const what = w.counted === w.gzip ? kb(w.gzip) : `${kb(w.counted)} beyond React (${kb(w.gzip)} with it)`;
    const target = w.target < w.budget ? `  (target ${kb(w.target)})` : "";
    return `  ${w.page.padEnd(20)} ${String(w.files.length).padStart(3)} files  ${what.padEnd(36)} budget ${kb(w.budget).padStart(8)}  ${over ? "OVER" : "ok"}${target}`;
  });
  return `widget JS per page, first load, gzip (budgets: build/page-weights.mjs):\n${lines.join("\n")}`;
}
