import { useCallback, useSyncExternalStore } from "react";
import { scrollEventTarget } from "@/core/page/page-scroller";

/** Whether `scroller` is scrolled further than `offset` pixels, kept current as it scrolls. */
export function useScrolledPast(scroller: Element, offset: number): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const target = scrollEventTarget(scroller);
      target.addEventListener("scroll", onChange, { passive: true });
      return () => target.removeEventListener("scroll", onChange);
    },
    [scroller],
  );
  const read = useCallback(() => scroller.scrollTop > offset, [scroller, offset]);
  return useSyncExternalStore(subscribe, read, () => false);
}
