// The "lighthouse" section: Lighthouse's mobile performance of the pages we take
// over, measured through a gzip reverse proxy as Odoo is deployed
// (lighthouse-proxy.ts), each page lean (the takeover and the website's "Lean
// visitor pages" on), ours (the takeover on, not lean) and, for the generic
// shop's pages, Odoo's own (website.weekbox_shop_widgets off) in the same run;
// the median of a few runs per page (lighthouse-run.ts), a page's configurations
// taking turns on a quiet machine (quiet-cpu.ts), the targets of #30 and #34
// checked (lighthouse-report.ts). Both settings are put back as they were
// whatever happens (finally, and on SIGINT / SIGTERM); nginx is always stopped.
import { spawnSync } from "node:child_process";
import { PAGES } from "../../build/page-weights.mjs";
import { callKw } from "../harness/call-kw";
import { chromiumPath } from "../harness/chromium";
import { newVisitor, OdooSession } from "../harness/odoo-session";
import { createCustomers } from "./bench-admin";
import { prepareBox } from "./bench-box";
import { pagePath, visitorWithCart } from "./bundle-sizes";
import {
  checkTargets,
  leanLoaded,
  LIGHTHOUSE_MODE_LABEL,
  machineSpeed,
  medians,
  runNotes,
  type LighthouseFigures,
  type LighthouseMode,
  type LighthousePage,
  type LighthousePageSpec,
  type ModeFigures,
} from "./lighthouse-report";
import { nginxVersion, startProxy, type Proxy } from "./lighthouse-proxy";
import { lighthouseVersion, runLighthouse, type RunFigures } from "./lighthouse-run";
import { QUIET_RULE, waitForQuietCpu } from "./quiet-cpu";
import { checkPages, LEAN, onInterrupt, putBack, readWebsite, SWITCH, writeWebsite } from "./website-switch";

/** Who visits a page: a new visitor each run, the guest with a cart and an address, or a customer with a full box. */
type Visitor = "new" | "cart" | "box";

type Spec = LighthousePageSpec & { visitor: Visitor };

/**
 * The measured pages, named as build/page-weights.mjs names them (their paths
 * come from there); #34's JS budgets: 160 KB on home, wizard, catalogue and
 * product, 220 on cart, checkout and payment.
 */
export const LIGHTHOUSE_PAGES: Spec[] = [
  { page: "home", hasOdooPage: false, scoreTarget: true, jsBudgetKb: 160, visitor: "new" },
  { page: "wizard compose", hasOdooPage: false, scoreTarget: false, jsBudgetKb: 160, visitor: "new" },
  { page: "wizard delivery", hasOdooPage: false, scoreTarget: false, jsBudgetKb: 160, visitor: "box" },
  { page: "shop catalogue", hasOdooPage: true, scoreTarget: false, jsBudgetKb: 160, visitor: "new" },
  { page: "product", hasOdooPage: true, scoreTarget: true, jsBudgetKb: 160, visitor: "new" },
  { page: "cart", hasOdooPage: true, scoreTarget: false, jsBudgetKb: 220, visitor: "cart" },
  { page: "payment", hasOdooPage: true, scoreTarget: false, jsBudgetKb: 220, visitor: "cart" },
];

/** The box the delivery page is measured with: full, so the wizard shows its delivery step. */
const DELIVERY_BOX = { meals: 3, people: 2 };

