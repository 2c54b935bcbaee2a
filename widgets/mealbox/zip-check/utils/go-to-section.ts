// Leads the visitor to a page section (e.g. "/#your-box") and moves keyboard
// and screen-reader focus to its heading, so the next Tab starts there.

const HEADINGS = "h1, h2, h3, h4, h5, h6";
const PENDING_KEY = "weekbox:reveal-section";

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

/**
 * Goes to `target`: when this page has the element its #fragment names, in
 * place (the URL gets the fragment, one history entry); otherwise by loading
 * the target page, which reveals the section once it starts (see
 * `revealPendingSection`).
 */
export function goToSection(target: string, win: Window = window): void {
  const url = new URL(target, win.location.href);
  const id = decodeURIComponent(url.hash.slice(1));
  const section = id ? win.document.getElementById(id) : null;
  if (section) {
    if (win.location.hash !== url.hash) {
      const here = win.location;
      win.history.pushState(win.history.state, "", `${here.pathname}${here.search}${url.hash}`);
    }
    revealSection(section);
    return;
  }
  if (id) {
    try {
      win.sessionStorage.setItem(PENDING_KEY, id);
    } catch {
      // Storage disabled: the browser still scrolls to the fragment.
    }
  }
  win.location.assign(url.href);
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
