import { useMediaQuery } from "@/ui/use-media-query";

/** Whether the visitor asked for less motion (no autoplay, no slide effects). */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
