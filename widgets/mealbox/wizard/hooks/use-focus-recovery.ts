import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

export type FocusRecoveryOptions = {
  /** The list whose items come and go. */
  listRef: RefObject<HTMLElement | null>;
  /** Selector of one item of the list. */
  item: string;
  /** Selector, inside an item, of what gets focus. */
  target: string;
  /** Focused when the list is left empty. */
  fallbackRef: RefObject<HTMLElement | null>;
  /** Changes when the list's items change (e.g. the array rendered). */
  items: unknown;
};

/**
 * Keeps keyboard focus in a list whose focused item just disappeared (a dish
 * added moves to the cart, a cart line removed): focus goes to the item that
 * took its place, or to the fallback, instead of falling back to <body>.
 */
export function useFocusRecovery({ listRef, item, target, fallbackRef, items }: FocusRecoveryOptions): void {
  const lastIndex = useRef<number | null>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    function onFocusIn(event: FocusEvent): void {
      const focusedItem = (event.target as Element | null)?.closest(item);
      lastIndex.current =
        focusedItem && list ? Array.from(list.querySelectorAll(item)).indexOf(focusedItem) : null;
    }
    function onFocusOut(event: FocusEvent): void {
      const next = event.relatedTarget as Node | null;
      if (next && list?.contains(next)) return;
      // A removed element does not blur; one still in the page did lose focus for real.
      const left = event.target as Node;
      queueMicrotask(() => {
        if (left.isConnected && !list?.contains(document.activeElement)) lastIndex.current = null;
      });
    }
    list.addEventListener("focusin", onFocusIn);
    list.addEventListener("focusout", onFocusOut);
    return () => {
      list.removeEventListener("focusin", onFocusIn);
      list.removeEventListener("focusout", onFocusOut);
    };
  }, [listRef, item]);

  useLayoutEffect(() => {
    const index = lastIndex.current;
    if (index === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const all = listRef.current?.querySelectorAll(item) ?? [];
    const replacement = all[Math.min(index, all.length - 1)]?.querySelector<HTMLElement>(target);
    (replacement ?? fallbackRef.current)?.focus();
    if (!replacement) lastIndex.current = null;
  }, [items, listRef, item, target, fallbackRef]);
}
