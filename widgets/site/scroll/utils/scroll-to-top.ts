import { scrollPageTo } from "@/core/page/page-scroller";

/** The back-to-top button shows once the page is scrolled past this offset (spec §2.1). */
export const SHOW_AFTER_PX = 100;
/** How long the way back to the top takes (spec §2.1); at once under reduced motion. */
export const SCROLL_TO_TOP_MS = 800;

/** Slow start, slow end. */
export function easeInOutCubic(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/**
 * Scrolls `scroller` to its top over `durationMs` (0: at once), one step per
 * animation frame. Stops where it is when `signal` aborts (the visitor took
 * over). Resolves when done or stopped.
 */
export function animateScrollToTop(
  scroller: Element,
  durationMs: number,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const from = scroller.scrollTop;
    if (durationMs <= 0 || from <= 0) {
      scrollPageTo(scroller, 0);
      resolve();
      return;
    }
    let start: number | undefined;
    const step = (now: number) => {
      if (signal?.aborted) return resolve();
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      scrollPageTo(scroller, Math.round(from * (1 - easeInOutCubic(progress))));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
