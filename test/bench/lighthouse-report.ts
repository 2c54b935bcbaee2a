// The lighthouse section's figures (bench.json) and tables (bench.md): per page
// the median of its runs, ours beside Odoo's own page, and the targets of issues
// #30 (CLS ≤ 0.05 on every page; performance, LCP and FCP at least as good as
// Odoo's own page) and #34 (performance ≥ 95 on home and a product page; total
// JS ≤ 160 KB gzip on home, wizard, catalogue and product, ≤ 220 KB on cart,
// checkout and payment). Pure: no Odoo, no browser.
import type { RunFigures } from "./lighthouse-run";
import { MODE_LABEL } from "./shop-report";

export const CLS_TARGET = 0.05;
export const SCORE_TARGET = 95;

/** A page the section measures; `hasOdooPage`: it is also measured as Odoo's own page (the takeover off). */
export type LighthousePageSpec = {
  page: string;
  hasOdooPage: boolean;
  /** #34's performance ≥ 95 applies to it. */
  scoreTarget: boolean;
  /** #34's total JS budget, KB of 1,024 bytes gzip. */
  jsBudgetKb: number;
};

/** The medians kept per page and mode: score 0–100, ms, CLS, bytes. */
export type Medians = {
  score: number;
  lcp_ms: number;
  fcp_ms: number;
  tbt_ms: number;
  cls: number;
  js: RunFigures["js"];
};

export type ModeFigures = {
  /** Median of the runs that gave a report; null when none did. */
  median: Medians | null;
  runs: Pick<RunFigures, "score" | "lcp_ms" | "fcp_ms" | "tbt_ms" | "cls" | "js">[];
  failures: string[];
  /** The data-widget mount points the page's HTML had in this mode. */
  widgets: string[];
};

/** Each target: true met, false missed, null not measurable (no figure, no Odoo counterpart, not asked). */
export type PageTargets = {
  cls: boolean | null;
  score_vs_odoo: boolean | null;
  lcp_vs_odoo: boolean | null;
  fcp_vs_odoo: boolean | null;
  score_95: boolean | null;
  js_budget: boolean | null;
};

export type LighthousePage = LighthousePageSpec & {
  path: string;
  ours: ModeFigures;
  /** Odoo's own page; null when the page has none (the meal-box pages). */
  odoo: ModeFigures | null;
  targets: PageTargets;
};