export type LighthouseRun = {
  odoo: { url: string; db: string };
  admin: OdooSession;
  /** Where the proxy sends /websocket: Odoo's gevent port with workers, its HTTP port without. */
  websocketPort: number;
  runs: number;
  /** Past it, runs still to come are skipped (the bench's budget). */
  deadline: number;
  /** Only these pages (LIGHTHOUSE_PAGES' names); all when empty. */
  pages?: string[];
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

function chromiumVersion(): string {
  const out = spawnSync(chromiumPath() ?? "chromium", ["--version"], { encoding: "utf8" });
  return /Chromium [\d.]+/.exec(out.stdout)?.[0] ?? "Chromium";
}

/** A session of `session`'s visitor for the proxy's origin (the cookie is the server's session). */
function throughProxy(session: OdooSession, proxy: Proxy): OdooSession {
  const proxied = new OdooSession(proxy.url);
  const id = session.sessionId;
  if (id) proxied.setCookie("session_id", id);
  return proxied;
}

/**
 * Loads the page once through the proxy, with the scripts and styles of Odoo's
 * bundles it links (generated on first request after a switch), so no run pays
 * for a cold server; returns the widgets its HTML mounts.
 */
async function warm(session: OdooSession, path: string): Promise<string[]> {
  const html = await session.page(path);
  const assets = [...html.matchAll(/(?:src|href|data-src)="(\/web\/assets\/[^"]+)"/g)].map(([, src]) =>
    src!.replace(/&amp;/g, "&"),
  );
  for (const asset of new Set(assets)) await session.fetch(asset);
  return [...new Set([...html.matchAll(/data-widget="([^"]+)"/g)].map(([, name]) => name!))];
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#34": '"',
  "#39": "'",
  "#x27": "'",
};
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#34|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

/**
 * Why the page is not lean, as the server says in debug mode: the JSON list in
 * #weekbox-lean-reasons (HTML-escaped by QWeb's t-out), else the `weekbox-lean`
 * meta tag ("Weekbox lean page: yes" / "no, reason; reason"); [] when it is
 * lean, null when the page says neither (no website_weekbox_site, or not in
 * debug mode).
 */
export function leanReasonsOf(html: string): string[] | null {
  const json = /<script[^>]*\sid="weekbox-lean-reasons"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json !== undefined) {
    const reasons: unknown = JSON.parse(unescapeHtml(json));
    if (Array.isArray(reasons)) return reasons.map(String);
  }
  const note = /<meta\s+name="weekbox-lean"\s+content="([^"]*)"/.exec(html)?.[1];
  if (note === undefined) return null;
  const [, verdict, reasons] = /^Weekbox lean page: (yes|no)(?:, (.*))?$/s.exec(unescapeHtml(note)) ?? [];
  if (!verdict) return null;
  return verdict === "yes" ? [] : reasons ? reasons.split("; ") : ["(no reason given)"];
}

/**
 * Asks the server why the page is or is not lean (debug mode), then leaves
 * debug mode again: the session's runs get the page a visitor gets.
 */
async function askLean(session: OdooSession, path: string): Promise<string[] | null> {
  const url = new URL(path, "http://host");
  const withDebug = (value: string) => {
    url.searchParams.set("debug", value);
    return url.pathname + url.search;
  };
  try {
    return leanReasonsOf(await session.page(withDebug("1")));
  } finally {
    await session.fetch(withDebug("0"));
  }
}

/** Each configuration's settings (only the fields this Odoo has are written). */
const SETTINGS: Record<LighthouseMode, { [SWITCH]: boolean; [LEAN]: boolean }> = {
  lean: { [SWITCH]: true, [LEAN]: true },
  ours: { [SWITCH]: true, [LEAN]: false },
  odoo: { [SWITCH]: false, [LEAN]: false },
};

