/** The spec's pager (§9.1): a window of 5 page links, starting at page 1. */
export const PAGER_SCOPE = 5;

export type ThreadPager = {
  pageCount: number;
  /** The current page, within 1..pageCount (1 when there is none). */
  page: number;
  /** The page links shown: at most PAGER_SCOPE consecutive pages around the current one. */
  pages: number[];
  previous: number | null;
  next: number | null;
};

/**
 * Odoo's portal pager arithmetic (portal_chatter.js `_pager`): the window is
 * centred on the current page where it can be, and slides against the ends.
 */
export function threadPager(total: number, page: number, step: number, scope = PAGER_SCOPE): ThreadPager {
  const pageCount = Math.max(0, Math.ceil(total / step));
  const current = Math.max(1, Math.min(Math.trunc(page) || 1, Math.max(pageCount, 1)));
  const span = scope - 1;
  let first = Math.max(current - Math.floor(span / 2), 1);
  const last = Math.min(first + span, pageCount);
  first = last - span > 0 ? last - span : 1;
  const pages: number[] = [];
  for (let index = first; index <= last; index += 1) pages.push(index);
  return {
    pageCount,
    page: current,
    pages,
    previous: current > 1 ? current - 1 : null,
    next: current < pageCount ? current + 1 : null,
  };
}
