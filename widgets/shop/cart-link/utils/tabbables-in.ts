const TABBABLE = [
  "a[href]",
  "button:not(:disabled)",
  "input:not(:disabled):not([type=hidden])",
  "select:not(:disabled)",
  "textarea:not(:disabled)",
  "[tabindex]",
  "[contenteditable=true]",
].join(",");

/**
 * The elements of `root` that Tab stops at, in document order: what the
 * browser would reach, less what is hidden (where the browser can tell).
 */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && (element.checkVisibility?.() ?? true),
  );
}
