import type { RunFigures, SubscriptionFigures } from "../subscriptions";
import { subscriptionsMarkdown } from "../subscriptions-report";

const run = (subscriptions: number, seconds: number, queries: number, again = 0): RunFigures => ({
  week: subscriptions > 1000 ? "2026-12-21" : "2026-12-14",
  now: "2026-12-17 23:00:00",
  subscriptions,
  generated_s: 10,
  run_s: seconds,
  per_1000_s: (seconds * 1000) / subscriptions,
  queries: queries * subscriptions,
  queries_per_subscription: queries,
  queries_from: "request log",
  stats: { orders: subscriptions - 100, skipped: 100, charge_paid: 800 },
  orders: [
    { charge_state: "paid", state: "sale", count: subscriptions - 150 },
    { charge_state: "declined", state: "draft", count: 50 },
  ],
  ordered_twice: 0,
  still_due: 0,
  second_run_orders: again,
});

const figures = (runs: RunFigures[], flat: boolean, withinHour: boolean): SubscriptionFigures => ({
  chunk: 500,
  runs,
  post_processing: { transactions: 100, seconds: 50, queries: 9000 },
  flat,
  within_hour: withinHour,
  exactly_once: runs.every((r) => r.second_run_orders === 0),
});

test("should give each week's run, its charges and queries, against the hour", () => {
  const md = subscriptionsMarkdown(figures([run(1000, 60, 30), run(10000, 600, 29.5)], true, true));
  expect(md).toContain(
    "Weekly run of 10000 subscriptions in 600 s (target: within the cut-off's hour, 3600 s): ✓.",
  );
  expect(md).toContain("SQL queries per subscription 30 → 29.5 (flat, at most ×1.1: ✓; from request log).");
  expect(md).toContain(
    "| 10000 (week of 2026-12-21) | 600 | 60 | 9900 | 9850 / 50 | 100 / 0 / 0 / 0 | 295000 (29.5) | 0 |",
  );
  expect(md).toContain(
    "Exactly once (a second run at the same moment makes no order, no week ordered twice, none left due): ✓.",
  );
});

test("should mark a slow run, growing queries and a second run's orders", () => {
  const md = subscriptionsMarkdown(figures([run(1000, 60, 30), run(10000, 4000, 45, 3)], false, false));
  expect(md).toContain("(target: within the cut-off's hour, 3600 s): ✗.");
  expect(md).toContain("(flat, at most ×1.1: ✗;");
  expect(md).toContain("none left due): ✗.");
});
