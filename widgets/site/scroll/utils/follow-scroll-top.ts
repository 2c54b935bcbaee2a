import { maxScrollTop, scrollPageTo } from "@/core/page/page-scroller";
import { retryUntil } from "@/core/page/retry-until";
import { holdUntilOdooStarted } from "./hold-until-odoo-started";
import { onUserScroll } from "./user-scroll";

/**
 * Scrolls `scroller` to `offset` (a `#scrollTop=N` hash, spec §2.1). A page
 * still growing (its widgets rendering) is tried again every 100 ms, up to 50
 * times (spec §9.1, core/page/retry-until); the last try goes as far as it
 * can. The place reached is held until Odoo's own widgets have started (its
 * header would take it back by its height). The visitor scrolling meanwhile
 * stops it, as does the returned function. Loaded only on a page whose URL
 * asks for it (hooks/use-scroll-top-hash): few visitors ever arrive so.
 */
export function followScrollTop(scroller: Element, offset: number): () => void {
  const controller = new AbortController();
  const unsubscribe = onUserScroll(() => controller.abort());
  let held: Promise<unknown> | undefined;
  void retryUntil(
    (isLastTry) => {
      if (maxScrollTop(scroller) < offset && !isLastTry) return false;
      scrollPageTo(scroller, offset);
      held = holdUntilOdooStarted(scroller, controller.signal);
      return true;
    },
    { signal: controller.signal },
  )
    .then(() => held)
    .finally(unsubscribe);
  return () => {
    controller.abort();
    unsubscribe();
  };
}
