import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import type { CartView } from "./use-cart-view";

/**
 * Where focus goes when the line holding it leaves the cart (removed, or set
 * to 0): the next line's remove button (or its first control), the previous
 * line's when it was the last one, the empty cart's message when none is left.
 */
export function useRemovalFocus(container: RefObject<HTMLElement | null>, view: CartView): void {
  const focusedLine = useRef<number | null>(null);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as Element | null)?.closest?.("[data-line-id]");
      focusedLine.current = row ? Number(row.getAttribute("data-line-id")) : null;
    };
    root.addEventListener("focusin", onFocusIn);
    return () => root.removeEventListener("focusin", onFocusIn);
  }, [container]);

  useLayoutEffect(() => {
    const root = container.current;
    const lost = focusedLine.current;
    if (!root || lost === null || !view.removed.some((line) => line.id === lost)) return;
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body && active.isConnected) return;
    focusedLine.current = null;
    const kept = new Set(view.cart.lines.map((line) => line.id));
    const index = view.before.findIndex((line) => line.id === lost);
    const next =
      view.before.slice(index + 1).find((line) => kept.has(line.id)) ??
      view.before
        .slice(0, Math.max(index, 0))
        .reverse()
        .find((line) => kept.has(line.id));
    const row = next && root.querySelector(`[data-line-id="${next.id}"]`);
    const target =
      row?.querySelector<HTMLElement>("[data-remove-line]:not([disabled])") ??
      row?.querySelector<HTMLElement>("a[href], button:not([disabled]), input:not([disabled])") ??
      root.querySelector<HTMLElement>("[data-focus-after-removal]") ??
      root;
    target.focus();
  }, [container, view]);
}
