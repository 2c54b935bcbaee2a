/**
 * Odoo's parallax (website's registry.Parallax) as arithmetic, so ours moves
 * the same as the editor's preview: `data-scroll-background-ratio` is the
 * speed; 0 is no effect and 1 a fixed background (CSS only).
 */
export function hasParallaxEffect(speed: number): boolean {
  return Number.isFinite(speed) && speed !== 0 && speed !== 1;
}

/** How far (px) the background may move either way: a tenth of the viewport per unit of speed. */
export function parallaxRange(speed: number, viewportHeight: number): number {
  return (speed * viewportHeight) / 10;
}

/**
 * The background's translateY (px) for the section's place in the viewport:
 * from +range (its top just entering at the bottom) to -range (its bottom
 * leaving at the top); null while the section is out of view.
 */
export function parallaxTranslate(
  rect: { top: number; height: number },
  viewportHeight: number,
  range: number,
): number | null {
  const progress = (rect.top + rect.height) / (rect.height + viewportHeight);
  if (progress < 0 || progress > 1) return null;
  return Math.round(range * (2 * progress - 1));
}
