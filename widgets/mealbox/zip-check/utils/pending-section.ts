// The page a zip check elsewhere led to (go-to-section.ts) reveals the section
// it was sent to as it starts. Asking whether there is one is all the home
// page's first load needs: revealing it (reveal-section.ts) comes after.
export const PENDING_KEY = "weekbox:reveal-section";

/** The section a `goToSection` from another page sent the visitor to, once; null when none. */
export function takePendingSection(win: Window = window): HTMLElement | null {
  let id: string | null;
  try {
    id = win.sessionStorage.getItem(PENDING_KEY);
    win.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (!id || win.location.hash !== `#${encodeURIComponent(id)}`) return null;
  return win.document.getElementById(id);
}
