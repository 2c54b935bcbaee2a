// Shows a page section (e.g. "#your-box") and moves keyboard and screen-reader
// focus to its heading, so the next Tab starts there: after a zip check here,
// or on the page a zip check elsewhere led to (go-to-section.ts).

const HEADINGS = "h1, h2, h3, h4, h5, h6";
export const PENDING_KEY = "weekbox:reveal-section";

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
}

/** On the page a `goToSection` led to: focuses the section it was sent to, once. */
export function revealPendingSection(win: Window = window): void {
  let id: string | null;
  try {
    id = win.sessionStorage.getItem(PENDING_KEY);
    win.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (!id || win.location.hash !== `#${encodeURIComponent(id)}`) return;
  const section = win.document.getElementById(id);
  if (section) revealSection(section);
}
