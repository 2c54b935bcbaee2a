import { Button } from "react-aria-components/Button";
import { Disclosure, DisclosurePanel } from "react-aria-components/Disclosure";
import { useTranslate } from "@/core/i18n/use-translate";
import type { CategoryNode } from "../utils/category-tree";
import { CategoryLink } from "./category-link";

export type CategoryBranchProps = {
  node: CategoryNode;
  currentId: number | null;
  /** The categories whose subcategories start shown. */
  openIds: ReadonlySet<number>;
};

/**
 * A category and, under a toggle button (react-aria Disclosure: Enter or
 * Space, its state announced), its subcategories.
 */
export function CategoryBranch({ node, currentId, openIds }: CategoryBranchProps) {
  const t = useTranslate();
  const link = <CategoryLink url={node.url} name={node.name} isCurrent={node.id === currentId} />;
  if (node.children.length === 0) return <li className="weekbox-category">{link}</li>;
  return (
    <li className="weekbox-category">
      <Disclosure className="weekbox-category-branch" defaultExpanded={openIds.has(node.id)}>
        <div className="weekbox-category-row">
          {link}
          <Button
            slot="trigger"
            className="weekbox-category-toggle o_no_wait_lazy_js"
            aria-label={t("Subcategories of {category}", { category: node.name })}
          >
            <i className="fa fa-chevron-down" aria-hidden="true" />
          </Button>
        </div>
        <DisclosurePanel className="weekbox-category-panel">
          <ul className="weekbox-category-list">
            {node.children.map((child) => (
              <CategoryBranch key={child.id} node={child} currentId={currentId} openIds={openIds} />
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}
