// bench.json's shape and its markdown summary (test/.artifacts/bench.md, also
// printed): each figure beside its reference or target, ready for README.md.
import type { BenchConfig, Section } from "./bench-config";
import type { BundleFigures, PageFigures } from "./bundle";
import type { Interaction } from "./interaction";
import { kitchenMarkdown } from "./kitchen-report";
import type { KitchenFigures } from "./kitchen";
import type { LatencyScenario, RouteLatency } from "./latency";
import { lighthouseMarkdown, type LighthouseFigures } from "./lighthouse-report";
import type { LoadResult } from "./load";
import type { QueryColumn } from "./queries";
import type { RoundTrips } from "./round-trips";
import { shopMarkdown, type ShopFigures } from "./shop-report";
import { subscriptionsMarkdown } from "./subscriptions-report";
import type { SubscriptionFigures } from "./subscriptions";

export type BenchResult = {
  started: string;
  finished: string;
  duration_s: number;
  machine: {
    cores: number;
    cpu: string;
    node: string;
    platform: string;
    loadavg_start: number[];
    loadavg_end: number[];
  };
  odoo: { url: string; how: string; workers: number | null; mode: string; evidence: string };
  config: Omit<BenchConfig, "sections">;
  sections: {
    bundle?: BundleFigures;
    roundtrips?: RoundTrips;
    latency?: LatencyScenario[];
    queries?: QueryColumn[];
    interaction?: Interaction;
    shop?: ShopFigures;
    lighthouse?: LighthouseFigures;
    load?: LoadResult;
    kitchen?: KitchenFigures;
    subscriptions?: SubscriptionFigures;
  };
  /** Sections not run (not selected, budget spent, refused) and sections that failed, with why. */
  skipped: Partial<Record<Section, string>>;
  failed: Partial<Record<Section, string>>;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const yes = (ok: boolean | null) => (ok === null ? "?" : ok ? "✓" : "✗");

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

function bundle(figures: BundleFigures): string {
  const packages = (row: PageFigures) =>
    row.forbidden.length
      ? row.forbidden
          .map((name) => (row.unexpected.includes(name) ? `${name} ✗` : `${name} (used here)`))
          .join(", ")
      : "none";
  const target = (row: PageFigures) =>
    `≤ ${kb(row.budget)} KB ${yes(row.counted <= row.budget)}` +
    (row.target < row.budget ? ` (#30: ${kb(row.target)} KB ${yes(row.counted <= row.target)})` : "") +
    `; no heavy package it does not use ${yes(row.unexpected.length === 0)}`;
  return table(
    ["page", "widget JS first load raw / gzip KB", "Odoo's own JS gzip KB", "heavy packages", "target"],
    figures.pages.map((row) => [
      `\`${row.page}\``,
      `${kb(row.raw)} / ${kb(row.gzip)}`,
      row.odoo ? kb(row.odoo.gzip) : "-",
      packages(row),
      target(row),
    ]),
  );
}

function roundTrips(figures: RoundTrips): string {
  const rows = figures.actions.map((a) => [
    a.action,
    a.rpcs,
    `≤ ${a.target} ${yes(a.ok)}`,
    a.routes.join(", ") || "-",
  ]);
  const text = table(["action", "JSON-RPC calls", "target", "routes"], rows);
  return figures.error ? `${text}\n\nStopped early: ${figures.error}` : text;
}

function latency(scenarios: LatencyScenario[]): string {
  const cell = (r: RouteLatency | undefined) => (r ? `${r.p50} / ${r.p95}` : "-");
  const ratio = (r: RouteLatency | undefined) =>
    r ? `${r.ratio_p50} / ${r.ratio_p95} ${yes(r.ratio_p50 <= 1)}` : "-";
  const routes = scenarios[0]
    ? [scenarios[0].reference.route, ...scenarios[0].routes.map((r) => r.route)]
    : [];
  const find = (s: LatencyScenario, route: string) =>
    s.reference.route === route ? s.reference : s.routes.find((r) => r.route === route);
  const head = [
    "route",
    ...scenarios.flatMap((s) => [
      `${s.name} (${s.dishes} dishes) p50 / p95 ms`,
      "ratio p50 / p95 (target: p50 ≤ 1.0)",
    ]),
  ];
  const rows = routes.map((route, i) => [
    i === 0 ? `\`${route}\` (reference)` : `\`${route}\``,
    ...scenarios.flatMap((s) => [cell(find(s, route)), i === 0 ? "1" : ratio(find(s, route))]),
  ]);
  const samples = scenarios[0]?.reference.samples ?? 0;
  return `${samples} samples per route, one logged-in customer, box ${scenarios[0]?.box ?? ""}.\n\n${table(head, rows)}`;
}

/**
 * No N+1: a route's count is the same for the same cart with 12 or 2,000 dishes,
 * and for 1 or 5 people. The empty box is compared with itself only (a cart
 * with lines reads them: a constant step, shown, not judged).
 */
export function sameCounts(columns: QueryColumn[], route: string): boolean | null {
  const groups = new Map<number, (number | null)[]>();
  for (const c of columns) groups.set(c.filled, [...(groups.get(c.filled) ?? []), c.queries[route] ?? null]);
  const verdicts = [...groups.values()].map((counts) =>
    counts.includes(null) ? null : counts.every((n) => n === counts[0]),
  );
  return verdicts.includes(false) ? false : verdicts.includes(null) ? null : true;
}

function queries(columns: QueryColumn[]): string {
  const routes = Object.keys(columns[0]?.queries ?? {});
  const head = [
    "route",
    ...columns.map((c) => `${c.dishes} dishes, ${c.cart}`),
    "same for dishes and people (no N+1)",
  ];
  const rows = routes.map((route) => [
    "`" + route + "`",
    ...columns.map((c) => c.queries[route] ?? "-"),
    yes(sameCounts(columns, route)),
  ]);
  const note = "Median per request; for toggling routes (add/remove alternate) the costlier operation's.";
  return `${note}\n\n${table(head, rows)}`;
}

function interaction(figures: Interaction): string {
  return table(
    [
      "clicks (add/remove)",
      "click → cart updated p50 / p95 / max ms",
      "its RPC p50 / p95 ms",
      "updated before the answer",
      "target p95",
    ],
    [
      [
        figures.clicks,
        `${figures.p50} / ${figures.p95} / ${figures.max}`,
        `${figures.rpc_p50} / ${figures.rpc_p95}`,
        figures.before_answer,
        `≤ ${figures.target_p95} ms ${yes(figures.p95 <= figures.target_p95)}`,
      ],
    ],
  );
}

function load(figures: LoadResult): string {
  const rungs = table(
    ["visitors", "orders", "orders/min", "errors", "s"],
    figures.rungs.map((r) => [
      r.visitors,
      r.orders,
      r.orders_per_min,
      r.errors ? `${r.errors} (${r.error_messages.join("; ")})` : 0,
      r.seconds,
    ]),
  );
  const actions = [...new Set(figures.rungs.flatMap((r) => r.actions.map((a) => a.action)))];
  const p95 = table(
    ["action p95 ms", ...figures.rungs.map((r) => `N=${r.visitors}`)],
    actions.map((action) => [
      action,
      ...figures.rungs.map((r) => r.actions.find((a) => a.action === action)?.p95 ?? "-"),
    ]),
  );
  return [
    `Odoo workers: ${figures.workers ?? "unknown"} (${figures.mode}). Each visitor: ${figures.flow}.`,
    rungs,
    p95,
    `Largest N with 0 errors: **${figures.max_clean_visitors ?? "none"}** (${figures.stopped}).` +
      (figures.healthy_after
        ? ""
        : " Odoo did not answer /web/health afterwards: its workers are stuck (see its log)."),
  ].join("\n\n");
}

export function markdown(result: BenchResult): string {
  const { machine, odoo, sections } = result;
  const parts = [
    `## Benchmarks (${result.started.slice(0, 16).replace("T", " ")} UTC, ${result.duration_s} s)`,
    `${machine.cores} cores (${machine.cpu}), Node ${machine.node}, load average ${machine.loadavg_start.map((n) => n.toFixed(2)).join(" ")} at start; ` +
      `Odoo ${odoo.url} (${odoo.how}), workers ${odoo.workers ?? "unknown"} (${odoo.mode}).`,
  ];
  const add = (title: string, body: string | undefined) => body && parts.push(`### ${title}\n\n${body}`);
  add("Bundle", sections.bundle && bundle(sections.bundle));
  add(
    "Round trips per user action (Chromium's network log)",
    sections.roundtrips && roundTrips(sections.roundtrips),
  );
  add("Server latency beside `/shop/cart/update_json`", sections.latency && latency(sections.latency));
  add("SQL queries per request (Odoo's request log)", sections.queries && queries(sections.queries));
  add("Interaction (headless Chromium, loopback)", sections.interaction && interaction(sections.interaction));
  add("Generic shop: our widgets beside Odoo's own pages", sections.shop && shopMarkdown(sections.shop));
  add(
    "Lighthouse (mobile): our pages beside Odoo's own",
    sections.lighthouse && lighthouseMarkdown(sections.lighthouse),
  );
  add("Load", sections.load && load(sections.load));
  add("Kitchen's view of a day", sections.kitchen && kitchenMarkdown(sections.kitchen));
  add(
    "Weekly run of the subscriptions at a cut-off",
    sections.subscriptions && subscriptionsMarkdown(sections.subscriptions),
  );
  const notes = [
    ...Object.entries(result.skipped).map(([s, why]) => `- ${s}: not run (${why})`),
    ...Object.entries(result.failed).map(([s, why]) => `- ${s}: failed (${why})`),
  ];
  if (notes.length) parts.push(`### Not measured\n\n${notes.join("\n")}`);
  return parts.join("\n\n") + "\n";
}
