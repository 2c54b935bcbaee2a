// The kitchen's view of a delivery day (website_sale_mealbox_kitchen) with
// 10,000 confirmed boxes beside a day of 1,500: the server calls its views make
// (the dishes pivot's read_group, the boxes list's groups and first page), their
// latency and SQL queries (flat: the same for 1,500 and 10,000 boxes), the view
// opened in Chromium from the back office's menu (target: under 2 s), and the
// day's CSV and a store's PDF. The boxes come from the bench-only module
// website_sale_mealbox_kitchen_bench (test/bench/addons), made once per day.
import type { Browser, Page } from "playwright-core";
import { callKw } from "../harness/call-kw";
import type { OdooSession } from "../harness/odoo-session";
import { ensureBenchModule } from "./bench-admin";
import { logSize, routeQueries } from "./odoo-query-log";
import { median, percentile, round, timed } from "./stats";

const BENCH_MODULE = "website_sale_mealbox_kitchen_bench";
export const KITCHEN_TARGET_MS = 2_000;
/** Boxes made per call (each call stays well within an HTTP request's time). */
const CHUNK = 1_000;

export type KitchenCall = {
  name: string;
  route: string;
  /** Per day (1,500 / 10,000 boxes): p50, p95 ms, median queries. */
  days: { boxes: number; p50: number; p95: number; queries: number | null }[];
};

export type KitchenOpen = { view: string; samples_ms: number[]; p50: number; max: number; ok: boolean };

export type KitchenFigures = {
  day: string;
  boxes: number;
  small_day: string;
  small_boxes: number;
  generated: { boxes: number; seconds: number };
  calls: KitchenCall[];
  flat: boolean;
  opens: KitchenOpen[];
  exports: { what: string; seconds: number; kb: number }[];
};

type Day = { day: string; boxes: number };

async function generateDay(
  admin: OdooSession,
  day: string,
  count: number,
  /** Boxes made through the ORM; the others are SQL copies of them (the bench module's default: 500). */
  templates?: number,
): Promise<Day & { made: number; s: number }> {
  let made = 0;
  let seconds = 0;
  let total: number;
  for (let target = CHUNK; ; target += CHUNK) {
    const result = await callKw<{ created: number; total: number; seconds: number }>(
      admin,
      "sale.order",
      "mealbox_kitchen_bench_generate_day",
      templates ? [day, Math.min(target, count), templates] : [day, Math.min(target, count)],
    );
    made += result.created;
    seconds += result.seconds;
    total = result.total;
    if (result.created) console.log(`[bench] kitchen: ${total} boxes on ${day}`);
    if (target >= count) break;
  }
  return { day, boxes: total, made, s: seconds };
}

/** The calls the views make, as the web client sends them (model and method in the URL, as the log counts them). */
function viewCalls(
  day: string,
  destination: string | false,
): { name: string; route: string; params: Record<string, unknown> }[] {
  const dayDomain = [["delivery_day", "=", day]];
  const kw = (model: string, method: string, kwargs: Record<string, unknown>) => ({
    route: `/web/dataset/call_kw/${model}/${method}`,
    params: { model, method, args: [], kwargs: { ...kwargs, context: { lang: "en_US" } } },
  });
  return [
    {
      name: "dishes to cook (pivot's read_group, kind × product)",
      ...kw("mealbox.kitchen.line", "read_group", {
        domain: dayDomain,
        fields: ["portions:sum", "quantity:sum"],
        groupby: ["line_type", "product_id"],
        lazy: false,
      }),
    },
    {
      name: "boxes per store or zone (list's groups)",
      ...kw("mealbox.kitchen.box", "web_read_group", {
        domain: dayDomain,
        fields: [],
        groupby: ["destination"],
        limit: 80,
      }),
    },
    {
      name: "a store's first 80 boxes with their contents (list's rows)",
      ...kw("mealbox.kitchen.box", "web_search_read", {
        domain: [...dayDomain, ["destination", "=", destination]],
        specification: Object.fromEntries(
          ["name", "customer_name", "address", "phone", "remark", "contents"].map((f) => [f, {}]),
        ),
        limit: 80,
        count_limit: 10001,
      }),
    },
  ];
}

async function firstDestination(admin: OdooSession, day: string): Promise<string | false> {
  const groups = await callKw<{ destination: string | false }[]>(admin, "mealbox.kitchen.box", "read_group", [
    [
      ["delivery_day", "=", day],
      ["delivery_type", "=", "pick_store"],
    ],
    ["destination"],
    ["destination"],
  ]);
  return groups[0]?.destination ?? false;
}

async function measureCalls(
  admin: OdooSession,
  days: Day[],
  logFile: string | undefined,
  samples: number,
): Promise<KitchenCall[]> {
  const calls: KitchenCall[] = [];
  for (const day of days) {
    const destination = await firstDestination(admin, day.day);
    for (const call of viewCalls(day.day, destination)) {
      const times: number[] = [];
      for (let i = 0; i < 2; i++) await admin.jsonRpc(call.route, call.params);
      const offset = logSize(logFile);
      for (let i = 0; i < samples; i++)
        times.push((await timed(() => admin.jsonRpc(call.route, call.params)))[1]);
      const counts = await routeQueries(logFile, offset, call.route, samples);
      let entry = calls.find((c) => c.name === call.name);
      if (!entry) calls.push((entry = { name: call.name, route: call.route, days: [] }));
      entry.days.push({
        boxes: day.boxes,
        p50: round(median(times)),
        p95: round(percentile(times, 95)),
        queries: counts.length ? median(counts) : null,
      });
    }
  }
  return calls;
}

