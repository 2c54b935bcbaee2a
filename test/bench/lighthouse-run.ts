// One Lighthouse run of one page: npm `lighthouse` 12.2.3 (the last major for
// Node 20) driving Debian's headless Chromium through chrome-launcher (as its CLI
// does), the performance metrics with its default mobile preset and simulated
// throttling, and the figures the lighthouse section keeps from its report
// (figuresOf: pure, unit-tested).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { PUBLIC_PATH } from "../../build/build-options.mjs";
import { chromiumPath } from "../harness/chromium";
import { repoRoot } from "../harness/get-odoo";

/** Odoo's own bundles (web.assets_frontend_lazy…), as Odoo 17 serves them. */
export const ODOO_ASSETS_PATH = "/web/assets/";
/**
 * Odoo's frontend bundle (jQuery, OWL, Bootstrap's JS, every module's widgets),
 * the one a lean page (#34) does not load; its minimal bundle stays. Odoo 17
 * names the file after the bundle: /web/assets/<id>/<hash>/web.assets_frontend_lazy.min.js
 * (…/debug/web.assets_frontend_lazy.js with debug=assets).
 */
export const ODOO_FRONTEND_BUNDLE = "web.assets_frontend_lazy";
const RUN_TIMEOUT_MS = 120_000;
/**
 * Lighthouse 12's performance score weighs these five metrics; network-requests
 * gives the JS transferred, metrics the paint and load the browser observed.
 */
export const AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "network-requests",
  "metrics",
];
/**
 * A first paint observed this long after the load event came late: the page
 * painted long before (CHROME_FLAGS' `--run-all-compositor-stages-before-draw`).
 */
const LATE_PAINT_MS = 1000;
/** Scripts smaller than this are not checked for compression (nginx leaves them alone below gzip_min_length). */
const COMPRESSIBLE_BYTES = 1024;

/** The figures of one run: score 0–100, times in ms, JS in bytes transferred (gzip over the wire, headers included). */
export type RunFigures = {
  score: number;
  lcp_ms: number;
  fcp_ms: number;
  tbt_ms: number;
  cls: number;
  js: { ours: number; odoo: number; other: number; total: number };
  /** The page requested Odoo's frontend bundle (ODOO_FRONTEND_BUNDLE): it was not lean. */
  odoo_frontend_bundle: boolean;
  /** Script URLs over 1 KB that came uncompressed (the proxy did not gzip them). */
  uncompressed: string[];
  /** Requests to another origin than the page's (this machine has no network: they fail). */
  elsewhere: string[];
  /** Lighthouse's own warnings about the run. */
  warnings: string[];
  /**
   * Lighthouse's measure of this machine's CPU at the run (environment.benchmarkIndex):
   * its CLI warns under 1,000 (the Node API, used here, never does: the index is the only
   * trace of a slow machine), and its simulated Total Blocking Time grows as the index falls,
   * so runs of different days compare only at a like index. Null when the report has none.
   */
  benchmark_index: number | null;
};

/** The times the browser observed (the metrics audit), before Lighthouse's simulation. */
type ObservedMetrics = { observedFirstContentfulPaint?: unknown; observedLoad?: unknown };

type NetworkRequest = {
  url?: unknown;
  resourceType?: unknown;
  transferSize?: unknown;
  resourceSize?: unknown;
};

/** The parts of a Lighthouse result (LHR) read here; anything else is ignored. */
export type LighthouseReport = {
  lighthouseVersion?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code?: string; message?: string };
  environment?: { benchmarkIndex?: unknown };
  runWarnings?: unknown[];
  categories?: { performance?: { score?: number | null } };
  audits?: Record<
    string,
    { numericValue?: number; details?: { items?: (NetworkRequest & ObservedMetrics)[] } } | undefined
  >;
};

function numeric(report: LighthouseReport, audit: string): number {
  const value = report.audits?.[audit]?.numericValue;
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new Error(`Lighthouse gave no ${audit} for ${report.finalDisplayedUrl ?? "the page"}`);
  return value;
}

/**
 * Why the run's simulated FCP and LCP would be late, or undefined: Lighthouse
 * simulates them from what the page loaded before the paint the browser
 * observed, so a paint timing that came long after the load (a headless
 * Chromium's, see CHROME_FLAGS) makes every page look slower than it paints.
 */
function latePaintWarning(report: LighthouseReport): string | undefined {
  const observed = report.audits?.["metrics"]?.details?.items?.[0];
  const paint = observed?.observedFirstContentfulPaint;
  const load = observed?.observedLoad;
  if (typeof paint !== "number" || typeof load !== "number" || paint - load <= LATE_PAINT_MS)
    return undefined;
  return (
    `the browser observed the first paint at ${Math.round(paint)} ms, ${Math.round(paint - load)} ms after ` +
    `the load event: its paint timing came late, and the simulated FCP and LCP with it`
  );
}

function benchmarkIndex(report: LighthouseReport): number | null {
  const index = report.environment?.benchmarkIndex;
  return typeof index === "number" && Number.isFinite(index) ? Math.round(index) : null;
}

