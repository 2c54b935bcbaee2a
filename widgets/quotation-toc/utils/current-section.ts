/** How far below the top of the scroller a heading counts as reached (the sticky header's room). */
export const REACHED_OFFSET_PX = 120;

/**
 * The section being read: the last heading whose top has reached the top of
 * the scroller (plus the offset); the first one before any has.
 */
export function currentSection(
  ids: readonly string[],
  scroller: Element,
  doc: Document = document,
): string | null {
  const top = scroller === doc.scrollingElement ? 0 : scroller.getBoundingClientRect().top;
  let current: string | null = ids[0] ?? null;
  for (const id of ids) {
    const heading = doc.getElementById(id);
    if (!heading) continue;
    if (heading.getBoundingClientRect().top - top <= REACHED_OFFSET_PX) current = id;
    else break;
  }
  return current;
}
