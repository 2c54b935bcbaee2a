// `npm run bench`: bundle sizes, JSON-RPC round trips per user action, server
// latency and SQL queries of the meal-box routes beside /shop/cart/update_json
// (demo menu and 2,000 dishes), click-to-cart in Chromium, and a load ladder of
// concurrent customers. Writes test/.artifacts/bench.json and bench.md and
// prints the markdown. Sections: WEEKBOX_BENCH_ONLY=bundle,roundtrips,latency,
// queries,interaction,shop,lighthouse,load,kitchen,subscriptions (bench-config.ts for the other
// settings); shop compares the generic shop pages run by our widgets with Odoo's
// own (shop.ts); lighthouse gives Lighthouse's mobile figures of our pages and of
// Odoo's own behind a gzip nginx (lighthouse.ts); kitchen opens the kitchen's
// view of a day of 10,000 boxes (kitchen.ts); subscriptions times the weekly
// run of 10,000 subscriptions at their cut-off (subscriptions.ts).
// Needs an Odoo (ODOO_URL, Docker or ODOO_SRC); loopback only; bounded by
// fixed sample counts, the load rungs' seconds and WEEKBOX_BENCH_BUDGET.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { chromiumSkipReason, launchChromium } from "../harness/chromium";
import { ensureFreshWidgetBundle } from "../harness/fresh-widget-bundle";
import { acquireOdoo, repoRoot, type AcquiredOdoo } from "../harness/get-odoo";
import {
  createBoxSizes,
  createMealboxPromo,
  createPickupStore,
  createWeekMenu,
} from "../harness/mealbox-fixtures";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { benchConfig, type BenchConfig, type Section } from "./bench-config";
import { benchmarkDishes, createCustomers, shopProductId } from "./bench-admin";
import { prepareBox } from "./bench-box";
import { measureBundle } from "./bundle";
import { measureInteraction } from "./interaction";
import { measureKitchen } from "./kitchen";
import { measureLatency } from "./latency";
import { measureLighthouse } from "./lighthouse";
import { nginxSkipReason } from "./lighthouse-proxy";
import { lighthouseSkipReason } from "./lighthouse-run";
import { measureLoad } from "./load";
import { serverFacts, type ServerFacts } from "./odoo-server-facts";
import { measureQueries } from "./queries";
import { markdown, type BenchResult } from "./report";
import { measureRoundTrips } from "./round-trips";
import { measureShop } from "./shop";
import { measureSubscriptions } from "./subscriptions";

const LATENCY_BOX = { meals: 5, people: 2 };
/** The shop section's caps on WEEKBOX_BENCH_SAMPLES and _QUERY_SAMPLES (its counts are stable after a warm pass). */
const SHOP_LATENCY_SAMPLES = 30;
const SHOP_QUERY_SAMPLES = 3;

type Run = {
  odoo: AcquiredOdoo;
  admin: OdooSession;
  facts: ServerFacts;
  config: BenchConfig;
  deadline: number;
  result: BenchResult;
};

/** Runs one section unless it is not selected or the budget is spent; a failure is kept, not thrown. */
async function section(run: Run, name: Section, measure: () => Promise<void>): Promise<void> {
  if (!run.config.sections.includes(name)) return;
  if (Date.now() > run.deadline) {
    run.result.skipped[name] = `WEEKBOX_BENCH_BUDGET=${run.config.budgetSeconds} s spent`;
    return;
  }
  console.log(`\n[bench] ${name}`);
  const t0 = Date.now();
  try {
    await measure();
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
    run.result.failed[name] = message;
    console.error(`[bench] ${name} failed: ${message}`);
  }
  console.log(`[bench] ${name}: ${Math.round((Date.now() - t0) / 1000)} s`);
}

async function browserSections(run: Run): Promise<void> {
  const wanted = (["roundtrips", "interaction"] as const).filter((s) => run.config.sections.includes(s));
  if (!wanted.length) return;
  const skip = chromiumSkipReason();
  if (skip) {
    for (const s of wanted) run.result.skipped[s] = skip;
    return;
  }
  await ensureFreshWidgetBundle("/mealbox?meal=3&people=2&state=compose");
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const chromium = browser;
    await section(run, "roundtrips", async () => {
      const [customer] = await createCustomers(run.admin, "roundtrips", 1);
      // The flow's box size, menu (its diet and category filters), store and promo code: the run's own.
      const boxes = await createBoxSizes(run.admin);
      const menu = await createWeekMenu(run.admin);
      const store = await createPickupStore(run.admin);
      const promo = await createMealboxPromo(run.admin);
      try {
        run.result.sections.roundtrips = await measureRoundTrips(chromium, run.odoo.url, customer!, {
          menu,
          store,
          promo,
        });
      } finally {
        await promo.remove();
        await store.remove();
        await menu.remove();
        await boxes.remove();
      }
    });
    await section(run, "interaction", async () => {
      run.result.sections.interaction = await measureInteraction(chromium, run.odoo.url, run.config.clicks);
    });
  } finally {
    await browser?.close();
  }
}

