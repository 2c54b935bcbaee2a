// The "shop" section's figures (bench.json's sections.shop) and their markdown:
// the generic shop pages run by our widgets (website.weekbox_shop_widgets on)
// beside Odoo 17's own (off), measured in the same run. Pure functions only
// (summaries, verdicts, tables): shop.ts and shop-browser.ts measure.
import { QUIET_RULE } from "./quiet-cpu";
import type { RouteLatency } from "./latency";
import { median, percentile, round } from "./stats";

export type ShopMode = "ours" | "odoo";
export const MODE_LABEL: Record<ShopMode, string> = { ours: "ours", odoo: "Odoo's own" };

/** One timed action in the browser: input (pointerdown, keydown) → the watched text changed. */
export type InteractionSample = {
  ms: number;
  /** JSON-RPC POSTs the page sent between the input and the change, in order. */
  routes: string[];
  /** /shop/cart/update_json as the browser saw it (Resource Timing), when it was sent. */
  updateMs: number | null;
};

export type InteractionTarget = { p95: number; rpcs: number };

export type InteractionFigures = {
  samples: number;
  /** Samples that did not end (timeout, error): left out of the figures. */
  failed: number;
  first_error: string | null;
  p50: number;
  p95: number;
  max: number;
  rpcs_min: number;
  rpcs_median: number;
  rpcs_max: number;
  /** The route list most samples sent. */
  routes: string[];
  update_json_p50: number | null;
  /** Every sample's time, in order (ms). */
  raw_ms: number[];
};

export type ShopInteraction = {
  action: string;
  target: InteractionTarget;
  ours: InteractionFigures | null;
  odoo: InteractionFigures | null;
};

export type JsBytes = {
  files: number;
  /** decodedBodySize: the JS as parsed. */
  raw: number;
  /** encodedBodySize: as this Odoo sent it (its own server does not compress). */
  transferred: number;
  /** gzip -9 of the same files, summed per file (what a compressing proxy would send). */
  gzip: number | null;
};

/** One cold page load (new browser context, empty cache). Times from domContentLoadedEventEnd, page clock. */
export type PageLoadSample = {
  /** Every [data-widget] of the page has data-widget-state="mounted" (null: none on the page, or not all). */
  mountedMs: number | null;
  /** The same for the widgets mounted at once (no data-load="idle" or "visible": the header's search box waits for idle time). */
  eagerMountedMs?: number | null;
  /** Odoo's public root started (odoo.__WOWL_DEBUG__ set). */
  odooRootMs: number | null;
  /**
   * The navigation's start → domContentLoadedEventEnd. Beside the times from it: what a page
   * fetches during its parse moves DOMContentLoaded, and a later DOMContentLoaded shortens
   * "DCL → interactive" without the page being interactive any sooner.
   */
  dclMs?: number;
  widgets: number;
  js: { ours: JsFiles; odoo: JsFiles };
};
export type JsFiles = { urls: string[]; raw: number; transferred: number };

export type PageLoadFigures = {
  page: string;
  mode: ShopMode;
  loads: number;
  /** Loads that became interactive (ours: a widget that failed or never mounted leaves its load out). */
  interactive_loads: number;
  /** ours: DCL → widgets mounted; Odoo's own: DCL → its public root started. */
  interactive_p50: number | null;
  interactive_p95: number | null;
  interactive_max: number | null;
  /** ours: DCL → the widgets mounted at once (eagerMountedMs). */
  eager_p50: number | null;
  eager_p95: number | null;
  odoo_root_p50: number | null;
  /** The navigation's start → interactive (dclMs + the interactive time), when the loads have dclMs. */
  from_navigation_p50: number | null;
  from_navigation_p95: number | null;
  widgets: number;
  js_ours: JsBytes;
  js_odoo: JsBytes;
  /** Every load's interactive time, in order (ms; null: never interactive). */
  raw_ms: (number | null)[];
};

export type QueryRow = {
  request: string;
  demo: number | null;
  big: number | null;
  flat: boolean | null;
  raw_demo: number[];
  raw_big: number[];
};

