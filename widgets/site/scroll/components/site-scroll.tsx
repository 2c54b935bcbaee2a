import { useEffect, useMemo, useRef } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { pageScroller } from "@/core/page/page-scroller";
import { useMediaQuery } from "@/ui/use-media-query";
import { useBottomObstacle } from "../hooks/use-bottom-obstacle";
import { useScrollTopHash } from "../hooks/use-scroll-top-hash";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { focusPageTop } from "../utils/focus-page-top";
import { animateScrollToTop, SCROLL_TO_TOP_MS, SHOW_AFTER_PX } from "../utils/scroll-to-top";
import { onUserScroll } from "../utils/user-scroll";
import type { SiteScrollProps } from "../site-scroll-props";

/**
 * The page's scroll features (spec §2.1): a floating back-to-top button,
 * shown (and in the accessibility tree) only once the page is scrolled past
 * 100 px, taking the page to the top over 800 ms (at once under reduced
 * motion) and focus with it; and the scroll position from `#scrollTop=N`.
 */
export function SiteScroll(_props: SiteScrollProps) {
  const t = useTranslate();
  const scroller = useMemo(() => pageScroller(), []);
  useScrollTopHash(scroller);
  const shown = useScrolledPast(scroller, SHOW_AFTER_PX);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  // Above Odoo's cookie bar while it is shown (and the live chat button too:
  // hooks/use-bottom-obstacle.ts).
  useBottomObstacle(scroller.ownerDocument);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const backToTop = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const unsubscribe = onUserScroll(() => controller.abort());
    await animateScrollToTop(scroller, reducedMotion ? 0 : SCROLL_TO_TOP_MS, controller.signal);
    unsubscribe();
    if (!controller.signal.aborted) focusPageTop(scroller.ownerDocument);
  };

  return (
    <div className="weekbox-back-to-top" hidden={!shown}>
      {/* A plain button: on every page, react-aria's (its press events) would
          bring it about 20 KB gzip for nothing a native button lacks here. */}
      <button
        type="button"
        className="weekbox-back-to-top-button btn btn-primary rounded-circle shadow o_no_wait_lazy_js"
        aria-label={t("Back to top")}
        onClick={() => void backToTop()}
      >
        <span className="fa fa-angle-up" aria-hidden="true" />
      </button>
    </div>
  );
}
