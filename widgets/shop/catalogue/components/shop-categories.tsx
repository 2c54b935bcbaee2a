import { useMemo } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import type { ShopCategoriesProps } from "../shop-categories-props";
import { ancestryOf, branchIds, categoryTree } from "../utils/category-tree";
import { CategoryBranch } from "./category-branch";
import { CategoryLink } from "./category-link";

/**
 * The shop's categories as a collapsible tree (spec §2.5): links to each
 * category (the shop's other params kept), the current one marked, its
 * branch open. With website_sale's "collapsible" option off, every branch
 * starts open, as Odoo shows them.
 */
export function ShopCategories({ categories, currentId, allProductsUrl, collapsible }: ShopCategoriesProps) {
  const t = useTranslate();
  const tree = useMemo(() => categoryTree(categories), [categories]);
  const openIds = useMemo(
    () => (collapsible ? ancestryOf(currentId, tree) : branchIds(tree)),
    [collapsible, currentId, tree],
  );
  return (
    <nav className="weekbox-categories" aria-label={t("Product categories")}>
      <ul className="weekbox-category-list">
        <li className="weekbox-category">
          <CategoryLink url={allProductsUrl} name={t("All Products")} isCurrent={currentId === null} />
        </li>
        {tree.roots.map((node) => (
          <CategoryBranch key={node.id} node={node} currentId={currentId} openIds={openIds} />
        ))}
      </ul>
    </nav>
  );
}
