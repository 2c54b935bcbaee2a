export type LabelPart = { text: string; highlighted: boolean };

/**
 * Cuts a suggestion's label at its [start, end) highlight ranges. Out-of-range,
 * reversed or overlapping ranges are clipped, never trusted.
 */
export function highlightParts(label: string, ranges: readonly (readonly [number, number])[]): LabelPart[] {
  const sorted = [...ranges]
    .map(([start, end]) => [Math.max(0, start), Math.min(label.length, end)] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const parts: LabelPart[] = [];
  let cursor = 0;
  for (const [start, end] of sorted) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) parts.push({ text: label.slice(cursor, from), highlighted: false });
    parts.push({ text: label.slice(from, end), highlighted: true });
    cursor = end;
  }
  if (cursor < label.length) parts.push({ text: label.slice(cursor), highlighted: false });
  return parts;
}
