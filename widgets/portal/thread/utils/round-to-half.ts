/** A rating or a percentage rounded to the nearest half (spec §3.1, §9.1): 3.24 → 3, 3.25 → 3.5, 3.75 → 4. */
export function roundToHalf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(value * 2) / 2;
}
