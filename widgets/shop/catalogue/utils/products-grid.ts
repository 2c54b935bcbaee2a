import type { LayoutMode } from "../shop-layout-props";

/** website_sale's product grid on /shop (server-rendered: the widget only switches its class). */
export const PRODUCTS_GRID_ID = "products_grid";
const LIST_CLASS = "o_wsale_layout_list";

/**
 * Shows the grid as a grid or a list, as website_sale's WebsiteSaleLayout
 * does: transitions are off while the class changes, so the cards jump to
 * their new place instead of sliding across the page.
 */
export function applyProductsLayout(layout: LayoutMode, doc: Document = document): void {
  const grid = doc.getElementById(PRODUCTS_GRID_ID);
  if (!grid) return;
  const descendants = [...grid.querySelectorAll<HTMLElement>("*")];
  for (const element of descendants) element.style.transition = "none";
  grid.classList.toggle(LIST_CLASS, layout === "list");
  void grid.offsetWidth; // Lays the page out once with transitions off.
  for (const element of descendants) element.style.transition = "";
}
