import * as z from "zod/mini";
import { isLocalPath } from "./utils/local-path";

/** `data-props` of the shop's sort menu (website_sale.sort). */
export const shopSortProps = z.object({
  /**
   * The sort orders the website offers, in its order; `href` is the shop
   * sorted so, every other param kept (Odoo's `keep('/shop', order=...)`).
   */
  options: z
    .array(
      z.object({
        value: z.string(),
        label: z.string(),
        href: z.string().check(z.refine(isLocalPath, "not a path of this site")),
      }),
    )
    .check(z.minLength(1)),
  /** The order the products are sorted by: the `order` param, or the website's default sort. */
  current: z.string(),
  /** Classes of the button (Odoo's `btn btn-{navClass}`). */
  buttonClass: z.catch(z.string(), "btn btn-light"),
});

export type ShopSortProps = z.infer<typeof shopSortProps>;
export type SortOption = ShopSortProps["options"][number];
