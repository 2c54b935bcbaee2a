/** @jest-environment node */
// The lighthouse section's pure parts: its settings, the median of its runs,
// the figures read from a Lighthouse report, the targets of #30 / #34, the
// tables, and the nginx config of its gzip proxy.
import path from "node:path";
import { benchConfig } from "../bench-config";
import { LIGHTHOUSE_PAGES } from "../lighthouse";
import { GZIP_TYPES, nginxConfig } from "../lighthouse-proxy";
import {
  checkTargets,
  lighthouseMarkdown,
  median,
  medians,
  runNotes,
  type LighthouseFigures,
  type LighthousePage,
  type LighthousePageSpec,
  type Medians,
  type ModeFigures,
} from "../lighthouse-report";
import { figuresOf, type LighthouseReport } from "../lighthouse-run";
import { markdown, type BenchResult } from "../report";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const KB = 1024;

function figures(overrides: Partial<Medians> = {}): Medians {
  return {
    score: 50,
    lcp_ms: 4000,
    fcp_ms: 2000,
    tbt_ms: 300,
    cls: 0,
    js: { ours: 100 * KB, odoo: 50 * KB, other: 0, total: 150 * KB },
    ...overrides,
  };
}

const shopSpec: LighthousePageSpec = {
  page: "product",
  hasOdooPage: true,
  scoreTarget: true,
  jsBudgetKb: 160,
};
const boxSpec: LighthousePageSpec = {
  page: "wizard compose",
  hasOdooPage: false,
  scoreTarget: false,
  jsBudgetKb: 160,
};

describe("lighthouse settings", () => {
  test("should be a section of its own, with its runs per page from the environment", () => {
    process.env.WEEKBOX_BENCH_ONLY = "lighthouse";
    expect(benchConfig().sections).toEqual(["lighthouse"]);
    expect(benchConfig().lighthouseRuns).toBe(3);
    process.env.WEEKBOX_BENCH_LIGHTHOUSE_RUNS = "5";
    expect(benchConfig().lighthouseRuns).toBe(5);
  });

  test("should measure Odoo's own page for the generic shop's pages only, with #34's budgets", () => {
    const byName = Object.fromEntries(LIGHTHOUSE_PAGES.map((p) => [p.page, p]));
    expect(LIGHTHOUSE_PAGES.filter((p) => p.hasOdooPage).map((p) => p.page)).toEqual([
      "shop catalogue",
      "product",
      "cart",
      "payment",
    ]);
    expect(LIGHTHOUSE_PAGES.filter((p) => p.scoreTarget).map((p) => p.page)).toEqual(["home", "product"]);
    expect([
      byName.home?.jsBudgetKb,
      byName["wizard compose"]?.jsBudgetKb,
      byName.product?.jsBudgetKb,
    ]).toEqual([160, 160, 160]);
    expect([byName.cart?.jsBudgetKb, byName.payment?.jsBudgetKb]).toEqual([220, 220]);
  });
});

