import { useMediaQuery } from "@/ui/use-media-query";

/** Whether the visitor asked for less motion: charts then draw at once. */
export function useReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