/** The run's figures from its report; `pageUrl` tells which requests went elsewhere. */
export function figuresOf(report: LighthouseReport, pageUrl: string): RunFigures {
  if (report.runtimeError?.code)
    throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message ?? ""}`.trim());
  const score = report.categories?.performance?.score;
  if (typeof score !== "number") throw new Error(`Lighthouse gave no performance score for ${pageUrl}`);
  const origin = new URL(pageUrl).origin;
  const requests = report.audits?.["network-requests"]?.details?.items ?? [];
  const js = { ours: 0, odoo: 0, other: 0, total: 0 };
  const uncompressed: string[] = [];
  const elsewhere = new Set<string>();
  let frontendBundle = false;
  for (const request of requests) {
    const url = typeof request.url === "string" ? request.url : "";
    if (!url.startsWith(origin + "/")) {
      if (/^https?:/.test(url)) elsewhere.add(new URL(url).origin);
      continue;
    }
    const { pathname } = new URL(url);
    // Whatever the request's type (a preload, a script): the page asked for the bundle.
    if (pathname.startsWith(ODOO_ASSETS_PATH) && pathname.includes(`/${ODOO_FRONTEND_BUNDLE}.`))
      frontendBundle = true;
    if (request.resourceType !== "Script") continue;
    const bytes = typeof request.transferSize === "number" ? request.transferSize : 0;
    const part = pathname.startsWith(PUBLIC_PATH)
      ? "ours"
      : pathname.startsWith(ODOO_ASSETS_PATH)
        ? "odoo"
        : "other";
    js[part] += bytes;
    js.total += bytes;
    const size = typeof request.resourceSize === "number" ? request.resourceSize : 0;
    if (size > COMPRESSIBLE_BYTES && bytes >= size) uncompressed.push(pathname);
  }
  const latePaint = latePaintWarning(report);
  return {
    score: Math.round(score * 100),
    lcp_ms: numeric(report, "largest-contentful-paint"),
    fcp_ms: numeric(report, "first-contentful-paint"),
    tbt_ms: numeric(report, "total-blocking-time"),
    cls: numeric(report, "cumulative-layout-shift"),
    js,
    odoo_frontend_bundle: frontendBundle,
    uncompressed,
    elsewhere: [...elsewhere],
    warnings: [...(report.runWarnings ?? []).map(String), ...(latePaint ? [latePaint] : [])],
    benchmark_index: benchmarkIndex(report),
  };
}

export function lighthouseVersion(): string {
  const pkg = path.join(repoRoot(), "node_modules", "lighthouse", "package.json");
  return (JSON.parse(fs.readFileSync(pkg, "utf8")) as { version: string }).version;
}

/** Why Lighthouse cannot run here, or undefined. */
export function lighthouseSkipReason(): string | undefined {
  if (!chromiumPath()) return "no Chromium: apt-get install chromium fonts-liberation (or set CHROMIUM_PATH)";
  if (!fs.existsSync(path.join(repoRoot(), "node_modules", "lighthouse", "package.json")))
    return "no npm lighthouse: npm ci";
  return undefined;
}

/**
 * chrome-launcher's own flags plus these (the CLI's way): headless, no calls to
 * Google's services (no network here), and the proxy's certificate, made for the
 * run, accepted (lighthouse-proxy.ts).
 *
 * `--run-all-compositor-stages-before-draw`: without it, headless Chromium here
 * (no GPU, software compositing) reports a page's first paint about 2.3 s after
 * the navigation however early the page painted (the trace shows its frames
 * drawn within the first second, the paint timing arriving with a later frame;
 * /contactus and the home page alike, 2,288–2,333 ms in 9 of 10 runs).
 * Lighthouse takes that late observed paint as the FCP and LCP dependencies of
 * its simulation, so every page, ours and Odoo's, scored 5–10 points lower than
 * it paints. With the flag each frame is presented when drawn: observed FCP
 * 0.46–0.65 s. A run whose paint still comes late says so in the bench's notes
 * (latePaintWarning).
 */
const CHROME_FLAGS = [
  "--ignore-certificate-errors",
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--run-all-compositor-stages-before-draw",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Gives the browser a visitor's session cookie: in its cookie jar, as the
 * visitor's own browser has it (Lighthouse's `extraHeaders` Cookie reaches the
 * page's request but gives way to the jar on the page's own fetch calls once
 * Odoo has set any cookie, so the widgets' calls would be another visitor's).
 * Lighthouse leaves cookies alone when it resets the origin's storage.
 */
async function giveSession(port: number, url: string, sessionId: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error("the browser has no default context");
    await context.addCookies([
      { name: "session_id", value: sessionId, url: new URL(url).origin, httpOnly: true },
    ]);
  } finally {
    // Disconnects only: the browser stays for Lighthouse.
    await browser.close();
  }
}

/**
 * Runs Lighthouse once on `url` with its Node API, in a Chromium of its own with
 * a fresh profile (as the CLI does: cold cache, no cookie, no open connection);
 * `sessionId`: the Odoo session of the visitor (a cart, a customer's box).
 * Only the five metrics the performance score weighs and the network log are
 * audited: the same score, in half the time of the whole category.
 */
export async function runLighthouse(url: string, sessionId?: string): Promise<RunFigures> {
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import("lighthouse"),
    import("chrome-launcher"),
  ]);
  // The profile is ours to remove, also when the bench exits mid-run (chrome-launcher's own
  // temp profile would stay behind then).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "weekbox-lighthouse-chromium-"));
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    logLevel: "silent",
    // The bench's own SIGINT handling puts the website back first; the browser goes on exit.
    handleSIGINT: false,
  }).catch((error: unknown) => {
    fs.rmSync(profile, { recursive: true, force: true });
    throw error;
  });
  const killGroup = () => {
    try {
      // chrome-launcher starts it detached: its group holds its helpers too.
      process.kill(-chrome.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  const onExit = () => {
    killGroup();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  process.once("exit", onExit);
  // A run that hangs is ended with its browser (Lighthouse's own limit is 45 s per load).
  const timer = setTimeout(killGroup, RUN_TIMEOUT_MS);
  try {
    if (sessionId) await giveSession(chrome.port, url, sessionId);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "silent",
      onlyAudits: AUDITS,
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`lighthouse ${url}: no result`);
    return figuresOf(result.lhr as LighthouseReport, url);
  } finally {
    clearTimeout(timer);
    await chrome.kill();
    process.off("exit", onExit);
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