/** Latency and queries, with the demo menu then with the 2,000 benchmark dishes (archived again afterwards). */
async function serverSections(run: Run): Promise<void> {
  const { config, admin, odoo } = run;
  const wanted = (["latency", "queries"] as const).filter((s) => config.sections.includes(s));
  if (!wanted.length) return;
  const productId = await shopProductId(admin);
  const menus = [
    { name: "demo menu", dishes: false },
    { name: "2,000 dishes", dishes: true },
  ];
  try {
    for (const menu of menus) {
      console.log(`\n[bench] ${menu.name}`);
      await benchmarkDishes(admin, menu.dishes);
      await section(run, "latency", async () => {
        const [customer] = await createCustomers(admin, "latency", 1);
        const box = await prepareBox(odoo, customer!, LATENCY_BOX, 2);
        const scenario = await measureLatency(menu.name, box, productId, config);
        run.result.sections.latency = [...(run.result.sections.latency ?? []), scenario];
      });
      await section(run, "queries", async () => {
        if (!run.facts.logFile)
          throw new Error(`no Odoo log to read the query counts from: ${run.facts.evidence}`);
        const columns = await measureQueries(
          odoo,
          admin,
          menu.name,
          run.facts.logFile,
          productId,
          config.querySamples,
        );
        run.result.sections.queries = [...(run.result.sections.queries ?? []), ...columns];
      });
    }
  } finally {
    await benchmarkDishes(admin, false);
  }
}

/** Our generic shop pages beside Odoo's own (website.weekbox_shop_widgets on / off): browser and server figures. */
async function shopSection(run: Run): Promise<void> {
  const { config } = run;
  await section(run, "shop", async () => {
    run.result.sections.shop = await measureShop({
      odoo: run.odoo,
      admin: run.admin,
      logFile: run.facts.logFile,
      counts: {
        addSamples: config.shopSamples,
        cartSamples: config.shopCartSamples,
        shopLoads: config.shopLoads,
        // Bounded: the shop's pages take about a second each on a dev Odoo.
        warmup: config.warmup,
        samples: Math.min(config.samples, SHOP_LATENCY_SAMPLES),
        querySamples: Math.min(config.querySamples, SHOP_QUERY_SAMPLES),
      },
      deadline: run.deadline,
    });
  });
}

/** Lighthouse on our pages and Odoo's own, through a gzip nginx in front of this Odoo. */
async function lighthouseSection(run: Run): Promise<void> {
  const { config, facts, odoo } = run;
  if (!config.sections.includes("lighthouse")) return;
  const skip = lighthouseSkipReason() ?? nginxSkipReason();
  if (skip) {
    run.result.skipped.lighthouse = skip;
    return;
  }
  await section(run, "lighthouse", async () => {
    await ensureFreshWidgetBundle("/");
    run.result.sections.lighthouse = await measureLighthouse({
      odoo,
      admin: run.admin,
      // Without workers Odoo serves /websocket on its HTTP port.
      websocketPort: facts.geventPort ?? Number(new URL(odoo.url).port),
      runs: config.lighthouseRuns,
      deadline: run.deadline,
      pages: config.lighthousePages,
    });
  });
}

async function loadSection(run: Run): Promise<void> {
  const { facts, config } = run;
  if (!config.sections.includes("load")) return;
  if (facts.mode === "threaded" || facts.workers === 0) {
    const why = `refused: the measured Odoo is threaded (${facts.evidence}); start one with WEEKBOX_WORKERS=2, or set WEEKBOX_BENCH_LOAD_THREADED=1`;
    if (!config.loadOnThreaded) {
      run.result.skipped.load = why;
      console.warn(`[bench] load ${why}`);
      return;
    }
    console.warn("[bench] load runs against a threaded Odoo (WEEKBOX_BENCH_LOAD_THREADED=1)");
  } else if (facts.mode === "unknown") {
    console.warn(`[bench] load: cannot tell how many workers the Odoo has (${facts.evidence})`);
  }
  await section(run, "load", async () => {
    run.result.sections.load = await measureLoad(run.odoo, run.admin, facts, {
      ladder: config.loadLadder,
      seconds: config.loadSeconds,
      deadline: run.deadline,
    });
  });
}

