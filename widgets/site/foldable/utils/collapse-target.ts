/**
 * The panel a Bootstrap collapse toggle opens: its `data-bs-target`, else its
 * `href` ("#id"), looked up in its document. Null when it names none.
 */
export function collapseTarget(toggle: Element): HTMLElement | null {
  const selector = toggle.getAttribute("data-bs-target") || toggle.getAttribute("href");
  if (!selector || !selector.startsWith("#") || selector.length < 2) return null;
  try {
    return toggle.ownerDocument.querySelector<HTMLElement>(selector);
  } catch {
    return null;
  }
}
