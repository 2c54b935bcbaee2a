import * as v from "valibot";
import { isLocalPath } from "./utils/local-path";

/** `data-props` of the shop's sort menu (website_sale.sort). */
export const shopSortProps = v.object({
  /**
   * The sort orders the website offers, in its order; `href` is the shop
   * sorted so, every other param kept (Odoo's `keep('/shop', order=...)`).
   */
  options: v.pipe(
    v.array(
      v.object({
        value: v.string(),
        label: v.string(),
        href: v.pipe(v.string(), v.check(isLocalPath, "not a path of this site")),
      }),
    ),
    v.minLength(1),
  ),
  /** The order the products are sorted by: the `order` param, or the website's default sort. */
  current: v.string(),
  /** Classes of the button (Odoo's `btn btn-{navClass}`). */
  buttonClass: v.fallback(v.string(), "btn btn-light"),
});

export type ShopSortProps = v.InferOutput<typeof shopSortProps>;
export type SortOption = ShopSortProps["options"][number];
