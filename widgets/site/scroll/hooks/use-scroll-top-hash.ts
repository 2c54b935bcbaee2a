import { useEffect } from "react";
import { parseScrollTopHash } from "../utils/scroll-top-hash";

/**
 * A URL hash `#scrollTop=N` scrolls `scroller` to offset N (spec §2.1), on
 * arrival and when the hash changes (utils/follow-scroll-top: retried while
 * the page grows, held while Odoo starts, stopped by the visitor's own
 * scrolling). What follows the hash is fetched only when a URL has one: this
 * widget is on every page, the hash on few visits.
 */
export function useScrollTopHash(scroller: Element): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const follow = () => {
      stop?.();
      stop = undefined;
      const offset = parseScrollTopHash(window.location.hash);
      if (offset === undefined) return;
      let cancelled = false;
      stop = () => {
        cancelled = true;
      };
      void import("../utils/follow-scroll-top").then(({ followScrollTop }) => {
        if (!cancelled) stop = followScrollTop(scroller, offset);
      });
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => {
      window.removeEventListener("hashchange", follow);
      stop?.();
    };
  }, [scroller]);
}
