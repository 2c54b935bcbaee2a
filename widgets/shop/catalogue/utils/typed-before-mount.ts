/** Marks the server-rendered search form a widget replaces (shop_catalogue_templates.xml). */
export const FALLBACK_FORM_ATTRIBUTE = "data-weekbox-search-fallback";

/**
 * What the visitor is typing in the server's search box of this action, if
 * they are: the box works before the widget mounts, and mounting replaces it,
 * so the widget takes the text over (and the focus) instead of losing it.
 * Read while the widget first renders, before the server's box is removed.
 */
export function typedBeforeMount(action: string, doc: Document = document): string | null {
  const active = doc.activeElement;
  if (!(active instanceof HTMLInputElement) || active.name !== "search") return null;
  const form = active.closest(`form[${FALLBACK_FORM_ATTRIBUTE}]`);
  return form?.getAttribute("action") === action ? active.value : null;
}
