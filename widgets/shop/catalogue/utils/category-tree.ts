/** A category as the page gives it: a flat list, each knowing its parent. */
export type CategoryEntry = { id: number; parentId: number | null; name: string; url: string };

export type CategoryNode = CategoryEntry & { children: CategoryNode[] };

export type CategoryTree = {
  roots: CategoryNode[];
  /** Every category by id. */
  byId: Map<number, CategoryNode>;
};

/**
 * The flat list as a tree, each level in the list's order (Odoo's: sequence,
 * then name). A category whose parent is not in the list is a root; a list
 * going round in circles cannot loop (a category is placed once).
 */
export function categoryTree(entries: readonly CategoryEntry[]): CategoryTree {
  const byId = new Map<number, CategoryNode>();
  for (const entry of entries) {
    if (!byId.has(entry.id)) byId.set(entry.id, { ...entry, children: [] });
  }
  const roots: CategoryNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent && !isAncestor(node, parent, byId)) parent.children.push(node);
    else roots.push(node);
  }
  return { roots, byId };
}

/** `id` and its ancestors, as far up as the tree goes. */
export function ancestryOf(id: number | null, tree: CategoryTree): Set<number> {
  const path = new Set<number>();
  for (let node = id === null ? undefined : tree.byId.get(id); node && !path.has(node.id);) {
    path.add(node.id);
    node = node.parentId === null ? undefined : tree.byId.get(node.parentId);
  }
  return path;
}

/** The categories that have subcategories. */
export function branchIds(tree: CategoryTree): Set<number> {
  return new Set([...tree.byId.values()].filter((node) => node.children.length > 0).map((node) => node.id));
}

// Whether `node` is `candidate` or one of its ancestors (attaching would close a loop).
function isAncestor(node: CategoryNode, candidate: CategoryNode, byId: Map<number, CategoryNode>): boolean {
  const seen = new Set<number>();
  for (let current: CategoryNode | undefined = candidate; current && !seen.has(current.id);) {
    if (current.id === node.id) return true;
    seen.add(current.id);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return false;
}
