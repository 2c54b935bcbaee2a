/**
 * Moves focus to the top of the page, as a skip link would: Odoo's header
 * (`<header id="top">`), else the page's wrapper. An element that cannot take
 * focus gets `tabindex="-1"` until it loses it, so the next Tab goes on from
 * the top.
 */
export function focusPageTop(doc: Document = document): HTMLElement {
  const target = doc.getElementById("top") ?? doc.getElementById("wrapwrap") ?? doc.body;
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.setAttribute("data-weekbox-focus-target", "");
    target.addEventListener(
      "blur",
      () => {
        target.removeAttribute("tabindex");
        target.removeAttribute("data-weekbox-focus-target");
      },
      { once: true },
    );
  }
  target.focus({ preventScroll: true });
  return target;
}