export type LighthouseFigures = {
  lighthouse: string;
  chromium: string;
  nginx: string;
  preset: string;
  runs_per_page: number;
  pages: LighthousePage[];
  notes: string[];
  seconds: number;
};

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs, figure by figure (as Lighthouse's own docs advise for several runs). */
export function medians(runs: readonly ModeFigures["runs"][number][]): Medians | null {
  if (runs.length === 0) return null;
  const of = (pick: (run: ModeFigures["runs"][number]) => number) => median(runs.map(pick));
  return {
    score: of((r) => r.score),
    lcp_ms: Math.round(of((r) => r.lcp_ms)),
    fcp_ms: Math.round(of((r) => r.fcp_ms)),
    tbt_ms: Math.round(of((r) => r.tbt_ms)),
    cls: Number(of((r) => r.cls).toFixed(3)),
    js: {
      ours: of((r) => r.js.ours),
      odoo: of((r) => r.js.odoo),
      other: of((r) => r.js.other),
      total: of((r) => r.js.total),
    },
  };
}

/** The targets of one page from its medians (ours, and Odoo's own page when it has one). */
export function checkTargets(
  spec: LighthousePageSpec,
  ours: Medians | null,
  odoo: Medians | null,
): PageTargets {
  const versus = (better: (o: Medians, r: Medians) => boolean) =>
    ours && odoo && spec.hasOdooPage ? better(ours, odoo) : null;
  return {
    cls: ours ? ours.cls <= CLS_TARGET : null,
    score_vs_odoo: versus((o, r) => o.score >= r.score),
    lcp_vs_odoo: versus((o, r) => o.lcp_ms <= r.lcp_ms),
    fcp_vs_odoo: versus((o, r) => o.fcp_ms <= r.fcp_ms),
    score_95: spec.scoreTarget && ours ? ours.score >= SCORE_TARGET : null,
    js_budget: ours ? ours.js.total / 1024 <= spec.jsBudgetKb : null,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mark = (ok: boolean | null) => (ok === null ? "—" : ok ? "✓" : "✗");

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** "ours / Odoo's" (just ours without a counterpart); "failed" for a mode without a report. */
function pair(page: LighthousePage, show: (m: Medians) => string): string {
  const one = (figures: ModeFigures) => (figures.median ? show(figures.median) : "failed");
  return page.odoo ? `${one(page.ours)} / ${one(page.odoo)}` : one(page.ours);
}

function jsCell(figures: ModeFigures | null): string {
  if (!figures) return "—";
  const m = figures.median;
  if (!m) return "failed";
  const other = m.js.other ? ` + other ${kb(m.js.other)}` : "";
  return `${kb(m.js.total)} (ours ${kb(m.js.ours)} + Odoo's ${kb(m.js.odoo)}${other})`;
}

export function lighthouseMarkdown(figures: LighthouseFigures): string {
  const intro =
    `Lighthouse ${figures.lighthouse}, ${figures.preset}, headless ${figures.chromium}, median of ` +
    `${figures.runs_per_page} runs per page, through nginx ${figures.nginx} with gzip (as Odoo is deployed); ` +
    `ours = the takeover on, ${MODE_LABEL.odoo} = \`website.weekbox_shop_widgets\` off (our widgets outside ` +
    `the takeover still on: the language switcher, back to top, the product's reviews and follow button, the ` +
    `payment page's form, carriers and date; bench.json lists each page's widgets); the meal-box pages have no Odoo counterpart. ${figures.seconds} s.`;
  const pages = figures.pages;
  const results = table(
    [
      "page",
      "performance ours / Odoo's",
      "LCP ours / Odoo's",
      "FCP ours / Odoo's",
      "TBT ms ours / Odoo's",
      "CLS ours / Odoo's",
      "JS transferred KB, ours",
      "JS transferred KB, Odoo's own page",
    ],
    pages.map((p) => [
      p.page,
      pair(p, (m) => String(m.score)),
      pair(p, (m) => seconds(m.lcp_ms)),
      pair(p, (m) => seconds(m.fcp_ms)),
      pair(p, (m) => String(m.tbt_ms)),
      pair(p, (m) => m.cls.toFixed(2)),
      jsCell(p.ours),
      jsCell(p.odoo),
    ]),
  );
  const targets = table(
    [
      "page",
      `CLS ≤ ${CLS_TARGET}`,
      "performance ≥ Odoo's",
      "LCP ≤ Odoo's",
      "FCP ≤ Odoo's",
      `performance ≥ ${SCORE_TARGET} (#34)`,
      "total JS (#34)",
    ],
    pages.map((p) => [
      p.page,
      mark(p.targets.cls),
      mark(p.targets.score_vs_odoo),
      mark(p.targets.lcp_vs_odoo),
      mark(p.targets.fcp_vs_odoo),
      mark(p.targets.score_95),
      `≤ ${p.jsBudgetKb} KB ${mark(p.targets.js_budget)}`,
    ]),
  );
  const verdicts = pages.flatMap((p) => Object.values(p.targets)).filter((ok) => ok !== null);
  const met = `Targets met: ${verdicts.filter(Boolean).length} of ${verdicts.length} (— : no Odoo counterpart, not asked, or not measured).`;
  const notes = figures.notes.length ? `\n\n${figures.notes.map((note) => `- ${note}`).join("\n")}` : "";
  return `${intro}\n\n${results}\n\n${targets}\n\n${met}${notes}`;
}

/** Run notes worth reading: scripts the proxy did not compress, requests off the page's origin, Lighthouse's warnings. */
export function runNotes(
  label: string,
  runs: readonly Pick<RunFigures, "uncompressed" | "elsewhere" | "warnings">[],
): string[] {
  const distinct = (pick: (run: (typeof runs)[number]) => string[]) => [...new Set(runs.flatMap(pick))];
  const notes: string[] = [];
  const uncompressed = distinct((r) => r.uncompressed);
  if (uncompressed.length)
    notes.push(
      `${label}: scripts served uncompressed: ${uncompressed.slice(0, 3).join(", ")}${uncompressed.length > 3 ? "…" : ""}`,
    );
  const elsewhere = distinct((r) => r.elsewhere);
  if (elsewhere.length)
    notes.push(`${label}: requests to other origins (no network here): ${elsewhere.join(", ")}`);
  for (const warning of distinct((r) => r.warnings)) notes.push(`${label}: Lighthouse: ${warning}`);
  return notes;
}
