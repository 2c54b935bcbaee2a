import { BOOTSTRAP_DEFAULT_INTERVAL_MS } from "./gallery-constants";

/**
 * The slideshow's autoplay interval in ms as the block gives it to
 * Bootstrap (the editor's "Speed" option writes `data-bs-interval`); 0 (the
 * snippet's default) or a carousel that does not ride means no autoplay.
 */
export function slideshowInterval(carousel: Element): number {
  const raw = carousel.getAttribute("data-bs-interval");
  if (raw === null || raw.trim() === "") {
    return carousel.getAttribute("data-bs-ride") === "carousel" ? BOOTSTRAP_DEFAULT_INTERVAL_MS : 0;
  }
  const ms = Number(raw);
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}
