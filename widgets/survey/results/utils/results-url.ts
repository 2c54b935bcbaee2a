// The results page's filter URLs (spec §2.9, §3.6, §4.5), on the page's path
// and query as the browser has them ("/survey/results/3?0,12&finished"). The
// spec's grammar: a query item '{row_id},{answer_id}' per answer filter (row 0
// for an answer of no matrix row), filters stacking, and a 'finished' flag.
// Odoo 17's own grammar, which the server reads too: 'filters=A,row,answer|
// L,0,line' (the typed answers' filters, which the spec has no item for) and
// 'finished=true', 'passed=true', 'failed=true'. The query is edited item by
// item: '12,34' must stay as it is (URLSearchParams would write '12%2C34=').

const SPEC_ITEM = /^(\d+),(\d+)$/;

type Location = { pathname: string; search: string };

function itemsOf(search: string): string[] {
  return search.replace(/^\?/, "").split("&").filter(Boolean);
}

function urlOf(pathname: string, items: readonly string[]): string {
  return items.length ? `${pathname}?${items.join("&")}` : pathname;
}

function keyOf(item: string): string {
  return decodeURIComponent(item.split("=")[0] ?? "");
}

/** The URL with an answer's filter added: '{row_id},{answer_id}', '?' first then '&'. */
export function withAnswerFilter(
  { pathname, search }: Location,
  answerId: number,
  rowId?: number | null,
): string {
  return urlOf(pathname, [...itemsOf(search), `${rowId || 0},${answerId}`]);
}

/** The URL with a typed answer's filter added (Odoo 17's grammar: 'L,0,<line id>' in 'filters'). */
export function withLineFilter({ pathname, search }: Location, lineId: number): string {
  const items = itemsOf(search);
  const index = items.findIndex((item) => keyOf(item) === "filters");
  const line = `L,0,${lineId}`;
  if (index < 0) return urlOf(pathname, [...items, `filters=${encodeURIComponent(line)}`]);
  const current = decodeURIComponent(items[index]!.slice("filters=".length));
  const next = [...items];
  next[index] = `filters=${encodeURIComponent(current ? `${current}|${line}` : line)}`;
  return urlOf(pathname, next);
}

/** 'clear filter': the URL without its query, every filter and flag gone. */
export function withoutFilters({ pathname }: Location): string {
  return pathname;
}

/** Whether the 'finished' flag is on (the spec's 'finished' or Odoo's 'finished=true'). */
export function isFinished({ search }: Location): boolean {
  return itemsOf(search).some((item) => keyOf(item) === "finished" && !/=(false|0)$/.test(item));
}

/** 'all': the URL without the 'finished' flag; null when it has none (nothing to do). */
export function withoutFinished(location: Location): string | null {
  if (!isFinished(location)) return null;
  return urlOf(
    location.pathname,
    itemsOf(location.search).filter((item) => keyOf(item) !== "finished"),
  );
}

/** 'finished': the URL with the 'finished' flag; null when it has it already. */
export function withFinished(location: Location): string | null {
  if (isFinished(location)) return null;
  return urlOf(location.pathname, [...itemsOf(location.search), "finished"]);
}

/** Odoo 17's passed / failed filters of a quiz: one of them, or neither ('all'). */
export function withScoreFilter(location: Location, which: "passed" | "failed" | null): string {
  const items = itemsOf(location.search).filter((item) => !["passed", "failed"].includes(keyOf(item)));
  return urlOf(location.pathname, which ? [...items, `${which}=true`] : items);
}

/** One active filter: an answer (row 0: not a matrix row's) or a typed answer's line. */
export type ActiveFilter = { key: "A" | "L"; rowId: number; recordId: number };

/** The URL without one filter, in whichever grammar it was written. */
export function withoutFilter(location: Location, filter: ActiveFilter): string {
  const odoo = `${filter.key},${filter.rowId},${filter.recordId}`;
  const items = itemsOf(location.search).flatMap((item) => {
    const spec = SPEC_ITEM.exec(decodeURIComponent(item.split("=")[0] ?? ""));
    if (spec) {
      const same =
        filter.key === "A" && Number(spec[1]) === filter.rowId && Number(spec[2]) === filter.recordId;
      return same ? [] : [item];
    }
    if (keyOf(item) !== "filters") return [item];
    const kept = decodeURIComponent(item.slice("filters=".length))
      .split("|")
      .filter((part) => part && part !== odoo);
    return kept.length ? [`filters=${encodeURIComponent(kept.join("|"))}`] : [];
  });
  return urlOf(location.pathname, items);
}