export type ShopFigures = {
  /** website.weekbox_shop_widgets exists and switched the pages (checked on each page's HTML). */
  switch_checked: boolean;
  website_id: number;
  interactions: ShopInteraction[];
  page_loads: PageLoadFigures[];
  page_load_target_ms: number;
  latency: { reference: RouteLatency; routes: RouteLatency[]; visitor: string } | null;
  queries: { demo_products: number; big_products: number; tolerance: number; rows: QueryRow[] } | null;
  /** What could not be measured, and why. */
  notes: string[];
  /** Seconds each part took. */
  seconds: Record<string, number>;
};

export const ADD_TO_CART_TARGET: InteractionTarget = { p95: 100, rpcs: 1 };
export const CART_QUANTITY_TARGET: InteractionTarget = { p95: 600, rpcs: 1 };
export const PAGE_LOAD_TARGET_MS = 300;
/** "Flat in catalogue size": the same count, give or take this many queries. */
export const FLAT_TOLERANCE = 2;

/** The most frequent value of `values` (the first one on ties), or undefined. */
export function mostCommon<T>(values: readonly T[], key: (value: T) => string): T | undefined {
  const counts = new Map<string, { value: T; n: number }>();
  for (const value of values) {
    const k = key(value);
    const entry = counts.get(k) ?? { value, n: 0 };
    entry.n += 1;
    counts.set(k, entry);
  }
  let best: { value: T; n: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.n > best.n) best = entry;
  return best?.value;
}

export function summariseInteraction(samples: InteractionSample[], failures: string[]): InteractionFigures {
  const ms = samples.map((s) => s.ms);
  const rpcs = samples.map((s) => s.routes.length);
  const updates = samples.map((s) => s.updateMs).filter((v): v is number => v !== null);
  const some = ms.length > 0;
  return {
    samples: samples.length,
    failed: failures.length,
    first_error: failures[0] ?? null,
    p50: some ? round(median(ms)) : Number.NaN,
    p95: some ? round(percentile(ms, 95)) : Number.NaN,
    max: some ? round(Math.max(...ms)) : Number.NaN,
    rpcs_min: some ? Math.min(...rpcs) : Number.NaN,
    rpcs_median: some ? median(rpcs) : Number.NaN,
    rpcs_max: some ? Math.max(...rpcs) : Number.NaN,
    routes:
      mostCommon(
        samples.map((s) => s.routes),
        (routes) => routes.join(","),
      ) ?? [],
    update_json_p50: updates.length ? round(median(updates)) : null,
    raw_ms: ms.map((v) => round(v)),
  };
}

/** p95 and every sample's RPC count within the target; null without samples. */
export function meetsTarget(figures: InteractionFigures | null, target: InteractionTarget): boolean | null {
  if (!figures || figures.samples === 0) return null;
  return figures.p95 <= target.p95 && figures.rpcs_max <= target.rpcs;
}

function jsBytes(files: JsFiles | undefined, gzipOf: ReadonlyMap<string, number>): JsBytes {
  if (!files) return { files: 0, raw: 0, transferred: 0, gzip: null };
  const gz = files.urls.map((url) => gzipOf.get(url));
  return {
    files: files.urls.length,
    raw: files.raw,
    transferred: files.transferred,
    gzip: gz.every((n) => n !== undefined) ? gz.reduce<number>((sum, n) => sum + n!, 0) : null,
  };
}

/**
 * A page's cold loads: the interactive time of the mode (ours: our widgets
 * mounted; Odoo's own: its public root started), and the JS of its first load
 * (the files do not change between loads of the same page and mode).
 */
export function summarisePageLoads(
  page: string,
  mode: ShopMode,
  samples: PageLoadSample[],
  gzipOf: ReadonlyMap<string, number>,
): PageLoadFigures {
  const interactive = samples
    .map((s) => (mode === "ours" ? s.mountedMs : s.odooRootMs))
    .filter((v): v is number => v !== null);
  const roots = samples.map((s) => s.odooRootMs).filter((v): v is number => v !== null);
  const eager = samples.map((s) => s.eagerMountedMs ?? null).filter((v): v is number => v !== null);
  const fromNavigation = samples
    .map((s) => {
      const ms = mode === "ours" ? s.mountedMs : s.odooRootMs;
      return ms === null || s.dclMs === undefined ? null : s.dclMs + ms;
    })
    .filter((v): v is number => v !== null);
  const first = samples[0];
  const stat = (f: () => number) => (interactive.length ? round(f()) : null);
  return {
    page,
    mode,
    loads: samples.length,
    interactive_loads: interactive.length,
    interactive_p50: stat(() => median(interactive)),
    interactive_p95: stat(() => percentile(interactive, 95)),
    interactive_max: stat(() => Math.max(...interactive)),
    eager_p50: mode === "ours" && eager.length ? round(median(eager)) : null,
    eager_p95: mode === "ours" && eager.length ? round(percentile(eager, 95)) : null,
    odoo_root_p50: roots.length ? round(median(roots)) : null,
    from_navigation_p50: fromNavigation.length ? round(median(fromNavigation)) : null,
    from_navigation_p95: fromNavigation.length ? round(percentile(fromNavigation, 95)) : null,
    widgets: first?.widgets ?? 0,
    js_ours: jsBytes(first?.js.ours, gzipOf),
    js_odoo: jsBytes(first?.js.odoo, gzipOf),
    raw_ms: samples.map((s) => {
      const ms = mode === "ours" ? s.mountedMs : s.odooRootMs;
      return ms === null ? null : round(ms);
    }),
  };
}

