// The weekly run (website_sale_mealbox_subscription's cron) for a week of
// 10,000 active subscriptions beside one of 1,000: the run's time against the
// cut-off's hour, the orders it made and charged with the saved demo cards, its
// SQL queries per subscription (flat: the same for 1,000 and 10,000, i.e.
// batched), and a second run at the same moment making no order (exactly once).
// The subscriptions come from the bench-only module
// website_sale_mealbox_subscription_bench (test/bench/addons): a new week per
// population, after every earlier run's, all due at that week's cut-off, the
// run's clock pinned a minute after it; cancelled afterwards, so later runs
// (the bench's or the cron's) never see them again. The run leaves its paid
// transactions' post-processing (payments booked) to Odoo's payment cron: held
// while the bench times the runs, then timed on a sample of the big week's.
import { callKw } from "../harness/call-kw";
import type { OdooSession } from "../harness/odoo-session";
import { ensureBenchModule } from "./bench-admin";
import { logSize, routeQueries } from "./odoo-query-log";
import { round } from "./stats";

const BENCH_MODULE = "website_sale_mealbox_subscription_bench";
const MODEL = "mealbox.subscription";
const RUN_ROUTE = `/web/dataset/call_kw/${MODEL}/mealbox_subscription_bench_run`;
/** The cut-off's hour: the run must be done before it ends. */
export const WITHIN_S = 3_600;
/** Subscriptions made per call. */
const POPULATE_CHUNK = 1_000;
/** Allowed growth of the queries per subscription from the small week to the big one. */
export const FLAT_TOLERANCE = 1.1;
/** Paid transactions of the big week post-processed as Odoo's payment cron does, timed. */
const POST_PROCESS_SAMPLE = 100;

export type OrderCount = { charge_state: string | false; state: string; count: number };

export type RunFigures = {
  week: string;
  /** The run's pinned clock (UTC), a minute after the week's cut-off. */
  now: string;
  subscriptions: number;
  generated_s: number;
  /** Wall time of the run's calls, and per 1,000 subscriptions. */
  run_s: number;
  per_1000_s: number;
  /** SQL queries of the run's calls (Odoo's request log; the server's own count without a log). */
  queries: number;
  queries_per_subscription: number;
  queries_from: "request log" | "server";
  /** The run's own counts (orders, skipped, charge_paid, charge_declined …), summed over its calls. */
  stats: Record<string, number>;
  /** The population's orders in the database after the run, per charge state and order state. */
  orders: OrderCount[];
  ordered_twice: number;
  still_due: number;
  /** Orders the second run at the same moment made (0: exactly once). */
  second_run_orders: number;
};

export type PostProcessing = { transactions: number; seconds: number; queries: number };

export type SubscriptionFigures = {
  /** Subscriptions per call of the run (each call is `_mealbox_run` over that slice, batches committed). */
  chunk: number;
  runs: RunFigures[];
  /** Odoo's payment cron after the run, on a sample of the big week's paid transactions. */
  post_processing: PostProcessing;
  flat: boolean;
  within_hour: boolean;
  exactly_once: boolean;
};

type RunCall = { stats: Record<string, number>; subscriptions: number; seconds: number; queries: number };

async function populate(admin: OdooSession, week: string, count: number): Promise<number> {
  let seconds = 0;
  for (;;) {
    const made = await callKw<{ created: number; total: number; seconds: number }>(
      admin,
      MODEL,
      "mealbox_subscription_bench_populate",
      [week, count, POPULATE_CHUNK],
    );
    seconds += made.seconds;
    if (made.created) console.log(`[bench] subscriptions: ${made.total} for the week of ${week}`);
    if (!made.created || made.total >= count) return seconds;
  }
}

