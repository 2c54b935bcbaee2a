export type TocEntry = { id: string; text: string; children: TocEntry[] };

/**
 * The spec's level-1 and level-2 headings of a quotation are its h2 and h3:
 * sale's quotation template (sale.sale_order_portal_content) titles the
 * document with an h2 ("Quotation - S00042") and its sections (options,
 * communication history, the quotation builder's blocks) with h3; the page's
 * own h1 is outside the quotation and h4 are the small titles of its info
 * blocks. Odoo 17's own table of contents (SalePortalSidebar) lists the same.
 *
 * Headings of dialogs (hidden until opened) are left out. A heading without
 * an id gets one, as Odoo's does, but not one another widget renders (React
 * owns its elements): a widget that shows a section of the quotation (the
 * lines' "Options") gives its heading an id of its own, and only such
 * headings of widgets are listed.
 */
export function collectHeadings(content: Element): TocEntry[] {
  const entries: TocEntry[] = [];
  let parent: TocEntry | null = null;
  let index = 0;
  for (const heading of Array.from(content.querySelectorAll<HTMLElement>("h2, h3"))) {
    if (heading.closest(".modal")) continue;
    if (!heading.id && heading.closest("[data-widget]")) continue;
    const text = (heading.textContent ?? "").replace(/\s+/g, " ").trim();
    if (!text) continue;
    index += 1;
    if (!heading.id)
      heading.id = freeId(heading, `quote_${heading.tagName === "H2" ? "header_" : ""}${index}`);
    const entry: TocEntry = { id: heading.id, text, children: [] };
    if (heading.tagName === "H2" || !parent) {
      entries.push(entry);
      parent = heading.tagName === "H2" ? entry : null;
    } else {
      parent.children.push(entry);
    }
  }
  return entries;
}

// Collected again as the content changes, a new heading's number may be one an earlier one took.
function freeId(heading: Element, wanted: string): string {
  const doc = heading.ownerDocument;
  let id = wanted;
  for (let n = 2; doc.getElementById(id); n += 1) id = `${wanted}_${n}`;
  return id;
}

/** The entries in page order, sub-entries after their entry. */
export function flattenEntries(entries: readonly TocEntry[]): TocEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenEntries(entry.children)]);
}
