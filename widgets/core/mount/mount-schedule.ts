import type { LoadStrategy } from "@/core/mount/widget-registry";
import { pageScroller } from "@/core/page/page-scroller";

// Odoo 17's website editor puts this class on <body> while a page is edited.
const EDITOR_CLASS = "editor_enable";

/** True while Odoo's website editor edits the page: widgets and enhancers are inert then. */
export function isEditing(doc: Document): boolean {
  return doc.body?.classList.contains(EDITOR_CLASS) ?? false;
}

/** Runs `run` when `strategy` says the element's chunk should load; returns a cancel. */
export function schedule(element: Element, strategy: LoadStrategy, run: () => void): () => void {
  const win = element.ownerDocument.defaultView ?? window;
  if (strategy === "idle") {
    if (typeof win.requestIdleCallback === "function") {
      const handle = win.requestIdleCallback(run, { timeout: 2000 });
      return () => win.cancelIdleCallback(handle);
    }
    const handle = win.setTimeout(run, 1);
    return () => win.clearTimeout(handle);
  }
  if (strategy === "visible" && typeof win.IntersectionObserver === "function") {
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          run();
        }
      },
      // Start a little before it scrolls in so the chunk is there on arrival.
      { root: nearRoot(element), rootMargin: "200px" },
    );
    observer.observe(element);
    // Folded away (a collapsed section: no box to intersect), it comes when its
    // place on the page does: the visitor is near, and may unfold it.
    const place = placeOf(element);
    if (place) observer.observe(place);
    return () => observer.disconnect();
  }
  // Eager (or visible without IntersectionObserver): still async, so
  // startWidgets returns before any chunk is requested.
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}

/**
 * What "near" is measured against: the element the page scrolls in when that
 * is not the document (Odoo 17's #wrapwrap, which clips what it holds to the
 * viewport, so against the viewport a margin would never reach below the
 * fold); the viewport (null) otherwise, and for an element outside it.
 */
export function nearRoot(element: Element): Element | null {
  const doc = element.ownerDocument;
  const scroller = pageScroller(doc);
  const isDocument = scroller === doc.scrollingElement || scroller === doc.documentElement;
  return !isDocument && scroller.contains(element) ? scroller : null;
}

/** The nearest ancestor with a box, when `element` has none (inside a display: none section). */
function placeOf(element: Element): Element | null {
  if (element.getClientRects().length > 0) return null;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent.getClientRects().length > 0) return parent;
  }
  return null;
}
