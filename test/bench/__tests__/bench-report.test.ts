/** @jest-environment node */
// The bench's pure parts: settings, the server facts read from a runner's state
// dir, query counts from an Odoo log, the no-N+1 verdict and the markdown.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchConfig } from "../bench-config";
import { queriesSince, routeQueries } from "../odoo-query-log";
import { serverFacts } from "../odoo-server-facts";
import type { QueryColumn } from "../queries";
import { markdown, sameCounts, type BenchResult } from "../report";

const saved = { ...process.env };
const made: string[] = [];
afterEach(() => {
  process.env = { ...saved };
});
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function stateDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wb-bench-test-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  process.env.WEEKBOX_STATE_DIR = dir;
  return dir;
}

const PREFORK_LOG = [
  "----- 2026-01-01T00:00:00+00:00 start -----",
  "2026-01-01 00:00:01,000 10 INFO ? odoo.service.server: HTTP service (werkzeug) running on 127.0.0.1:8070",
  "2026-01-01 00:00:02,000 11 INFO db odoo.service.server: Worker WorkerHTTP (11) alive",
  "2026-01-01 00:00:02,000 12 INFO db odoo.service.server: Worker WorkerHTTP (12) alive",
  '2026-01-01 00:00:03,000 11 INFO db werkzeug: 127.0.0.1 - - [x] "POST /load/mealbox HTTP/1.1" 200 - 41 0.021 0.035',
  '2026-01-01 00:00:03,100 12 INFO db werkzeug: 127.0.0.1 - - [x] "POST /load/mealbox HTTP/1.1" 200 - 43 0.021 0.035',
  '2026-01-01 00:00:03,200 12 INFO db werkzeug: 127.0.0.1 - - [x] "GET /mealbox?meal=3 HTTP/1.1" 200 - 90 0.1 0.2',
].join("\n");

/** A page of the bundle section: `gzip` bytes held against `budget`, issue #30's `target`. */
function bundlePage(page: string, gzip: number, budget: number, target: number) {
  return {
    page,
    path: "/",
    widgets: [],
    files: [],
    raw: 300 * 1024,
    gzip,
    counted: gzip,
    budget,
    target,
    forbidden: [],
    unexpected: [],
    odoo: null,
  };
}

describe("bench settings", () => {
  test("should select sections and refuse unknown ones", () => {
    process.env.WEEKBOX_BENCH_ONLY = "load, queries";
    expect(benchConfig().sections).toEqual(["queries", "load"]);
    process.env.WEEKBOX_BENCH_ONLY = "latency,speed";
    expect(() => benchConfig()).toThrow(/unknown section\(s\) speed/);
  });

  test("should sort the load ladder and refuse a non-integer rung", () => {
    process.env.WEEKBOX_BENCH_LOAD_LADDER = "4,1,2,2";
    expect(benchConfig().loadLadder).toEqual([1, 2, 4]);
    process.env.WEEKBOX_BENCH_LOAD_LADDER = "1,x";
    expect(() => benchConfig()).toThrow(/LADDER/);
  });
});

describe("server facts", () => {
  test("should read workers from the runner's config and prefork from its log", () => {
    stateDir({
      url: "http://127.0.0.1:8070\n",
      "odoo.conf": "[options]\nhttp_port = 8070\ngevent_port = 8073\nworkers = 2\n",
      "odoo.log": PREFORK_LOG,
    });
    expect(serverFacts("http://127.0.0.1:8070")).toMatchObject({
      workers: 2,
      geventPort: 8073,
      mode: "prefork",
      workerPids: [11, 12],
    });
  });

  test("should call a server without worker lines threaded, and know nothing of another Odoo", () => {
    stateDir({
      url: "http://127.0.0.1:8069",
      "odoo.conf": "gevent_port = 8072\nworkers = 0\n",
      "odoo.log": PREFORK_LOG.split("\n").slice(0, 2).join("\n"),
    });
    // Threaded: the HTTP port serves the websocket itself, the gevent port is not listened on.
    expect(serverFacts("http://127.0.0.1:8069")).toMatchObject({
      workers: 0,
      geventPort: null,
      mode: "threaded",
    });
    expect(serverFacts("http://127.0.0.1:9999")).toMatchObject({
      workers: null,
      mode: "unknown",
      logFile: undefined,
    });
  });
});

