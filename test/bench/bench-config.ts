// What one `npm run bench` does, from the environment. Defaults are the lead's
// full run on a quiet machine; small values (WEEKBOX_BENCH_SAMPLES=5 …) are for
// trying the bench out while other suites load the machine.
export const SECTIONS = [
  "bundle",
  "roundtrips",
  "latency",
  "queries",
  "interaction",
  "shop",
  "lighthouse",
  "load",
  "kitchen",
  "subscriptions",
] as const;
export type Section = (typeof SECTIONS)[number];

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}=${raw} is not a number ≥ 0`);
  return value;
}

function sectionsFrom(raw: string | undefined): Section[] {
  if (!raw) return [...SECTIONS];
  const asked = raw
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = asked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(
      `WEEKBOX_BENCH_ONLY: unknown section(s) ${unknown.join(", ")}; use ${SECTIONS.join(",")}`,
    );
  return SECTIONS.filter((section) => asked.includes(section));
}

function ladderFrom(raw: string | undefined): number[] {
  const ladder = (raw ?? "1,2,4,8,16,32").split(",").map(Number);
  if (ladder.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error(`WEEKBOX_BENCH_LOAD_LADDER=${raw}: positive integers`);
  return [...new Set(ladder)].sort((a, b) => a - b);
}

export type BenchConfig = {
  sections: Section[];
  /** Timed calls per route (latency), after `warmup` untimed ones. */
  samples: number;
  warmup: number;
  /** Calls per route and cart whose query counts are read (their median is reported). */
  querySamples: number;
  /** Add/remove clicks timed in the browser. */
  clicks: number;
  loadLadder: number[];
  /** Seconds each rung of the load ladder keeps its visitors ordering. */
  loadSeconds: number;
  /** The whole run's budget: sections still to come are skipped once it is spent. */
  budgetSeconds: number;
  /** Runs the load section against a threaded Odoo instead of refusing. */
  loadOnThreaded: boolean;
  /** Shop section, per mode (ours, Odoo's own): add-to-cart samples, cart quantity samples, cold /shop loads. */
  shopSamples: number;
  shopCartSamples: number;
  shopLoads: number;
  /** Lighthouse runs per page and mode (their median is reported). */
  lighthouseRuns: number;
  /** Lighthouse section: only these pages (comma list of their names), all when empty. */
  lighthousePages: string[];
  /** Kitchen section: boxes of the big day, timed calls per view call, menu opens per view. */
  kitchenBoxes: number;
  kitchenSamples: number;
  kitchenOpens: number;
  /** Subscriptions section: the big week's subscriptions (the small week has a tenth), subscriptions per run call. */
  subscriptions: number;
  subscriptionChunk: number;
};

export function benchConfig(): BenchConfig {
  return {
    sections: sectionsFrom(process.env.WEEKBOX_BENCH_ONLY),
    samples: Math.max(2, numberFrom("WEEKBOX_BENCH_SAMPLES", 60)),
    warmup: numberFrom("WEEKBOX_BENCH_WARMUP", 5),
    querySamples: Math.max(1, numberFrom("WEEKBOX_BENCH_QUERY_SAMPLES", 4)),
    clicks: Math.max(2, numberFrom("WEEKBOX_BENCH_CLICKS", 50)),
    loadLadder: ladderFrom(process.env.WEEKBOX_BENCH_LOAD_LADDER),
    loadSeconds: numberFrom("WEEKBOX_BENCH_LOAD_SECONDS", 30),
    budgetSeconds: numberFrom("WEEKBOX_BENCH_BUDGET", 1500),
    loadOnThreaded: process.env.WEEKBOX_BENCH_LOAD_THREADED === "1",
    shopSamples: Math.max(1, numberFrom("WEEKBOX_BENCH_SHOP_SAMPLES", 30)),
    // 30, not 10: the p95 of ten samples is simply the slowest one.
    shopCartSamples: Math.max(1, numberFrom("WEEKBOX_BENCH_SHOP_CART_SAMPLES", 30)),
    shopLoads: Math.max(1, numberFrom("WEEKBOX_BENCH_SHOP_LOADS", 5)),
    lighthouseRuns: Math.max(1, numberFrom("WEEKBOX_BENCH_LIGHTHOUSE_RUNS", 3)),
    lighthousePages: (process.env.WEEKBOX_BENCH_LIGHTHOUSE_PAGES ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    kitchenBoxes: Math.max(100, numberFrom("WEEKBOX_BENCH_KITCHEN_BOXES", 10_000)),
    kitchenSamples: Math.max(2, numberFrom("WEEKBOX_BENCH_KITCHEN_SAMPLES", 10)),
    kitchenOpens: Math.max(1, numberFrom("WEEKBOX_BENCH_KITCHEN_OPENS", 5)),
    subscriptions: Math.max(100, numberFrom("WEEKBOX_BENCH_SUBSCRIPTIONS", 10_000)),
    subscriptionChunk: Math.max(100, numberFrom("WEEKBOX_BENCH_SUBSCRIPTION_CHUNK", 500)),
  };
}
