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
    const observeNear = (place: Element | null) => {
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
      if (place) observer.observe(place);
      return () => observer.disconnect();
    };
    // Folded away (a collapsed section, e.g. the product page's reviews): it
    // comes when the visitor unfolds it or reaches for its toggle, not when
    // its place is near: a visitor who never opens it never loads it.
    // (Without ResizeObserver: when its section's place comes near.)
    const section = foldedSection(element);
    if (!section) return observeNear(null);
    return typeof win.ResizeObserver === "function"
      ? whenUnfolded(element, section, run)
      : observeNear(section.parentElement);
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

/**
 * The folded section holding `element`: its outermost ancestor with no box
 * (display: none, as a collapsed `.collapse`) inside one that has a box; null
 * when `element` has a box, or when nothing around it has one (not laid out).
 */
export function foldedSection(element: Element): Element | null {
  if (element.getClientRects().length > 0) return null;
  let folded: Element = element;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent.getClientRects().length > 0) return folded;
    folded = parent;
  }
  return null;
}

// What a visitor does just before a click: the chunk starts loading on it.
const INTENT_EVENTS = ["pointerenter", "pointerdown", "focusin"] as const;

/**
 * Runs `run` once `element` gets a box (its section unfolded, whatever did it:
 * its toggle, a link to its anchor, a script) or the visitor reaches for a
 * control of the section (`aria-controls`, Bootstrap's `data-bs-target` or a
 * link to its id): hovered, pressed or focused, so the chunk is mostly there
 * when the section opens. Returns a cancel.
 */
function whenUnfolded(element: Element, section: Element, run: () => void): () => void {
  const win = element.ownerDocument.defaultView ?? window;
  const toggles = section.id ? sectionToggles(element.ownerDocument, section.id) : [];
  const cancel = () => {
    resizes.disconnect();
    for (const toggle of toggles) {
      for (const type of INTENT_EVENTS) toggle.removeEventListener(type, start);
    }
  };
  const start = () => {
    cancel();
    run();
  };
  const resizes = new win.ResizeObserver(() => {
    if (element.getClientRects().length > 0) start();
  });
  resizes.observe(element);
  for (const toggle of toggles) {
    for (const type of INTENT_EVENTS) toggle.addEventListener(type, start);
  }
  return cancel;
}

/** The controls that unfold the section of id `id` (compared as text: no selector escaping). */
function sectionToggles(doc: Document, id: string): Element[] {
  return [...doc.querySelectorAll("[aria-controls], [data-bs-target], a[href^='#']")].filter(
    (control) =>
      (control.getAttribute("aria-controls") ?? "").split(/\s+/).includes(id) ||
      control.getAttribute("data-bs-target") === `#${id}` ||
      (control.tagName === "A" && control.getAttribute("href") === `#${id}`),
  );
}
