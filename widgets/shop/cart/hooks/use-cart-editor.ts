import { useEffect, useState, useSyncExternalStore } from "react";
import { useRpcClient } from "@/core/data/rpc-client-context";
import { publishCartSummary } from "@/shop/shared/shop-cart-store";
import { createCartEditor, type CartEditor, type CartEditorSnapshot } from "../stores/create-cart-editor";

/** One cart editor per mounted cart, started on mount and stopped on unmount. */
export function useCartEditor(initialWarning: string): [CartEditorSnapshot, CartEditor] {
  const client = useRpcClient();
  // Created once: the island's props do not change while it is mounted.
  const [editor] = useState(() => createCartEditor({ client, initialWarning, publish: publishCartSummary }));
  useEffect(() => editor.start(), [editor]);
  const snapshot = useSyncExternalStore(editor.subscribe, editor.getSnapshot, editor.getSnapshot);
  return [snapshot, editor];
}
