// The typed answers' tables page by the server's record limit (spec §2.9):
// page N (from 1) shows rows limit×(N−1) to limit×N − 1; the first page is
// the one shown on load.

export const FIRST_PAGE = 1;

/** How many pages `total` rows make, `limit` a page (at least one). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** The rows of page `page`: indexes limit×(page−1) to limit×page − 1. */
export function pageRows<T>(rows: readonly T[], limit: number, page: number): T[] {
  const size = Math.max(1, limit);
  return rows.slice(size * (page - 1), size * page);
}

/** Odoo's results tables' room (survey_templates_statistics.xml): a row, a text area's row, the header and margin. */
export const ROW_HEIGHT = 35;
export const TALL_ROW_HEIGHT = 83;
const HEADER_AND_MARGIN = 35 + 16;

/** The table's height for its first page, as Odoo's page reserves it: nothing moves when the widget mounts. */
export function tableHeight(total: number, limit: number, tallRows: boolean): string {
  const rows = Math.min(total, Math.max(1, limit));
  return `${(tallRows ? TALL_ROW_HEIGHT : ROW_HEIGHT) * rows + HEADER_AND_MARGIN}px`;
}