export async function measureLighthouse(run: LighthouseRun): Promise<LighthouseFigures> {
  const started = Date.now();
  const notes: string[] = [];
  const indices: (number | null)[] = [];
  const unknown = (run.pages ?? []).filter((name) => !LIGHTHOUSE_PAGES.some((spec) => spec.page === name));
  if (unknown.length) throw new Error(`no lighthouse page named ${unknown.join(", ")}`);
  const measured = run.pages?.length
    ? LIGHTHOUSE_PAGES.filter((spec) => run.pages!.includes(spec.page))
    : LIGHTHOUSE_PAGES;
  const website = await readWebsite(run.odoo.url, run.admin);
  const fields = [...(website.hasSwitch ? [SWITCH] : []), ...(website.hasLean ? [LEAN] : [])];
  const [initial] = fields.length
    ? await callKw<Record<string, unknown>[]>(run.admin, "website", "read", [[website.id], fields])
    : [{}];
  /** The settings as they were, put back at the end. */
  const before = Object.fromEntries(fields.map((field) => [field, initial?.[field]]));
  const settingsOf = (mode: LighthouseMode) =>
    Object.fromEntries(
      fields.map((field) => [field, SETTINGS[mode][field as keyof (typeof SETTINGS)["lean"]]]),
    );
  if (!website.hasSwitch)
    notes.push(`Odoo's own pages not measured: website.${SWITCH} does not exist on this Odoo`);
  if (!website.hasLean) notes.push(`lean pages not measured: website.${LEAN} does not exist on this Odoo`);

  // Sessions and paths, made before the proxy starts.
  const paths = new Map<string, string>();
  for (const spec of measured) {
    const weights = PAGES.find((p) => p.page === spec.page);
    if (!weights) throw new Error(`build/page-weights.mjs has no page "${spec.page}"`);
    paths.set(spec.page, await pagePath(run.odoo.url, weights));
  }
  const sessionOf: Partial<Record<Exclude<Visitor, "new">, OdooSession>> = {
    cart: await visitorWithCart(run.odoo.url),
  };
  try {
    const [customer] = await createCustomers(run.admin, "lighthouse", 1);
    sessionOf.box = (await prepareBox(run.odoo, customer!, DELIVERY_BOX, DELIVERY_BOX.meals)).session;
  } catch (error) {
    notes.push(`wizard delivery not measured: no customer with a full box (${message(error)})`);
  }

  const restore = async () => {
    if (fields.length && !website.restored) await putBack(run.admin, website, before);
  };
  /** What the runs themselves said (after the failures in the notes). */
  const runLog: string[] = [];
  const figures: Record<LighthouseMode, Map<string, ModeFigures>> = {
    lean: new Map(),
    ours: new Map(),
    odoo: new Map(),
  };
  const leanReasons = new Map<string, string[] | null>();
  const stopListening = onInterrupt("lighthouse", restore);
  let proxy: Proxy | undefined;
  /** The mode the website is in now (null: not switched yet). */
  let current: LighthouseMode | null = null;
  const switchTo = async (mode: LighthouseMode) => {
    if (current === mode) return;
    if (fields.length) await writeWebsite(run.admin, website, settingsOf(mode));
    current = mode;
  };
  /** Pages whose runs go ahead without a quiet machine, per page and mode. */
  const busyRuns = new Map<string, number>();
  try {
    proxy = await startProxy(run.odoo.url, run.websocketPort);
    // Each mode once: its settings checked on the shop's pages, then each page warmed (Odoo's
    // bundles generated) and, lean, asked why it is or is not lean.
    const modesOf = new Map<string, LighthouseMode[]>(measured.map((spec) => [spec.page, []]));
    for (const mode of ["lean", "ours", "odoo"] as const) {
      const specs = measured.filter((spec) => mode !== "odoo" || spec.hasOdooPage);
      if (mode === "lean" && !website.hasLean) continue;
      if (mode === "odoo" && !website.hasSwitch) continue;
      const label = LIGHTHOUSE_MODE_LABEL[mode];
      await switchTo(mode);
      const shopPaths = specs
        .filter((s) => s.hasOdooPage && s.visitor === "new")
        .map((s) => paths.get(s.page)!);
      // Lean or not, the takeover is on: the shop's pages have our widgets.
      const wrong = website.hasSwitch
        ? await checkPages(run.odoo.url, run.admin, mode === "odoo" ? "odoo" : "ours", [
            ...shopPaths,
            "/shop/cart",
          ])
        : null;
      if (wrong) {
        notes.push(`${label} pages not measured: ${wrong}`);
        continue;
      }
      for (const spec of specs) {
        const path = paths.get(spec.page)!;
        const session = spec.visitor === "new" ? undefined : sessionOf[spec.visitor];
        if (spec.visitor !== "new" && !session) continue;
        const out: ModeFigures = { median: null, runs: [], failures: [], widgets: [] };
        figures[mode].set(spec.page, out);
        try {
          const visitor = session ? throughProxy(session, proxy) : await newVisitor(proxy.url);
          out.widgets = await warm(visitor, path);
          // The server's word is a note: the network log of the runs says whether the page was lean.
          if (mode === "lean")
            leanReasons.set(
              spec.page,
              await askLean(visitor, path).catch((error: unknown) => {
                notes.push(`${spec.page}, ${label}: the page in debug mode: ${message(error)}`);
                return null;
              }),
            );
          modesOf.get(spec.page)!.push(mode);
        } catch (error) {
          out.failures.push(`warm-up: ${message(error)}`);
        }
      }
    }
    // Then the runs, page by page, the modes taking turns (lean, ours, Odoo's own, again): a page's
    // three configurations meet the same machine, whatever the rest of the machine did during the
    // section; each run on a quiet machine (quiet-cpu.ts) and a page whose template caches the
    // switch left warm.
    for (const spec of measured) {
      const path = paths.get(spec.page)!;
      const modes = modesOf.get(spec.page)!;
      const session = spec.visitor === "new" ? undefined : sessionOf[spec.visitor];
      const seen = new Map<LighthouseMode, Pick<RunFigures, "uncompressed" | "elsewhere" | "warnings">[]>(
        modes.map((mode) => [mode, []]),
      );
      for (let i = 0; i < run.runs; i++) {
        if (Date.now() > run.deadline) {
          notes.push(`${spec.page}: ${i} of ${run.runs} runs (the bench's budget was spent)`);
          break;
        }
        for (const mode of modes) {
          const out = figures[mode].get(spec.page)!;
          try {
            if (current !== mode) {
              await switchTo(mode);
              await warm(session ? throughProxy(session, proxy) : await newVisitor(proxy.url), path);
            }
            const quiet = await waitForQuietCpu();
            if (quiet.busy) {
              const key = `${spec.page}, ${LIGHTHOUSE_MODE_LABEL[mode]}`;
              busyRuns.set(key, (busyRuns.get(key) ?? 0) + 1);
            }
            const result = await runLighthouse(proxy.pageUrl + path, session?.sessionId);
            const { uncompressed, elsewhere, warnings, ...kept } = result;
            out.runs.push(kept);
            indices.push(kept.benchmark_index);
            seen.get(mode)!.push({ uncompressed, elsewhere, warnings });
          } catch (error) {
            out.failures.push(message(error));
          }
        }
      }
      for (const mode of modes) {
        const out = figures[mode].get(spec.page)!;
        const label = LIGHTHOUSE_MODE_LABEL[mode];
        out.median = medians(out.runs);
        runLog.push(...runNotes(`${spec.page}, ${label}`, seen.get(mode)!));
        const m = out.median;
        const leanNote =
          mode === "lean" && leanLoaded(out) === false ? ", NOT LEAN (Odoo's bundle loaded)" : "";
        process.stdout.write(
          `  lighthouse ${spec.page}, ${label}: ` +
            (m
              ? `${m.score}, LCP ${m.lcp_ms} ms, FCP ${m.fcp_ms} ms, TBT ${m.tbt_ms} ms, CLS ${m.cls}, JS ${(m.js.total / 1024).toFixed(1)} KB${leanNote}`
              : "no run") +
            (out.failures.length ? ` (${out.failures.length} failed)` : "") +
            "\n",
        );
      }
    }
    for (const [key, count] of busyRuns)
      runLog.push(`${key}: ${count} run(s) started on a busy machine (not ${QUIET_RULE})`);
  } finally {
    await proxy?.stop();
    try {
      await restore();
    } finally {
      stopListening();
    }
  }

  const notRun = (): ModeFigures => ({ median: null, runs: [], failures: ["not run"], widgets: [] });
  const pages: LighthousePage[] = measured.map(({ visitor: _visitor, ...spec }) => {
    const lean = website.hasLean ? (figures.lean.get(spec.page) ?? notRun()) : null;
    const ours = figures.ours.get(spec.page) ?? notRun();
    const odoo = spec.hasOdooPage && website.hasSwitch ? (figures.odoo.get(spec.page) ?? notRun()) : null;
    for (const [mode, f] of [
      ["lean", lean],
      ["ours", ours],
      ["odoo", odoo],
    ] as const)
      if (f?.failures.length)
        notes.push(`${spec.page}, ${LIGHTHOUSE_MODE_LABEL[mode]}: failed ${f.failures.join("; ")}`);
    return {
      ...spec,
      path: paths.get(spec.page)!,
      lean,
      lean_reasons: leanReasons.get(spec.page) ?? null,
      ours,
      odoo,
      targets: checkTargets(spec, {
        lean: lean?.median ?? null,
        ours: ours.median,
        odoo: odoo?.median ?? null,
        leanPage: leanLoaded(lean),
      }),
    };
  });
  notes.push(...runLog);
  return {
    lighthouse: lighthouseVersion(),
    chromium: chromiumVersion(),
    nginx: nginxVersion(),
    preset: "mobile preset (simulated throttling)",
    runs_per_page: run.runs,
    benchmark_index: machineSpeed(indices),
    pages,
    notes,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
