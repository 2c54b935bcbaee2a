// The subscriptions section's markdown (bench.md): the weekly run for a week of
// 1,000 and of 10,000 subscriptions, against the cut-off's hour, with its
// queries per subscription and the second run's orders.
import { FLAT_TOLERANCE, WITHIN_S, type RunFigures, type SubscriptionFigures } from "./subscriptions";

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

const ordersWhere = (run: RunFigures, charge: string) =>
  run.orders.filter((o) => o.charge_state === charge).reduce((sum, o) => sum + o.count, 0);

const created = (run: RunFigures) => run.orders.reduce((sum, o) => sum + o.count, 0);

export function subscriptionsMarkdown(figures: SubscriptionFigures): string {
  const yes = (ok: boolean) => (ok ? "✓" : "✗");
  const rows = figures.runs.map((run) => [
    `${run.subscriptions} (week of ${run.week})`,
    run.run_s,
    run.per_1000_s,
    created(run),
    `${ordersWhere(run, "paid")} / ${ordersWhere(run, "declined")}`,
    `${run.stats.skipped ?? 0} / ${run.stats.closed ?? 0} / ${run.stats.no_fitting_dish ?? 0} / ${run.stats.problems ?? 0}`,
    `${run.queries} (${run.queries_per_subscription})`,
    run.second_run_orders,
  ]);
  const [first, last] = [figures.runs[0], figures.runs[figures.runs.length - 1]];
  const summary = [
    `Weekly run of ${last?.subscriptions ?? "?"} subscriptions in ${last?.run_s ?? "?"} s ` +
      `(target: within the cut-off's hour, ${WITHIN_S} s): ${yes(figures.within_hour)}.`,
    `SQL queries per subscription ${first?.queries_per_subscription ?? "?"} → ${last?.queries_per_subscription ?? "?"} ` +
      `(flat, at most ×${FLAT_TOLERANCE}: ${yes(figures.flat)}; from ${last?.queries_from ?? "?"}).`,
    `Exactly once (a second run at the same moment makes no order, no week ordered twice, none left due): ${yes(figures.exactly_once)}.`,
    `The run is \`_mealbox_run\` (the cron's, its batches committed) with its clock pinned a minute after ` +
      `the cut-off (${last?.now ?? "?"} UTC), ${figures.chunk} subscriptions per call.`,
  ].join(" ");
  const post = figures.post_processing;
  const postLine = post.transactions
    ? `After the run, Odoo's payment cron books the paid transactions (held while the runs are timed): ` +
      `${post.transactions} of them in ${post.seconds} s, ${(post.seconds * 1000) / post.transactions} s per 1,000, ` +
      `${Math.round(post.queries / post.transactions)} SQL queries each.`
    : "The paid transactions' post-processing by Odoo's payment cron was not timed.";
  return [
    summary,
    table(
      [
        "subscriptions",
        "run s",
        "s per 1,000",
        "orders created",
        "charged / declined",
        "skipped / closed / no fitting dish / problems",
        "SQL queries (per subscription)",
        "orders of a second run",
      ],
      rows,
    ),
    postLine,
  ].join("\n\n");
}