/** The kitchen's view of a day of 10,000 boxes: server calls, Chromium, exports. */
async function kitchenSection(run: Run): Promise<void> {
  const { config } = run;
  if (!config.sections.includes("kitchen")) return;
  const skip = chromiumSkipReason();
  if (skip) console.warn(`[bench] kitchen: not opened in a browser (${skip})`);
  const browser = skip ? undefined : await launchChromium();
  try {
    await section(run, "kitchen", async () => {
      run.result.sections.kitchen = await measureKitchen({
        admin: run.admin,
        odooUrl: run.odoo.url,
        browser,
        logFile: run.facts.logFile,
        boxes: config.kitchenBoxes,
        samples: config.kitchenSamples,
        opens: config.kitchenOpens,
      });
    });
  } finally {
    await browser?.close();
  }
}

/** The weekly run of the subscriptions' cron at a cut-off: 1,000 then 10,000 subscriptions. */
async function subscriptionsSection(run: Run): Promise<void> {
  const { config } = run;
  await section(run, "subscriptions", async () => {
    run.result.sections.subscriptions = await measureSubscriptions({
      admin: run.admin,
      logFile: run.facts.logFile,
      subscriptions: config.subscriptions,
      chunk: config.subscriptionChunk,
    });
  });
}

function writeResult(result: BenchResult): void {
  const dir = path.join(repoRoot(), "test/.artifacts");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "bench.json"), JSON.stringify(result, null, 2));
  const md = markdown(result);
  fs.writeFileSync(path.join(dir, "bench.md"), md);
  console.log(`\n${md}\nwritten: test/.artifacts/bench.json, test/.artifacts/bench.md`);
}

async function main(): Promise<void> {
  const config = benchConfig();
  const started = new Date();
  // The bench-only module (the 2,000 dishes): a native Odoo started here installs it.
  process.env.WEEKBOX_EXTRA_ADDONS_DIR ??= path.join(repoRoot(), "test/bench/addons");
  const odoo = await acquireOdoo();
  if ("skip" in odoo) {
    console.log(`bench skipped: ${odoo.skip}`);
    return;
  }
  process.env.WEEKBOX_TEST_ODOO_URL = odoo.url;
  process.env.WEEKBOX_TEST_DB = odoo.db;
  try {
    const facts = serverFacts(odoo.url);
    console.log(
      `[bench] Odoo ${odoo.url} (${odoo.how}): workers ${facts.workers ?? "unknown"}, ${facts.mode} — ${facts.evidence}`,
    );
    const { sections: _sections, ...settings } = config;
    const result: BenchResult = {
      started: started.toISOString(),
      finished: "",
      duration_s: 0,
      machine: {
        cores: os.cpus().length,
        cpu: os.cpus()[0]?.model.trim() ?? "?",
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        loadavg_start: os.loadavg(),
        loadavg_end: [],
      },
      odoo: {
        url: odoo.url,
        how: odoo.how,
        workers: facts.workers,
        mode: facts.mode,
        evidence: facts.evidence,
      },
      config: settings,
      sections: {},
      skipped: {},
      failed: {},
    };
    const admin = await loginAs("admin", "admin", { baseUrl: odoo.url, db: odoo.db });
    const run: Run = {
      odoo,
      admin,
      facts,
      config,
      deadline: started.getTime() + config.budgetSeconds * 1000,
      result,
    };
    await section(run, "bundle", async () => {
      result.sections.bundle = await measureBundle(odoo.url);
    });
    await browserSections(run);
    await serverSections(run);
    await shopSection(run);
    await lighthouseSection(run);
    await loadSection(run);
    await kitchenSection(run);
    await subscriptionsSection(run);
    result.finished = new Date().toISOString();
    result.duration_s = Math.round((Date.now() - started.getTime()) / 1000);
    result.machine.loadavg_end = os.loadavg();
    writeResult(result);
  } finally {
    await odoo.stop();
  }
}

await main();
