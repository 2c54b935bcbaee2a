/**
 * The element the page scrolls in. Odoo 17's website pages scroll inside
 * `#wrapwrap` (`overflow: auto`, `<body>` hidden), other pages in the
 * document's own scrolling element.
 */
export function pageScroller(doc: Document = document): Element {
  const wrapwrap = doc.getElementById("wrapwrap");
  if (wrapwrap) {
    const overflow = doc.defaultView?.getComputedStyle(wrapwrap).overflowY;
    if (overflow === "auto" || overflow === "scroll") return wrapwrap;
  }
  return doc.scrollingElement ?? doc.documentElement;
}

/**
 * Where scroll events of the page's scroller are heard: the element itself,
 * or the window when the document scrolls.
 */
export function scrollEventTarget(scroller: Element): Element | Window {
  const doc = scroller.ownerDocument;
  return scroller === doc.scrollingElement || scroller === doc.documentElement
    ? (doc.defaultView ?? window)
    : scroller;
}

/** Scrolls the page's scroller to `top` at once, whatever CSS `scroll-behavior` says. */
export function scrollPageTo(scroller: Element, top: number): void {
  scroller.scrollTo({ top, behavior: "instant" });
}

/** The largest offset the scroller can reach now. */
export function maxScrollTop(scroller: Element): number {
  return Math.max(0, scroller.scrollHeight - scroller.clientHeight);
}
