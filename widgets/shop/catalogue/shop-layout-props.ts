import * as v from "valibot";

export const layoutModes = ["grid", "list"] as const;
export type LayoutMode = (typeof layoutModes)[number];

/** `data-props` of the shop's grid/list toggle (website_sale.add_grid_or_list_option). */
export const shopLayoutProps = v.object({
  /** How the products are shown (the session's choice, or the website's default). */
  layout: v.fallback(v.picklist(layoutModes), "grid"),
  /** Classes of each button (Odoo's `btn btn-{navClass}`). */
  buttonClass: v.fallback(v.string(), "btn btn-light"),
});

export type ShopLayoutProps = v.InferOutput<typeof shopLayoutProps>;
