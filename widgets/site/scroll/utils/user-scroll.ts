const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

/**
 * Calls `onUserScroll` once the visitor scrolls the page themselves (wheel,
 * touch, scroll keys, a press on the scrollbar), so that a scroll of ours
 * stops instead of fighting them. Returns the unsubscribe.
 */
export function onUserScroll(onUserScroll: () => void, target: Window = window): () => void {
  const options = { capture: true, passive: true } as const;
  const onKey = (event: Event) => {
    if (SCROLL_KEYS.has((event as KeyboardEvent).key)) onUserScroll();
  };
  target.addEventListener("wheel", onUserScroll, options);
  target.addEventListener("touchstart", onUserScroll, options);
  target.addEventListener("mousedown", onUserScroll, options);
  target.addEventListener("keydown", onKey, options);
  return () => {
    target.removeEventListener("wheel", onUserScroll, options);
    target.removeEventListener("touchstart", onUserScroll, options);
    target.removeEventListener("mousedown", onUserScroll, options);
    target.removeEventListener("keydown", onKey, options);
  };
}
