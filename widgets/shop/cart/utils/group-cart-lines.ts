import type { CartLine } from "@/core/rpc/routes/shop-routes";

export type CartLineGroup = {
  line: CartLine;
  /** The optional products added with it (`linked_line_id`), shown under it. */
  options: CartLine[];
};

/**
 * The lines in the server's order, each optional line under its main line (an
 * option of an option under the same main line); an optional line whose main
 * line is not in the cart stands on its own.
 */
export function groupCartLines(lines: readonly CartLine[]): CartLineGroup[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const rootOf = (line: CartLine): CartLine => {
    const seen = new Set<number>();
    let current = line;
    for (;;) {
      seen.add(current.id);
      const parent = current.linked_line_id === null ? undefined : byId.get(current.linked_line_id);
      if (!parent) return current;
      if (seen.has(parent.id)) return line; // a loop of links: shown on its own
      current = parent;
    }
  };
  const groups = new Map<number, CartLineGroup>();
  for (const line of lines) {
    const root = rootOf(line);
    const group = groups.get(root.id) ?? { line: root, options: [] };
    if (root.id !== line.id) group.options.push(line);
    groups.set(root.id, group);
  }
  return [...groups.values()];
}

/** The lines in the order they are shown. */
export function displayOrder(lines: readonly CartLine[]): CartLine[] {
  return groupCartLines(lines).flatMap((group) => [group.line, ...group.options]);
}
