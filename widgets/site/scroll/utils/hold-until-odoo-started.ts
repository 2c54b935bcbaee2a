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
 * visitor's own scrolling). Resolves when it ends. A page without Odoo's
 * frontend bundle (a lean page, website_weekbox_site) has no Odoo header to
 * wait for: nothing is held there.
 */
export function holdUntilOdooStarted(scroller: Element, signal: AbortSignal): Promise<unknown> {
  // Odoo's frontend bundle (its script's data-src until the page has loaded, as
  // Odoo loads it lazily; src after, or in debug): not called on a lean page.
  if (!document.querySelector('script[data-src*="assets_frontend_lazy"],script[src*="assets_frontend_lazy"]'))
    return Promise.resolve();
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
