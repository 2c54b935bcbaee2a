import { useEffect } from "react";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { openMailLink } from "@/core/page/page-navigation";
import { popupFeatures, SHARE_POPUP } from "../utils/share-popup";
import { fillShareUrl, shareNetwork } from "../utils/share-url";
import { readSharedPage } from "../utils/shared-page";

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A share block (`.s_share`, the product page's share buttons): each sharer
 * link gets the page's URL, title, og:image and the block's hashtags, read
 * when it is used (the URL may have changed since the page loaded). A plain
 * click opens the sharer in a 600 × 550 popup (an email link opens the mail
 * program); a middle click, a modified click or "open in new tab" follows the
 * link itself, whose href is filled as the pointer or focus reaches it. Links
 * that are no sharer (a social link in an old share block) are left alone.
 * Every href is given back as it was on unmount.
 */
export function SiteShare({ element }: EnhancerProps) {
  useEffect(() => {
    const originals = new Map<HTMLAnchorElement, string>();
    for (const link of element.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      originals.set(link, link.getAttribute("href")!);
    }

    function filled(link: HTMLAnchorElement): string | null {
      const original = originals.get(link);
      if (original === undefined) return null;
      const absolute = new URL(original, element.ownerDocument.baseURI);
      return fillShareUrl(absolute.href, shareNetwork(link, absolute), readSharedPage(element));
    }
    function refresh(link: HTMLAnchorElement): void {
      const href = filled(link);
      if (href !== null && link.getAttribute("href") !== href) link.setAttribute("href", href);
    }
    function linkOf(event: Event): HTMLAnchorElement | null {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      return link && originals.has(link) ? link : null;
    }
    function onReach(event: Event): void {
      const link = linkOf(event);
      if (link) refresh(link);
    }
    function onClick(event: MouseEvent): void {
      const link = linkOf(event);
      if (!link) return;
      const href = filled(link);
      if (href === null) return;
      link.setAttribute("href", href);
      if (!isPlainClick(event) || event.defaultPrevented) return;
      event.preventDefault();
      const view = element.ownerDocument.defaultView!;
      if (href.startsWith("mailto:")) {
        openMailLink(href, view);
        return;
      }
      view.open(href, link.target || "_blank", popupFeatures(SHARE_POPUP));
    }

    for (const link of originals.keys()) refresh(link);
    element.addEventListener("click", onClick);
    element.addEventListener("pointerdown", onReach, { passive: true });
    element.addEventListener("focusin", onReach);
    element.addEventListener("contextmenu", onReach);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("pointerdown", onReach);
      element.removeEventListener("focusin", onReach);
      element.removeEventListener("contextmenu", onReach);
      for (const [link, href] of originals) link.setAttribute("href", href);
    };
  }, [element]);
  return null;
}
