// Server latency of the meal-box routes, each beside Odoo's own
// /shop/cart/update_json timed in the same session and run: what a customer
// waits for, whatever the machine. Sequential calls, one logged-in customer.
import type { BenchBox } from "./bench-box";
import { ALL_ROUTES, MEASURED_ROUTES, REFERENCE_ROUTE, routeCalls } from "./bench-box";
import { median, percentile, round, timed } from "./stats";

export type RouteLatency = {
  route: string;
  samples: number;
  p50: number;
  p95: number;
  /** p50 / the reference's p50 (target ≤ 1.0). */
  ratio_p50: number;
  ratio_p95: number;
};

export type LatencyScenario = {
  name: string;
  dishes: number;
  box: string;
  reference: RouteLatency;
  routes: RouteLatency[];
};

async function sample(
  call: (i: number) => Promise<unknown>,
  warmup: number,
  samples: number,
): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await call(i);
  const times: number[] = [];
  for (let i = warmup; i < warmup + samples; i++) times.push((await timed(() => call(i)))[1]);
  return times;
}

export async function measureLatency(
  name: string,
  box: BenchBox,
  shopProductId: number,
  counts: { warmup: number; samples: number },
): Promise<LatencyScenario> {
  const calls = routeCalls(box, shopProductId);
  const times = new Map<string, number[]>();
  for (const route of ALL_ROUTES) {
    times.set(route, await sample(calls[route], counts.warmup, counts.samples));
    process.stdout.write(`  ${name} ${route}: ${counts.samples} samples\n`);
  }
  const reference = times.get(REFERENCE_ROUTE)!;
  const figures = (route: string): RouteLatency => {
    const samples = times.get(route)!;
    return {
      route,
      samples: samples.length,
      p50: round(median(samples)),
      p95: round(percentile(samples, 95)),
      ratio_p50: round(median(samples) / median(reference), 2),
      ratio_p95: round(percentile(samples, 95) / percentile(reference, 95), 2),
    };
  };
  return {
    name,
    dishes: box.dishes,
    box: `${box.size.meals} meals × ${box.size.people} people`,
    reference: figures(REFERENCE_ROUTE),
    routes: MEASURED_ROUTES.map(figures),
  };
}
