import { isEditing } from "@/core/mount/mount-schedule";

export type PageFollowerHandlers = {
  /** Nodes left the page (or moved in it: a node still under the root is only moving). */
  removed(records: MutationRecord[]): void;
  /** A node came into the page under the root (the editor's too: the handler checks isEditing). */
  added(node: Node): void;
  /** Odoo's website editor started (true) or stopped (false) editing the page. */
  editingChanged(editing: boolean): void;
};

/**
 * Follows what happens to the page under `root` for the widget mounts and
 * the enhancers: nodes added and removed (Odoo's scripts, the editor's
 * snippets) and the editor's class on <body>. Returns the disconnect.
 */
export function followPage(root: Element, handlers: PageFollowerHandlers): () => void {
  const doc = root.ownerDocument;
  let editing = isEditing(doc);

  const treeObserver = new MutationObserver((records) => {
    handlers.removed(records);
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.isConnected && root.contains(node)) handlers.added(node);
      }
    }
  });
  treeObserver.observe(root, { childList: true, subtree: true });
  const bodyObserver = new MutationObserver(() => {
    const nowEditing = isEditing(doc);
    if (nowEditing === editing) return;
    editing = nowEditing;
    handlers.editingChanged(editing);
  });
  if (doc.body) bodyObserver.observe(doc.body, { attributes: true, attributeFilter: ["class"] });

  return () => {
    treeObserver.disconnect();
    bodyObserver.disconnect();
  };
}
