/**
 * How many indicators a page of the slideshow's row shows, as Odoo 17's
 * slider does: as many as fit the row, less three (its two page arrows and
 * some room), at least one. A row not laid out (hidden) shows them all.
 */
export function indicatorsPerPage(rowWidth: number, indicatorWidth: number, count: number): number {
  if (!(rowWidth > 0 && indicatorWidth > 0)) return Math.max(1, count);
  return Math.max(1, Math.floor(rowWidth / indicatorWidth) - 3);
}

export type IndicatorPage = {
  /** 0-based. */
  page: number;
  pages: number;
  /** The first indicator shown, and one past the last. */
  first: number;
  end: number;
};

/** The page of indicators that holds the active slide `index`. */
export function indicatorPage(index: number, perPage: number, count: number): IndicatorPage {
  const pages = Math.max(1, Math.ceil(count / perPage));
  const page = Math.min(Math.max(0, Math.floor(index / perPage)), pages - 1);
  return { page, pages, first: page * perPage, end: Math.min(count, (page + 1) * perPage) };
}

/** The slide a page arrow goes to: the first of the page before or after (Odoo's too). */
export function pageArrowTarget(index: number, step: -1 | 1, perPage: number, count: number): number {
  const { page, pages } = indicatorPage(index, perPage, count);
  const next = Math.min(Math.max(page + step, 0), pages - 1);
  return Math.min(next * perPage, Math.max(0, count - 1));
}
