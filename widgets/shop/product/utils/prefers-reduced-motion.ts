/** Whether the visitor asked for less motion (false where matchMedia does not exist). */
export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === "function" && win.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
