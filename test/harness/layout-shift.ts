// Cumulative layout shift (CLS) of a page as Chromium reports it: the shifts
// no input caused, summed from the page's start (a budget: ≤ 0.05).
import type { BrowserContext, Page } from "playwright-core";

/** The largest layout shift a page may have (the pages' budget). */
export const CLS_BUDGET = 0.05;

/** Counts the layout shifts of every page the context opens from now on. */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = window as unknown as { __weekboxLayoutShift: number };
    state.__weekboxLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.__weekboxLayoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The page's layout shift so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __weekboxLayoutShift: number }).__weekboxLayoutShift);
}
