import { useMediaQuery } from "@/ui/use-media-query";
import { NO_ZOOM_MAX_WIDTH_PX } from "../utils/zoom-constants";

/** False on windows 467 px wide or narrower, kept current as the window is resized. */
export function useZoomAllowed(): boolean {
  return !useMediaQuery(`(max-width: ${NO_ZOOM_MAX_WIDTH_PX}px)`);
}
