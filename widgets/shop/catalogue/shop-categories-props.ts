import * as z from "zod/mini";
import { isLocalPath } from "./utils/local-path";

const localPath = z.string().check(z.refine(isLocalPath, "not a path of this site"));

/** `data-props` of the shop's category tree (website_sale.products_categories_list). */
export const shopCategoriesProps = z.object({
  /**
   * The categories shown (those of the found products while searching), each
   * knowing its parent, in Odoo's order; `url` keeps the shop's other params.
   */
  categories: z.array(
    z.object({ id: z.int(), parentId: z.nullable(z.int()), name: z.string(), url: localPath }),
  ),
  /** The category shown, null on "All Products". */
  currentId: z.nullable(z.int()),
  allProductsUrl: localPath,
  /**
   * website_sale's "collapsible category list" option: only the current
   * category's branch starts open. Without it every branch starts open.
   */
  collapsible: z.catch(z.boolean(), false),
});

export type ShopCategoriesProps = z.infer<typeof shopCategoriesProps>;
