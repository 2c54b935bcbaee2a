// Shows a page section (e.g. "#your-box") and moves keyboard and screen-reader
// focus to its heading, so the next Tab starts there: after a zip check here,
// or on the page a zip check elsewhere led to (go-to-section.ts).

import { takePendingSection } from "./pending-section";

const HEADINGS = "h1, h2, h3, h4, h5, h6";

/** Scrolls `section` into view and focuses its first heading (or itself). */
export function revealSection(section: HTMLElement): void {
  const win = section.ownerDocument.defaultView ?? window;
  const heading = section.matches(HEADINGS)
    ? section
    : (section.querySelector<HTMLElement>(HEADINGS) ?? section);
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  const reduceMotion = win.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  section.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  heading.focus({ preventScroll: true });
  keepInView(section, win);
}

/** How long a section is kept in view while the blocks above it may still render. */
const KEEP_MS = 5000;

/**
 * Keeps `section` at the top of the view while the content above it grows
 * (a menu whose dishes arrive after the visitor was led there): a smooth
 * scroll aims at where the section was when it started, and the browser's
 * scroll anchoring does not correct a programmatic scroll. Ends at the
 * visitor's own first scroll, key or touch, or after KEEP_MS.
 */
function keepInView(section: HTMLElement, win: Window): void {
  const parent = section.parentElement;
  const Observer = (win as Window & typeof globalThis).ResizeObserver;
  if (!parent || typeof Observer !== "function") return;
  let lastTop = section.offsetTop;
  const observer = new Observer(() => {
    if (section.offsetTop === lastTop) return;
    lastTop = section.offsetTop;
    section.scrollIntoView?.({ behavior: "auto", block: "start" });
  });
  observer.observe(parent);
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of USER_SCROLL) win.removeEventListener(type, stop, true);
  };
  const timer = win.setTimeout(stop, KEEP_MS);
  for (const type of USER_SCROLL) win.addEventListener(type, stop, { capture: true, passive: true });
}

/** What a visitor does to scroll on their own. */
const USER_SCROLL = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** On the page a `goToSection` led to: focuses the section it was sent to, once. */
export function revealPendingSection(win: Window = window): void {
  const section = takePendingSection(win);
  if (section) revealSection(section);
}
