import * as z from "zod/mini";

export const layoutModes = ["grid", "list"] as const;
export type LayoutMode = (typeof layoutModes)[number];

/** `data-props` of the shop's grid/list toggle (website_sale.add_grid_or_list_option). */
export const shopLayoutProps = z.object({
  /** How the products are shown (the session's choice, or the website's default). */
  layout: z.catch(z.enum(layoutModes), "grid"),
  /** Classes of each button (Odoo's `btn btn-{navClass}`). */
  buttonClass: z.catch(z.string(), "btn btn-light"),
});

export type ShopLayoutProps = z.infer<typeof shopLayoutProps>;
