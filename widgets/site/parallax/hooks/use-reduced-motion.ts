import { useMediaQuery } from "@/ui/use-media-query";

/** Whether the visitor asked for less motion (then the background stays still). */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
