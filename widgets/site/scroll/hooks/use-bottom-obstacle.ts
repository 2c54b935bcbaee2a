import { useEffect } from "react";

/** Odoo's cookie bar while shown (website.cookies_bar: a Bootstrap modal at the bottom of the window). */
export const COOKIE_BAR = "#website_cookies_bar .modal.show .modal-content";

function coveredHeight(doc: Document): number {
  const bar = doc.querySelector(COOKIE_BAR);
  if (!bar) return 0;
  const top = bar.getBoundingClientRect().top;
  return Math.max(0, Math.ceil((doc.defaultView?.innerHeight ?? 0) - top));
}

/**
 * Keeps the page's `--wb-obstacle` at how many pixels at the bottom of the
 * window Odoo's cookie bar covers now (0 when it is not shown): its height
 * changes with its text's wrapping, so it is measured, on each change of the
 * bar and of the window.
 */
export function useBottomObstacle(doc: Document = document): void {
  useEffect(() => {
    // The page's bottom-right widgets, whatever their chunk, rise by it in
    // their CSS: back to top (site-scroll.css), the live chat button
    // (livechat-button.css).
    const update = () => doc.documentElement.style.setProperty("--wb-obstacle", `${coveredHeight(doc)}px`);
    update();
    const view = doc.defaultView ?? window;
    view.addEventListener("resize", update);
    const bar = doc.getElementById("website_cookies_bar");
    const observer = new MutationObserver(update);
    if (bar) observer.observe(bar, { attributes: true, subtree: true, attributeFilter: ["class", "style"] });
    // Bootstrap shows the modal with a transition: measure again once it ends.
    bar?.addEventListener("transitionend", update);
    return () => {
      view.removeEventListener("resize", update);
      observer.disconnect();
      bar?.removeEventListener("transitionend", update);
    };
  }, [doc]);
}
