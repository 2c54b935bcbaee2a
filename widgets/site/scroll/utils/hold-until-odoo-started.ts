import { scrollEventTarget, scrollPageTo } from "@/core/page/page-scroller";
import { RETRY_INTERVAL_MS, RETRY_MAX_RETRIES } from "@/core/page/retry-until";

/** Odoo sets `odoo.__WOWL_DEBUG__` once its public root has started every public widget (web's public_root.js). */
function odooStarted(win: Window): boolean {
  return Boolean((win as unknown as { odoo?: { __WOWL_DEBUG__?: unknown } }).odoo?.__WOWL_DEBUG__);
}

/**
 * Keeps `scroller` where it is until Odoo's public widgets have started: Odoo's
 * header, starting on a page already scrolled, takes it back by its own height
 * (website's menu.js, `_adjustUrlAutoScroll`, meant for a `#section` anchor under
 * a fixed header). A page whose widgets' places have their size from the first
 * paint is tall enough for `#scrollTop=N` before Odoo starts, so that would
 * undo it. Any other scroll until then is put back too; the visitor's own
 * scrolling aborts `signal`, and the hold ends after the spec's retry window
 * (5 s) if Odoo never starts. Odoo's scroll event comes before the frame in
 * which it is seen started: one frame more, and the hold ends. Resolves then.
 */
export function holdUntilOdooStarted(scroller: Element, signal: AbortSignal): Promise<void> {
  const win = scroller.ownerDocument.defaultView ?? window;
  const top = scroller.scrollTop;
  const target = scrollEventTarget(scroller);
  const putBack = () => {
    if (Math.abs(scroller.scrollTop - top) >= 1) scrollPageTo(scroller, top);
  };
  let frame = 0;
  let done = () => {};
  const released = new Promise<void>((resolve) => {
    done = resolve;
  });
  const watch = () => {
    frame = win.requestAnimationFrame(odooStarted(win) ? release : watch);
  };
  const timeout = win.setTimeout(release, RETRY_INTERVAL_MS * RETRY_MAX_RETRIES);
  function release(): void {
    target.removeEventListener("scroll", putBack);
    win.cancelAnimationFrame(frame);
    win.clearTimeout(timeout);
    signal.removeEventListener("abort", release);
    done();
  }
  if (signal.aborted) {
    release();
    return released;
  }
  target.addEventListener("scroll", putBack, { passive: true });
  signal.addEventListener("abort", release, { once: true });
  watch();
  return released;
}
