import * as v from "valibot";
import { int } from "@/core/rpc/routes/int-schema";
import { isLocalPath } from "./utils/local-path";

const localPath = v.pipe(v.string(), v.check(isLocalPath, "not a path of this site"));

/** `data-props` of the shop's category tree (website_sale.products_categories_list). */
export const shopCategoriesProps = v.object({
  /**
   * The categories shown (those of the found products while searching), each
   * knowing its parent, in Odoo's order; `url` keeps the shop's other params.
   */
  categories: v.array(v.object({ id: int(), parentId: v.nullable(int()), name: v.string(), url: localPath })),
  /** The category shown, null on "All Products". */
  currentId: v.nullable(int()),
  allProductsUrl: localPath,
  /**
   * website_sale's "collapsible category list" option: only the current
   * category's branch starts open. Without it every branch starts open.
   */
  collapsible: v.fallback(v.boolean(), false),
});

export type ShopCategoriesProps = v.InferOutput<typeof shopCategoriesProps>;