describe("query log", () => {
  test("should count queries per route, the query string aside, whichever worker logged them", async () => {
    const dir = stateDir({ "odoo.log": PREFORK_LOG });
    const file = path.join(dir, "odoo.log");
    expect(queriesSince(file, 0)).toEqual(
      new Map([
        ["/load/mealbox", [41, 43]],
        ["/mealbox", [90]],
      ]),
    );
    await expect(routeQueries(file, 0, "/load/mealbox", 2)).resolves.toEqual([41, 43]);
  });
});

function column(menu: string, dishes: number, filled: number, people: number, load: number): QueryColumn {
  return {
    menu,
    dishes,
    cart: `${filled} meals × ${people}`,
    filled,
    people,
    queries: { "/load/mealbox": load },
    raw: {},
  };
}

describe("no N+1 verdict", () => {
  test("should compare carts of the same size across menus and people, not an empty box with a full one", () => {
    const columns = [
      column("demo", 12, 0, 1, 64),
      column("demo", 12, 4, 1, 66),
      column("demo", 12, 4, 5, 66),
    ];
    expect(
      sameCounts([...columns, column("big", 2012, 0, 1, 64), column("big", 2012, 4, 1, 66)], "/load/mealbox"),
    ).toBe(true);
    expect(sameCounts([...columns, column("big", 2012, 4, 5, 70)], "/load/mealbox")).toBe(false);
    expect(sameCounts(columns, "/pickup/list")).toBeNull();
  });
});

describe("markdown", () => {
  test("should put each figure beside its target and list what was not measured", () => {
    const result: BenchResult = {
      started: "2026-01-01T10:00:00.000Z",
      finished: "2026-01-01T10:05:00.000Z",
      duration_s: 300,
      machine: {
        cores: 2,
        cpu: "cpu",
        node: "v20",
        platform: "linux",
        loadavg_start: [0.5, 0.4, 0.3],
        loadavg_end: [],
      },
      odoo: { url: "http://127.0.0.1:8070", how: "native", workers: 2, mode: "prefork", evidence: "" },
      config: {
        samples: 60,
        warmup: 5,
        querySamples: 4,
        clicks: 50,
        loadLadder: [1],
        loadSeconds: 30,
        budgetSeconds: 1500,
        loadOnThreaded: false,
        shopSamples: 30,
        shopCartSamples: 10,
        shopLoads: 5,
        lighthouseRuns: 3,
        lighthousePages: [],
        kitchenBoxes: 10000,
        kitchenSamples: 10,
        kitchenOpens: 5,
        subscriptions: 10000,
        subscriptionChunk: 500,
      },
      sections: {
        bundle: {
          pages: [
            bundlePage("home", 104 * 1024, 105 * 1024, 100 * 1024),
            bundlePage("cart", 171 * 1024, 170 * 1024, 170 * 1024),
          ],
          budgets_ok: false,
          forbidden_ok: true,
        },
        roundtrips: {
          actions: [{ action: "add dish", target: 1, rpcs: 2, routes: ["/a", "/b"], ok: false }],
        },
        interaction: {
          clicks: 50,
          p50: 60,
          p95: 90,
          max: 120,
          rpc_p50: 40,
          rpc_p95: 70,
          before_answer: 0,
          target_p95: 100,
        },
      },
      skipped: { load: "refused: threaded" },
      failed: {},
    };
    const md = markdown(result);
    // Each page against its budget, and #30's target where the budget is not yet it.
    expect(md).toContain("| `home` | 300.0 / 104.0 | - | none | ≤ 105.0 KB ✓ (#30: 100.0 KB ✗); no heavy");
    expect(md).toContain("| `cart` | 300.0 / 171.0 | - | none | ≤ 170.0 KB ✗; no heavy");
    expect(md).toContain("| add dish | 2 | ≤ 1 ✗ | /a, /b |");
    expect(md).toContain("| 50 | 60 / 90 / 120 | 40 / 70 | 0 | ≤ 100 ms ✓ |");
    expect(md).toContain("- load: not run (refused: threaded)");
    expect(md).toContain("workers 2 (prefork)");
  });
});
