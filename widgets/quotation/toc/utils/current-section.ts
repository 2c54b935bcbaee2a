/** How far below the top of the scroller a heading counts as reached (the sticky header's room). */
export const REACHED_OFFSET_PX = 120;

/**
 * The section being read: the last heading whose top has reached the top of
 * the scroller (plus the offset); the first one before any has; the last one
 * once the page is scrolled to its end (the last sections may be too short to
 * ever reach the top).
 */
export function currentSection(
  ids: readonly string[],
  scroller: Element,
  doc: Document = document,
): string | null {
  const atEnd =
    scroller.scrollTop > 0 && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
  if (atEnd && ids.length) return ids[ids.length - 1]!;
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
