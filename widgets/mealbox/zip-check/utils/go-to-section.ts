// Leads the visitor to a page section (e.g. "/#your-box"): in place when this
// page has it, else by loading the page that has, which reveals it as it starts.
import { PENDING_KEY } from "./pending-section";
import { revealSection } from "./reveal-section";

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
