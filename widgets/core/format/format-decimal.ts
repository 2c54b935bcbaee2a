/** Decimals shown of a fractional number (spec §9.5: default float precision 2). */
export const DECIMALS = 2;

/** `value` rounded to 2 decimals, shown with them where it is fractional ("3", "33.33", "2.50"). */
export function formatDecimal(value: number): string {
  const factor = 10 ** DECIMALS;
  const rounded = Math.round(value * factor) / factor;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(DECIMALS);
}

/** `count` as a share of `total` in percent (0 for no total), as formatDecimal shows it. */
export function percentText(count: number, total: number): string {
  return formatDecimal(total ? (count * 100) / total : 0);
}
