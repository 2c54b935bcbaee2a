// N simulated customers at once, each its own Odoo session, ordering meal boxes
// by RPC (load-visitor.ts) for `seconds`, for N up a bounded ladder. Meant for
// an Odoo with workers (prefork), as in production: a threaded server runs one
// Python process, so its figures say little about a shop (refused unless
// WEEKBOX_BENCH_LOAD_THREADED=1). The visitors order from a world of the
// section's own (createMealboxWorld: box sizes, this week's and next week's
// menu with an extra, a pick-up store open every day and a promo code), made
// before the ladder and archived after it, so that it runs without the demo's.
import { callKw } from "../harness/call-kw";
import { createMealboxWorld } from "../harness/mealbox-fixtures";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import { createCustomers } from "./bench-admin";
import { orderOneBox } from "./load-visitor";
import type { ServerFacts } from "./odoo-server-facts";
import { median, percentile, round } from "./stats";

export type LoadRung = {
  visitors: number;
  seconds: number;
  orders: number;
  orders_per_min: number;
  errors: number;
  /** The most frequent error messages, with their counts. */
  error_messages: string[];
  actions: { action: string; count: number; p50: number; p95: number }[];
};

export type LoadResult = {
  flow: string;
  workers: number | null;
  mode: ServerFacts["mode"];
  rungs: LoadRung[];
  /** The largest N whose rung, and every rung below it, ended without an error. */
  max_clean_visitors: number | null;
  stopped: string;
  /** Whether Odoo still answered /web/health within 10 s once the visitors were done (stuck workers do not). */
  healthy_after: boolean;
};

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(new URL("/web/health", url), { signal: AbortSignal.timeout(10_000) })).ok;
  } catch {
    return false;
  }
}

export const LOAD_FLOW =
  "portal customer (logged in once; visitors arrive over 3 s): compose 3×2 box, extra, pick-up store + date, promo code (10%), /shop/payment, new demo card, status poll (order confirmed), confirmation page";

/** Visitors arrive spread over this many seconds, not all in the same millisecond. */
const RAMP_UP_S = 3;
/** The ladder goes on past a rung with a few errors (they are reported), not past one where many orders fail. */
const MAX_ERROR_RATE = 0.1;

/** The message and its causes' ("fetch failed" says little; its cause says ECONNRESET). */
function describe(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e && parts.length < 4; e = e instanceof Error ? e.cause : undefined) {
    const code = (e as { code?: unknown }).code;
    for (const part of [e instanceof Error ? e.message.split("\n")[0]! : String(e), code]) {
      if (typeof part === "string" && !parts.some((known) => known.includes(part))) parts.push(part);
    }
  }
  return parts.join(": ").slice(0, 200);
}

type Login = { login: string; password: string };

async function runRung(
  odoo: { url: string; db: string },
  customers: Login[],
  seconds: number,
  promo: string,
): Promise<LoadRung> {
  const times = new Map<string, number[]>();
  const errors = new Map<string, number>();
  let orders = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  const timed = async <T>(action: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    let result: T;
    try {
      result = await run();
    } catch (error) {
      throw new Error(`${action}: ${describe(error)}`, { cause: error });
    }
    times.set(action, [...(times.get(action) ?? []), performance.now() - t0]);
    return result;
  };
  const failed = (error: unknown) => {
    const message = describe(error);
    errors.set(message, (errors.get(message) ?? 0) + 1);
  };
  await Promise.all(
    customers.map(async (customer, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / customers.length) * RAMP_UP_S * 1000));
      let session: OdooSession;
      try {
        session = await timed("log in", () =>
          loginAs(customer.login, customer.password, { baseUrl: odoo.url, db: odoo.db }),
        );
      } catch (error) {
        failed(error);
        return;
      }
      const client = widgetRpcClient(session);
      while (performance.now() < end) {
        try {
          await orderOneBox(session, client, timed, promo);
          orders++;
        } catch (error) {
          failed(error);
        }
      }
    }),
  );
  const minutes = (performance.now() - start) / 60_000;
  return {
    visitors: customers.length,
    seconds: round((performance.now() - start) / 1000),
    orders,
    orders_per_min: round(orders / minutes),
    errors: [...errors.values()].reduce((a, b) => a + b, 0),
    error_messages: [...errors.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([message, count]) => `${count}× ${message}`),
    actions: [...times.entries()].map(([action, samples]) => ({
      action,
      count: samples.length,
      p50: round(median(samples)),
      p95: round(percentile(samples, 95)),
    })),
  };
}

export async function measureLoad(
  odoo: { url: string; db: string },
  admin: OdooSession,
  facts: ServerFacts,
  options: { ladder: number[]; seconds: number; deadline: number },
): Promise<LoadResult> {
  const result: LoadResult = {
    flow: LOAD_FLOW,
    workers: facts.workers,
    mode: facts.mode,
    rungs: [],
    max_clean_visitors: null,
    stopped: "ladder done",
    healthy_after: true,
  };
  const customers = await createCustomers(admin, "load", Math.max(...options.ladder));
  // The box sizes, menus, store and promo code the visitors order with: the section's own.
  const world = await createMealboxWorld(admin, { store: true, promo: true });
  // Every simulated customer pays with a new card from this one address, many
  // times a minute: lift the card-testing limits for the run (restored after).
  const restoreLimits = await liftCardAttemptLimits(admin).catch(async (error: unknown) => {
    await world.remove();
    throw error;
  });
  // The rungs measured so far are kept whatever happens to the next one.
  try {
    for (const visitors of options.ladder) {
      // A rung takes its seconds plus the orders still running at its end.
      if (Date.now() + options.seconds * 1000 * 2 > options.deadline) {
        result.stopped = `time budget: N=${visitors} not run`;
        break;
      }
      const rung = await runRung(odoo, customers.slice(0, visitors), options.seconds, world.promo!.code);
      result.rungs.push(rung);
      process.stdout.write(
        `  N=${visitors}: ${rung.orders} orders in ${rung.seconds} s (${rung.orders_per_min}/min), ${rung.errors} errors\n`,
      );
      if (rung.errors === 0 && result.rungs.every((r) => r.errors === 0))
        result.max_clean_visitors = visitors;
      if (rung.errors > MAX_ERROR_RATE * (rung.orders + rung.errors)) {
        // Some orders fail: the next rung would only add failures.
        result.stopped = `more than ${MAX_ERROR_RATE * 100}% of the orders failed at N=${visitors}`;
        break;
      }
    }
  } catch (error) {
    result.stopped = `failed: ${describe(error)}`;
  } finally {
    await restoreLimits();
    await world.remove();
  }
  result.healthy_after = await answers(odoo.url);
  return result;
}

const CARD_LIMIT_PARAMS = ["partner_id", "session_key", "ip_address"].map(
  (field) => `website_sale_payment_widget.card_attempt_limit_${field}`,
);

/** Sets the card-attempt limits (system parameters) out of reach; resolves a function restoring them. */
async function liftCardAttemptLimits(admin: OdooSession): Promise<() => Promise<void>> {
  const before = await Promise.all(
    CARD_LIMIT_PARAMS.map((key) => callKw<string | false>(admin, "ir.config_parameter", "get_param", [key])),
  );
  for (const key of CARD_LIMIT_PARAMS) {
    await callKw(admin, "ir.config_parameter", "set_param", [key, "1000000"]);
  }
  return async () => {
    for (const [index, key] of CARD_LIMIT_PARAMS.entries()) {
      await callKw(admin, "ir.config_parameter", "set_param", [key, before[index] || false]);
    }
  };
}
