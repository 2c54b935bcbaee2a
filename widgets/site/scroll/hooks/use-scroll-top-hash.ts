import { useEffect } from "react";
import { maxScrollTop, scrollPageTo } from "@/core/page/page-scroller";
import { retryUntil } from "@/core/page/retry-until";
import { holdUntilOdooStarted } from "../utils/hold-until-odoo-started";
import { parseScrollTopHash } from "../utils/scroll-top-hash";
import { onUserScroll } from "../utils/user-scroll";

/**
 * A URL hash `#scrollTop=N` scrolls `scroller` to offset N (spec §2.1), on
 * arrival and when the hash changes. A page still growing (its widgets
 * rendering) is tried again every 100 ms, up to 50 times (spec §9.1,
 * core/page/retry-until); the last try goes as far as it can. The place
 * reached is held until Odoo's own widgets have started (its header would take
 * it back by its height). The visitor scrolling meanwhile stops it.
 */
export function useScrollTopHash(scroller: Element): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const follow = () => {
      stop?.();
      const offset = parseScrollTopHash(window.location.hash);
      if (offset === undefined) return;
      const controller = new AbortController();
      const unsubscribe = onUserScroll(() => controller.abort());
      stop = () => {
        controller.abort();
        unsubscribe();
      };
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
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => {
      window.removeEventListener("hashchange", follow);
      stop?.();
    };
  }, [scroller]);
}