describe("median of the runs", () => {
  test("should take the middle run, the mean of the two middle ones for an even count", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  test("should take each figure's median on its own, and give none without a run", () => {
    const run = (score: number, lcp: number, cls: number, js: number) => ({
      ...figures({ score, lcp_ms: lcp, cls }),
      js: { ours: js, odoo: 10, other: 0, total: js + 10 },
    });
    const m = medians([run(40, 9000, 0.3, 300), run(60, 5000, 0.1, 100), run(50, 7000, 0.5, 200)]);
    expect(m).toMatchObject({ score: 50, lcp_ms: 7000, cls: 0.3 });
    expect(m?.js).toEqual({ ours: 200, odoo: 10, other: 0, total: 210 });
    expect(medians([])).toBeNull();
  });
});

describe("a Lighthouse report's figures", () => {
  const page = "http://127.0.0.1:9000/shop";
  const request = (url: string, resourceType: string, transferSize: number, resourceSize: number) => ({
    url,
    resourceType,
    transferSize,
    resourceSize,
  });
  const report = (items: ReturnType<typeof request>[]): LighthouseReport => ({
    finalDisplayedUrl: page,
    categories: { performance: { score: 0.415 } },
    audits: {
      "largest-contentful-paint": { numericValue: 9200.4 },
      "first-contentful-paint": { numericValue: 4800 },
      "total-blocking-time": { numericValue: 350 },
      "cumulative-layout-shift": { numericValue: 0.33 },
      "network-requests": { details: { items } },
    },
    runWarnings: ["The page loaded too slowly"],
  });

  test("should split the JS transferred into ours, Odoo's bundles and the rest of the page's origin", () => {
    const run = figuresOf(
      report([
        request("http://127.0.0.1:9000/shop", "Document", 20_000, 90_000),
        request("http://127.0.0.1:9000/website_weekbox/static/dist/website-X.js", "Script", 4_000, 12_000),
        request("http://127.0.0.1:9000/website_weekbox/static/dist/chunks/c-Y.js", "Script", 30_000, 90_000),
        request(
          "http://127.0.0.1:9000/web/assets/1/abc/web.assets_frontend_lazy.min.js",
          "Script",
          500_000,
          2e6,
        ),
        request("http://127.0.0.1:9000/payment_stripe/static/src/x.js", "Script", 2_000, 2_000),
        request("https://js.stripe.com/v3/", "Script", 0, 0),
        request(
          "http://127.0.0.1:9000/website_weekbox/static/dist/website-X.css",
          "Stylesheet",
          3_000,
          9_000,
        ),
      ]),
      page,
    );
    expect(run).toMatchObject({ score: 42, lcp_ms: 9200.4, fcp_ms: 4800, tbt_ms: 350, cls: 0.33 });
    expect(run.js).toEqual({ ours: 34_000, odoo: 500_000, other: 2_000, total: 536_000 });
    // Over 1 KB and not smaller on the wire: the proxy did not compress it.
    expect(run.uncompressed).toEqual(["/payment_stripe/static/src/x.js"]);
    expect(run.elsewhere).toEqual(["https://js.stripe.com"]);
    expect(run.warnings).toEqual(["The page loaded too slowly"]);
  });

  test("should refuse a report Lighthouse could not finish, or one without a score or a metric", () => {
    expect(() =>
      figuresOf({ ...report([]), runtimeError: { code: "NO_FCP", message: "no paint" } }, page),
    ).toThrow("Lighthouse: NO_FCP no paint");
    expect(() => figuresOf({ ...report([]), categories: { performance: { score: null } } }, page)).toThrow(
      /no performance score/,
    );
    const withoutTbt = report([]);
    delete withoutTbt.audits!["total-blocking-time"];
    expect(() => figuresOf(withoutTbt, page)).toThrow(/no total-blocking-time/);
  });
});

describe("targets", () => {
  test("should hold ours to Odoo's own page: a score at least as high, LCP and FCP at most as long", () => {
    const odoo = figures({ score: 53, lcp_ms: 4500, fcp_ms: 3500 });
    expect(checkTargets(shopSpec, figures({ score: 41, lcp_ms: 9200, fcp_ms: 4800 }), odoo)).toMatchObject({
      score_vs_odoo: false,
      lcp_vs_odoo: false,
      fcp_vs_odoo: false,
    });
    // Equal is as good as.
    expect(checkTargets(shopSpec, figures({ score: 53, lcp_ms: 4500, fcp_ms: 3500 }), odoo)).toMatchObject({
      score_vs_odoo: true,
      lcp_vs_odoo: true,
      fcp_vs_odoo: true,
    });
  });

  test("should check CLS ≤ 0.05, performance ≥ 95 where #34 asks it, and the total JS budget", () => {
    expect(
      checkTargets(
        shopSpec,
        figures({ cls: 0.05, score: 95, js: { ours: 0, odoo: 0, other: 0, total: 160 * KB } }),
        null,
      ),
    ).toEqual({
      cls: true,
      score_vs_odoo: null,
      lcp_vs_odoo: null,
      fcp_vs_odoo: null,
      score_95: true,
      js_budget: true,
    });
    expect(
      checkTargets(
        shopSpec,
        figures({ cls: 0.051, score: 94, js: { ours: 0, odoo: 0, other: 0, total: 160 * KB + 1 } }),
        null,
      ),
    ).toMatchObject({ cls: false, score_95: false, js_budget: false });
  });

  test("should leave a meal-box page's comparison and a page without any run unjudged", () => {
    const targets = checkTargets(boxSpec, figures({ score: 99 }), figures({ score: 10 }));
    expect(targets).toMatchObject({
      score_vs_odoo: null,
      lcp_vs_odoo: null,
      fcp_vs_odoo: null,
      score_95: null,
    });
    expect(Object.values(checkTargets(shopSpec, null, figures()))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

function mode(m: Medians | null): ModeFigures {
  return { median: m, runs: [], failures: m ? [] : ["boom"], widgets: [] };
}

function page(spec: LighthousePageSpec, ours: Medians | null, odoo: Medians | null): LighthousePage {
  return {
    ...spec,
    path: "/x",
    ours: mode(ours),
    odoo: spec.hasOdooPage ? mode(odoo) : null,
    targets: checkTargets(spec, ours, odoo),
  };
}

const section: LighthouseFigures = {
  lighthouse: "12.2.3",
  chromium: "Chromium 150",
  nginx: "nginx/1.22.1",
  preset: "mobile preset (simulated throttling)",
  runs_per_page: 3,
  pages: [
    page(
      boxSpec,
      figures({
        score: 16,
        lcp_ms: 9600,
        fcp_ms: 5400,
        tbt_ms: 800,
        cls: 0.68,
        js: { ours: 253 * KB, odoo: 494 * KB, other: 0, total: 747 * KB },
      }),
      null,
    ),
    page(
      { ...shopSpec, page: "shop catalogue", scoreTarget: false },
      figures({
        score: 41,
        lcp_ms: 9200,
        fcp_ms: 4800,
        tbt_ms: 400,
        cls: 0,
        js: { ours: 220 * KB, odoo: 494 * KB, other: 0, total: 714 * KB },
      }),
      figures({
        score: 53,
        lcp_ms: 4500,
        fcp_ms: 3500,
        tbt_ms: 350,
        cls: 0,
        js: { ours: 107 * KB, odoo: 494 * KB, other: 60 * KB, total: 661 * KB },
      }),
    ),
    page(shopSpec, figures({ score: 30 }), null),
  ],
  notes: ["payment, ours: requests to other origins (no network here): https://js.stripe.com"],
  seconds: 300,
};

describe("lighthouse tables", () => {
  test("should give ours beside Odoo's own per page, ours alone for a meal-box page, and the targets", () => {
    const md = lighthouseMarkdown(section);
    expect(md).toContain(
      "Lighthouse 12.2.3, mobile preset (simulated throttling), headless Chromium 150, median of 3",
    );
    expect(md).toContain(
      "| wizard compose | 16 | 9.6 s | 5.4 s | 800 | 0.68 | 747.0 (ours 253.0 + Odoo's 494.0) | — |",
    );
    expect(md).toContain(
      "| shop catalogue | 41 / 53 | 9.2 s / 4.5 s | 4.8 s / 3.5 s | 400 / 350 | 0.00 / 0.00 | 714.0 (ours 220.0 + Odoo's 494.0) | 661.0 (ours 107.0 + Odoo's 494.0 + other 60.0) |",
    );
    // Odoo's own page failed: its cells say so and its comparisons are not judged.
    expect(md).toContain("| product | 30 / failed |");
    expect(md).toContain("| wizard compose | ✗ | — | — | — | — | ≤ 160 KB ✗ |");
    expect(md).toContain("| shop catalogue | ✓ | ✗ | ✗ | ✗ | — | ≤ 160 KB ✗ |");
    expect(md).toContain("| product | ✓ | — | — | — | ✗ | ≤ 160 KB ✓ |");
    expect(md).toContain("Targets met: 3 of 10");
    expect(md).toContain(
      "- payment, ours: requests to other origins (no network here): https://js.stripe.com",
    );
  });

  test("should be a section of bench.md", () => {
    const result = {
      started: "2026-01-01T10:00:00.000Z",
      duration_s: 300,
      machine: { cores: 2, cpu: "cpu", node: "v20", platform: "linux", loadavg_start: [1], loadavg_end: [] },
      odoo: { url: "http://127.0.0.1:8070", how: "native", workers: 2, mode: "prefork", evidence: "" },
      sections: { lighthouse: section },
      skipped: {},
      failed: {},
    } as unknown as BenchResult;
    expect(markdown(result)).toContain(
      "### Lighthouse (mobile): our pages beside Odoo's own\n\nLighthouse 12.2.3",
    );
  });

  test("should note scripts served uncompressed, other origins and Lighthouse's warnings once each", () => {
    const run = {
      uncompressed: ["/web/assets/a.js"],
      elsewhere: ["https://js.stripe.com"],
      warnings: ["slow"],
    };
    expect(runNotes("cart, ours", [run, run])).toEqual([
      "cart, ours: scripts served uncompressed: /web/assets/a.js",
      "cart, ours: requests to other origins (no network here): https://js.stripe.com",
      "cart, ours: Lighthouse: slow",
    ]);
    expect(runNotes("cart, ours", [{ uncompressed: [], elsewhere: [], warnings: [] }])).toEqual([]);
  });
});

describe("the gzip proxy's nginx config", () => {
  const dir = "/tmp/weekbox-bench-nginx-abc";
  const conf = nginxConfig({ listenPort: 41234, odooPort: 8070, websocketPort: 8073, dir });

  test("should compress HTML, JS, CSS and JSON whatever Odoo says about caching", () => {
    expect(conf).toMatch(/^\s*gzip on;$/m);
    expect(conf).toMatch(/^\s*gzip_proxied any;$/m);
    const types = /^\s*gzip_types (.*);$/m.exec(conf)?.[1]?.split(" ");
    expect(types).toEqual(GZIP_TYPES);
    expect(types).toEqual(
      expect.arrayContaining(["application/javascript", "text/javascript", "text/css", "application/json"]),
    );
  });

  test("should listen on loopback and send /websocket to the websocket port with the Upgrade headers", () => {
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:41234;$/m);
    const websocket = /location \/websocket \{([^}]*)\}/.exec(conf)?.[1] ?? "";
    expect(websocket).toContain("proxy_pass http://127.0.0.1:8073;");
    expect(websocket).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(websocket).toContain("proxy_set_header Connection $connection_upgrade;");
    // A location's own proxy_set_header drops the server's: Host must be there again.
    expect(websocket).toContain("proxy_set_header Host $http_host;");
    expect(/location \/ \{([^}]*)\}/.exec(conf)?.[1]).toContain("proxy_pass http://127.0.0.1:8070;");
  });

  test("should run in the foreground as one process and write nothing outside its temp dir", () => {
    expect(conf).toMatch(/^daemon off;$/m);
    expect(conf).toMatch(/^master_process off;$/m);
    const files = [...conf.matchAll(/^\s*(?:pid|error_log|\w+_temp_path) (\S+?)[; ]/gm)].map(
      ([, file]) => file!,
    );
    expect(files).toHaveLength(7);
    for (const file of files) expect(path.dirname(file)).toBe(dir);
    expect(conf).toMatch(/^\s*access_log off;$/m);
  });
});