/** From the Website app, Meal box › the kitchen's menu entry, until its content is shown. */
async function openFromMenu(page: Page, start: string, menuLabel: string, shown: string): Promise<number> {
  await page.goto(start, { waitUntil: "load" });
  await page.locator(".o_list_renderer").first().waitFor();
  await page.locator(".o_menu_sections").getByText("Meal box", { exact: true }).click();
  const entry = page.locator(".dropdown-menu .dropdown-item", { hasText: menuLabel });
  await entry.waitFor();
  const clicked = performance.now();
  await entry.click();
  await page.locator(shown).first().waitFor({ timeout: 60_000 });
  return performance.now() - clicked;
}

async function measureOpens(
  browser: Browser,
  admin: OdooSession,
  odooUrl: string,
  runs: number,
): Promise<KitchenOpen[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "session_id", value: admin.sessionId!, url: odooUrl }]);
  const page = await context.newPage();
  // The Website app on the meal box orders list: its navbar has the Meal box menu.
  const [root] = await callKw<{ res_id: number }[]>(admin, "ir.model.data", "search_read", [
    [
      ["module", "=", "website"],
      ["name", "=", "menu_website_configuration"],
    ],
    ["res_id"],
  ]);
  const start = `${odooUrl}/web#action=website_sale_mealbox.sale_order_action_mealbox&menu_id=${root?.res_id}`;
  const views = [
    {
      view: "dishes to cook (pivot)",
      menu: "Kitchen: dishes to cook",
      shown: ".o_pivot table tbody tr:nth-child(3) .o_pivot_cell_value",
    },
    {
      view: "boxes to pack and deliver (list by store or zone)",
      menu: "Kitchen: boxes to pack and deliver",
      shown: ".o_list_renderer .o_group_header",
    },
  ];
  const opens: KitchenOpen[] = [];
  try {
    for (const view of views) {
      await openFromMenu(page, start, view.menu, view.shown); // warm-up: assets, caches
      const samples: number[] = [];
      for (let i = 0; i < runs; i++)
        samples.push(round(await openFromMenu(page, start, view.menu, view.shown)));
      opens.push({
        view: view.view,
        samples_ms: samples,
        p50: round(median(samples)),
        max: Math.max(...samples),
        ok: Math.max(...samples) < KITCHEN_TARGET_MS,
      });
    }
  } finally {
    await context.close();
  }
  return opens;
}

async function measureExports(admin: OdooSession, day: string): Promise<KitchenFigures["exports"]> {
  const wizard = async (values: Record<string, unknown>) =>
    callKw<number>(admin, "mealbox.kitchen.print", "create", [{ day, ...values }]);
  const exports: KitchenFigures["exports"] = [];
  const csvWizard = await wizard({});
  const [csv, csvMs] = await timed(async () => {
    const action = await callKw<{ url: string }>(admin, "mealbox.kitchen.print", "action_export_csv", [
      [csvWizard],
    ]);
    const response = await admin.fetch(action.url);
    return Buffer.from(await response.arrayBuffer());
  });
  exports.push({ what: "CSV of the day", seconds: round(csvMs / 1000), kb: round(csv.length / 1024) });
  const stores = await callKw<number[]>(admin, "mealbox.pickup.store", "search", [[]], { limit: 1 });
  const boxes = await callKw<number>(admin, "mealbox.kitchen.box", "search_count", [
    [
      ["delivery_day", "=", day],
      ["store_id", "in", stores],
    ],
  ]);
  const pdfWizard = await wizard({ store_ids: [[6, 0, stores]] });
  const [pdf, pdfMs] = await timed(async () => {
    const response = await admin.fetch(
      `/report/pdf/website_sale_mealbox_kitchen.report_kitchen_day/${pdfWizard}`,
    );
    if (!response.ok) throw new Error(`PDF: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  });
  exports.push({
    what: `PDF of one store (${boxes} boxes)`,
    seconds: round(pdfMs / 1000),
    kb: round(pdf.length / 1024),
  });
  return exports;
}

export async function measureKitchen(options: {
  admin: OdooSession;
  odooUrl: string;
  browser: Browser | undefined;
  logFile: string | undefined;
  boxes: number;
  samples: number;
  opens: number;
}): Promise<KitchenFigures> {
  const { admin } = options;
  await ensureBenchModule(admin, BENCH_MODULE);
  // The big day is today in Brussels: the menus open on the next day with boxes.
  const today = await callKw<string>(admin, "sale.order", "mealbox_kitchen_bench_today", []);
  const big = await generateDay(admin, today, options.boxes);
  // A day of 1,500 boxes a year later (100 made through the ORM), for the query counts' comparison:
  // more than a page of the list (80) per store on both days, so both pay the list's count query.
  const later = new Date(`${today}T12:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 364);
  const small = await generateDay(admin, later.toISOString().slice(0, 10), 1_500, 100);
  const calls = await measureCalls(admin, [small, big], options.logFile, options.samples);
  const flat = calls.every((call) => {
    const counts = call.days.map((d) => d.queries);
    return counts.every((q) => q !== null && q === counts[0]);
  });
  const opens = options.browser
    ? await measureOpens(options.browser, admin, options.odooUrl, options.opens)
    : [];
  return {
    day: big.day,
    boxes: big.boxes,
    small_day: small.day,
    small_boxes: small.boxes,
    generated: { boxes: big.made + small.made, seconds: round(big.s + small.s) },
    calls,
    flat,
    opens,
    exports: await measureExports(admin, big.day),
  };
}