/** Query counts at both catalogue sizes are flat when within `tolerance`; null when one is missing. */
export function isFlat(demo: number | null, big: number | null, tolerance = FLAT_TOLERANCE): boolean | null {
  if (demo === null || big === null) return null;
  return Math.abs(big - demo) <= tolerance;
}

/** A route's latency beside the reference's (latency.ts's figures). */
export function routeLatency(route: string, samples: number[], reference: number[]): RouteLatency {
  return {
    route,
    samples: samples.length,
    p50: round(median(samples)),
    p95: round(percentile(samples, 95)),
    ratio_p50: round(median(samples) / median(reference), 2),
    ratio_p95: round(percentile(samples, 95) / percentile(reference, 95), 2),
  };
}

const kb = (bytes: number | null) => (bytes === null ? "?" : (bytes / 1024).toFixed(1));
const yes = (ok: boolean | null) => (ok === null ? "?" : ok ? "✓" : "✗");
const num = (n: number | null) => (n === null || Number.isNaN(n) ? "-" : String(n));

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

function timesCell(f: InteractionFigures | null): string {
  if (!f) return "not measured";
  if (f.samples === 0) return `no sample (${f.failed} failed: ${f.first_error ?? "?"})`;
  const failed = f.failed ? ` (${f.failed} failed)` : "";
  return `${f.p50} / ${f.p95} / ${f.max}${failed}`;
}

function rpcCell(f: InteractionFigures | null): string {
  if (!f || f.samples === 0) return "-";
  const range = f.rpcs_min === f.rpcs_max ? "" : ` (${f.rpcs_min}–${f.rpcs_max})`;
  return `${f.rpcs_median}${range}: ${f.routes.join(", ") || "none"}`;
}

function interactions(rows: ShopInteraction[]): string {
  return table(
    [
      "action",
      "ours p50 / p95 / max ms",
      "ours JSON-RPC calls",
      "Odoo's own p50 / p95 / max ms",
      "Odoo's own JSON-RPC calls",
      "its update_json in the browser p50 ms (ours / Odoo's)",
      "target (ours)",
    ],
    rows.map((r) => [
      `${r.action} (${r.ours?.samples ?? 0} / ${r.odoo?.samples ?? 0} samples)`,
      timesCell(r.ours),
      rpcCell(r.ours),
      timesCell(r.odoo),
      rpcCell(r.odoo),
      `${num(r.ours?.update_json_p50 ?? null)} / ${num(r.odoo?.update_json_p50 ?? null)}`,
      `p95 ≤ ${r.target.p95} ms, ${r.target.rpcs} call ${yes(meetsTarget(r.ours, r.target))}`,
    ]),
  );
}

function jsCell(js: JsBytes): string {
  if (!js.files) return "none";
  return `${js.files} file${js.files === 1 ? "" : "s"}: ${kb(js.raw)} / ${kb(js.transferred)} / ${kb(js.gzip)}`;
}

