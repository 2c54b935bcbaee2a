// `npm run bench`: server latency and SQL queries of the meal-box routes, each
// beside Odoo's own /shop/cart/update_json measured in the same run, with the
// demo menu and with 2,000 dishes. Writes test/.artifacts/bench.json and prints
// a table. Needs an Odoo (ODOO_URL, Docker or ODOO_SRC); loopback only, bounded.
import fs from "node:fs";
import path from "node:path";
import { acquireOdoo, repoRoot } from "../harness/get-odoo";
import type { OdooSession } from "../harness/odoo-session";
import { loginAs, newVisitor } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import { logSize, odooLogFile, queriesSince } from "./odoo-query-log";
import { median, percentile, timed } from "./stats";

const SAMPLES = Number(process.env.WEEKBOX_BENCH_SAMPLES ?? 60);
const WARMUP = 5;

type RouteFigures = { route: string; p50: number; p95: number; queries: number | null; ratio_p50: number };
type Scenario = { name: string; dishes: number; routes: RouteFigures[] };

async function callKw(admin: OdooSession, model: string, method: string, args: unknown[], kwargs = {}) {
  return admin.jsonRpc("/web/dataset/call_kw", { model, method, args, kwargs });
}

/** A sellable shop product for the reference route (not a meal-box product). */
async function shopProductId(admin: OdooSession): Promise<number> {
  const [product] = (await callKw(
    admin,
    "product.product",
    "search_read",
    [
      [
        ["sale_ok", "=", true],
        ["website_published", "=", true],
        ["is_mealbox_dish", "=", false],
        ["is_mealbox_extra", "=", false],
        ["detailed_type", "=", "consu"],
      ],
      ["id"],
    ],
    { limit: 1 },
  )) as { id: number }[];
  if (!product) throw new Error("no shop product in the demo data");
  return product.id;
}

/** Turns the 2,000 benchmark dishes on (created once, then unarchived) or off (archived). */
async function benchmarkDishes(admin: OdooSession, on: boolean): Promise<void> {
  const ids = (await callKw(admin, "product.template", "search", [[["default_code", "=like", "BENCH-%"]]], {
    context: { active_test: false },
  })) as number[];
  if (!on) {
    if (ids.length) await callKw(admin, "product.template", "action_archive", [ids]);
    return;
  }
  if (ids.length) await callKw(admin, "product.template", "action_unarchive", [ids]);
  const [action] = (await callKw(admin, "ir.model.data", "search_read", [
    [
      ["module", "=", "website_sale_mealbox"],
      ["name", "=", "action_generate_benchmark_dishes"],
    ],
    ["res_id"],
  ])) as { res_id: number }[];
  if (!action) throw new Error("the benchmark server action is missing");
  await admin.jsonRpc("/web/action/run", { action_id: action.res_id, context: {} });
}

async function sample(name: string, call: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push((await timed(() => call(i)))[1]);
  process.stdout.write(`  ${name}: ${SAMPLES} samples\n`);
  return times;
}

async function measureScenario(name: string, productId: number): Promise<Scenario> {
  const session = await newVisitor();
  const client = widgetRpcClient(session);
  const box = await client.call("/load/mealbox", { meal: 5, people: 2 });
  const dish = box.product_remaining.find((d) => d["min-quant"] === 1);
  if (!dish) throw new Error("no single-portion dish on the menu");
  const logFile = odooLogFile();
  const times = new Map<string, number[]>();
  const offsets = new Map<string, [number]>();
  const run = async (route: string, call: (i: number) => Promise<unknown>) => {
    const start = logSize(logFile);
    times.set(route, await sample(route, call));
    offsets.set(route, [start]);
  };

  await run("/shop/cart/update_json", (i) =>
    session.jsonRpc("/shop/cart/update_json", { product_id: productId, set_qty: 1 + (i % 2) }),
  );
  await run("/load/mealbox", () =>
    client.call("/load/mealbox", { meal: 5, people: 2, order_id: box.order_id }),
  );
  await run("/mealbox/add/meal", (i) =>
    client.call("/mealbox/add/meal", {
      order_id: box.order_id,
      product_id: dish.product_id,
      ...(i % 2 ? { remove_product: 1 } : {}),
    }),
  );
  await run("/mealbox/remove/meal", (i) =>
    client.call("/mealbox/remove/meal", {
      order_id: box.order_id,
      product_id: dish.product_id,
      remove_product: i % 2 ? 1 : 0,
    }),
  );
  await run("/mealbox/diet", () => client.call("/mealbox/diet", { order_id: box.order_id, diet_list: [] }));

  const reference = median(times.get("/shop/cart/update_json") ?? []);
  const dishes = (await client.call("/load/mealbox", { meal: 5, people: 2, order_id: box.order_id }))
    .product_remaining.length;
  const routes = [...times.entries()].map(([route, samples]) => {
    const [from] = offsets.get(route) ?? [0];
    const counts = logFile ? queriesSince(logFile, from).get(route)?.slice(WARMUP) : undefined;
    return {
      route,
      p50: round(median(samples)),
      p95: round(percentile(samples, 95)),
      queries: counts && counts.length ? median(counts) : null,
      ratio_p50: round(median(samples) / reference, 2),
    };
  });
  return { name, dishes, routes };
}

function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}

function printTable(scenarios: Scenario[]): void {
  for (const scenario of scenarios) {
    console.log(`\n${scenario.name} (${scenario.dishes} dishes on the menu)`);
    console.log(
      `${"route".padEnd(26)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"queries".padStart(8)} ${"p50 ratio".padStart(10)}`,
    );
    for (const r of scenario.routes) {
      console.log(
        `${r.route.padEnd(26)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.queries ?? "-").padStart(8)} ${String(r.ratio_p50).padStart(10)}`,
      );
    }
  }
}

async function main(): Promise<void> {
  const odoo = await acquireOdoo();
  if ("skip" in odoo) {
    console.log(`bench skipped: ${odoo.skip}`);
    return;
  }
  process.env.WEEKBOX_TEST_ODOO_URL = odoo.url;
  process.env.WEEKBOX_TEST_DB = odoo.db;
  try {
    const admin = await loginAs("admin", "admin", { baseUrl: odoo.url, db: odoo.db });
    const productId = await shopProductId(admin);
    const scenarios: Scenario[] = [];
    await benchmarkDishes(admin, false);
    console.log("demo menu:");
    scenarios.push(await measureScenario("demo data", productId));
    printTable(scenarios.slice(-1));
    console.log("2,000 benchmark dishes:");
    await benchmarkDishes(admin, true);
    try {
      scenarios.push(await measureScenario("2,000 dishes", productId));
      printTable(scenarios.slice(-1));
    } finally {
      await benchmarkDishes(admin, false);
    }
    const out = path.join(repoRoot(), "test/.artifacts/bench.json");
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify({ when: new Date().toISOString(), samples: SAMPLES, scenarios }, null, 2),
    );
    console.log(`\nwritten: ${path.relative(repoRoot(), out)}`);
  } finally {
    await odoo.stop();
  }
}

await main();