/** The run over the whole population, `chunk` subscriptions per call; its counts summed. */
async function runAll(
  admin: OdooSession,
  week: string,
  count: number,
  chunk: number,
  logFile: string | undefined,
): Promise<{ seconds: number; queries: number; fromLog: boolean; stats: Record<string, number> }> {
  const stats: Record<string, number> = {};
  let seconds = 0;
  let queries = 0;
  let fromLog = Boolean(logFile);
  for (let offset = 0; offset < count; offset += chunk) {
    const before = logSize(logFile);
    const started = performance.now();
    const call = await admin.jsonRpc<RunCall>(RUN_ROUTE, {
      model: MODEL,
      method: "mealbox_subscription_bench_run",
      args: [week, offset, chunk],
      kwargs: {},
    });
    seconds += (performance.now() - started) / 1000;
    const [logged] = await routeQueries(logFile, before, RUN_ROUTE, 1);
    if (logged === undefined) fromLog = false;
    queries += logged ?? call.queries;
    for (const [key, value] of Object.entries(call.stats)) stats[key] = (stats[key] ?? 0) + value;
  }
  return { seconds, queries, fromLog, stats };
}

async function measureWeek(
  admin: OdooSession,
  count: number,
  chunk: number,
  logFile: string | undefined,
  after?: (week: string) => Promise<void>,
): Promise<RunFigures> {
  const { week, now } = await callKw<{ week: string; now: string }>(
    admin,
    MODEL,
    "mealbox_subscription_bench_new_week",
    [],
  );
  try {
    const generated = await populate(admin, week, count);
    console.log(`[bench] subscriptions: the weekly run for ${count}, at ${now} UTC`);
    const run = await runAll(admin, week, count, chunk, logFile);
    const figures = await callKw<{
      orders: OrderCount[];
      ordered_twice: number;
      still_due: number;
      subscriptions: number;
    }>(admin, MODEL, "mealbox_subscription_bench_figures", [week]);
    const again = await runAll(admin, week, count, chunk, undefined);
    await after?.(week);
    return {
      week,
      now,
      subscriptions: figures.subscriptions,
      generated_s: round(generated),
      run_s: round(run.seconds),
      per_1000_s: round((run.seconds * 1000) / figures.subscriptions),
      queries: run.queries,
      queries_per_subscription: round(run.queries / figures.subscriptions, 2),
      queries_from: run.fromLog ? "request log" : "server",
      stats: run.stats,
      orders: figures.orders,
      ordered_twice: figures.ordered_twice,
      still_due: figures.still_due,
      second_run_orders: again.stats.orders ?? 0,
    };
  } finally {
    await callKw(admin, MODEL, "mealbox_subscription_bench_finish", [week]);
  }
}

export async function measureSubscriptions(options: {
  admin: OdooSession;
  logFile: string | undefined;
  subscriptions: number;
  chunk: number;
}): Promise<SubscriptionFigures> {
  const { admin, logFile, chunk } = options;
  await ensureBenchModule(admin, BENCH_MODULE);
  const big = options.subscriptions;
  const small = Math.max(100, Math.round(big / 10));
  const wasActive = await callKw<boolean>(admin, MODEL, "mealbox_subscription_bench_hold_post_processing", [
    true,
  ]);
  let postProcessing: PostProcessing = { transactions: 0, seconds: 0, queries: 0 };
  const runs: RunFigures[] = [];
  try {
    runs.push(await measureWeek(admin, small, chunk, logFile));
    runs.push(
      await measureWeek(admin, big, chunk, logFile, async (week) => {
        console.log(`[bench] subscriptions: ${POST_PROCESS_SAMPLE} paid transactions post-processed`);
        postProcessing = await callKw<PostProcessing>(
          admin,
          MODEL,
          "mealbox_subscription_bench_post_process",
          [week, POST_PROCESS_SAMPLE],
        );
      }),
    );
  } finally {
    await callKw(admin, MODEL, "mealbox_subscription_bench_hold_post_processing", [!wasActive]);
  }
  const [first, last] = [runs[0]!, runs[runs.length - 1]!];
  return {
    chunk,
    runs,
    post_processing: postProcessing,
    flat: last.queries_per_subscription <= first.queries_per_subscription * FLAT_TOLERANCE,
    within_hour: last.run_s < WITHIN_S,
    exactly_once: runs.every((r) => r.second_run_orders === 0 && r.ordered_twice === 0 && r.still_due === 0),
  };
}
