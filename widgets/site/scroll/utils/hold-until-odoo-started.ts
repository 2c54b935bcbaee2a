import { scrollEventTarget, scrollPageTo } from "@/core/page/page-scroller";
import { retryUntil } from "@/core/page/retry-until";

/**
 * Keeps `scroller` where it is until Odoo's public widgets have started: Odoo's
 * header, starting on a page already scrolled, takes it back by its own height
 * (website's menu.js, `_adjustUrlAutoScroll`, meant for a `#section` anchor under
 * a fixed header). A page whose widgets' places have their size from the first
 * paint is tall enough for `#scrollTop=N` before Odoo starts, so that would
 * undo it. Odoo sets `odoo.__WOWL_DEBUG__` once its public root has started
 * (web's public_root.js); its header's scroll event may come a frame later, so
 * the hold ends at the check after the one that saw it: checked as the spec's
 * retries are (every 100 ms, 5 s at most), and stopped by `signal` (the
 * visitor's own scrolling). Resolves when it ends.
 */
export function holdUntilOdooStarted(scroller: Element, signal: AbortSignal): Promise<unknown> {
  const top = scroller.scrollTop;
  const target = scrollEventTarget(scroller);
  const putBack = () => {
    if (!signal.aborted && scroller.scrollTop !== top) scrollPageTo(scroller, top);
  };
  target.addEventListener("scroll", putBack);
  let started = false;
  return retryUntil(
    () => {
      const before = started;
      started = Boolean((window as { odoo?: { __WOWL_DEBUG__?: unknown } }).odoo?.__WOWL_DEBUG__);
      return before;
    },
    { signal },
  ).finally(() => target.removeEventListener("scroll", putBack));
}