function pageLoads(rows: PageLoadFigures[], targetMs: number): string {
  return table(
    [
      "page",
      "pages of",
      "cold loads",
      "DCL → interactive p50 / p95 / max ms",
      "navigation → interactive p50 / p95 ms",
      "of which widgets mounted at once, p50 / p95 ms",
      "DCL → Odoo's root started p50 ms",
      "[data-widget]",
      "our JS: raw / transferred / gzip KB",
      "Odoo's JS: raw / transferred / gzip KB",
      "target (ours)",
    ],
    rows.map((r) => [
      r.page,
      MODE_LABEL[r.mode],
      r.interactive_loads === r.loads
        ? r.loads
        : `${r.loads} (${r.loads - r.interactive_loads} never interactive)`,
      `${num(r.interactive_p50)} / ${num(r.interactive_p95)} / ${num(r.interactive_max)}`,
      `${num(r.from_navigation_p50)} / ${num(r.from_navigation_p95)}`,
      r.mode === "ours" ? `${num(r.eager_p50)} / ${num(r.eager_p95)}` : "-",
      num(r.odoo_root_p50),
      r.widgets,
      jsCell(r.js_ours),
      jsCell(r.js_odoo),
      r.mode === "ours"
        ? `p95 ≤ ${targetMs} ms ${yes(r.interactive_p95 === null ? null : r.interactive_p95 <= targetMs)}`
        : "-",
    ]),
  );
}

function latency(figures: NonNullable<ShopFigures["latency"]>): string {
  const rows = [figures.reference, ...figures.routes].map((r, i) => [
    i === 0 ? `\`${r.route}\` (reference)` : `\`${r.route}\``,
    `${r.p50} / ${r.p95}`,
    i === 0 ? "1" : `${r.ratio_p50} ${yes(r.ratio_p50 <= 1)}`,
  ]);
  return (
    `${figures.reference.samples} samples per route, ${figures.visitor}.\n\n` +
    table(["route", "p50 / p95 ms", "p50 ratio to update_json (target ≤ 1.0)"], rows)
  );
}

function queries(figures: NonNullable<ShopFigures["queries"]>): string {
  const rows = figures.rows.map((r) => [r.request, num(r.demo), num(r.big), yes(r.flat)]);
  return (
    `Median per request, after warm-up calls; "flat" = within ${figures.tolerance} queries.\n\n` +
    table(
      [
        "request",
        `demo catalogue (${figures.demo_products} products)`,
        `+ 1,000 products (${figures.big_products})`,
        "flat in catalogue size",
      ],
      rows,
    )
  );
}

/** The section's markdown body (report.ts puts it under its own heading). */
export function shopMarkdown(figures: ShopFigures): string {
  const took = Object.entries(figures.seconds).map(([part, s]) => `${part} ${s} s`);
  const parts = [
    `Website ${figures.website_id}; ours = \`website.weekbox_shop_widgets\` on, Odoo's own = off ` +
      `(${figures.switch_checked ? "checked on each page's HTML" : "not checked: see below"}), same run; ` +
      "headless Chromium on loopback, each sample a new guest context with its own product" +
      (took.length ? ` (${took.join(", ")}).` : "."),
  ];
  if (figures.interactions.length)
    parts.push(
      `${interactions(figures.interactions)}\n\n` +
        "Times: pointerdown (add) or the typed key (quantity) → the text changed, page clock; each " +
        `cold load and each action starts on a quiet machine (${QUIET_RULE}). ` +
        "JSON-RPC calls: POSTs to /shop/, /website_sale/, /sale_product_configurator/ and /weekbox/ " +
        "sent in between. Odoo's own counter is written 300 ms after its answer " +
        "(website_sale_utils.js updateCartNavBar: jQuery `.delay(300)`); its quantity field sends on " +
        "`change` (Tab pressed right after the key).",
    );
  if (figures.page_loads.length)
    parts.push(
      `${pageLoads(figures.page_loads, figures.page_load_target_ms)}\n\n` +
        'Interactive: ours = every `[data-widget]` has data-widget-state="mounted" (one loading when the ' +
        'visitor comes near it, `data-load="visible"`, once it has started); Odoo\'s own = its ' +
        "public root started (`odoo.__WOWL_DEBUG__` set). JS of the first load (Resource Timing): our " +
        "`static/dist/` files and Odoo's `/web/assets/` bundles; transferred = as this Odoo sent them " +
        "(its own server does not compress), gzip = gzip -9 of the same files.",
    );
  if (figures.latency) parts.push(latency(figures.latency));
  if (figures.queries) parts.push(queries(figures.queries));
  if (figures.notes.length) parts.push(figures.notes.map((note) => `- ${note}`).join("\n"));
  return parts.join("\n\n");
}
