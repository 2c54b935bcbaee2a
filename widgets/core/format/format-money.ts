import type { LangParams } from "@/core/i18n/translation-catalogue";

export type MoneyCurrency = {
  symbol: string;
  position: "before" | "after";
  decimals: number;
};

export type MoneyLangParams = Partial<Pick<LangParams, "decimal_point" | "thousands_sep" | "grouping">>;

/**
 * Formats an amount the way Odoo's `formatCurrency` does, so React prices match
 * the server-rendered ones: `€\u00a012.50` (before) or `12,50\u00a0€` (after),
 * with the language's decimal point, thousands separator and grouping.
 */
export function formatMoney(
  amount: number,
  currency: MoneyCurrency,
  langParams: MoneyLangParams = {},
): string {
  const number = formatDecimal(amount, currency.decimals, langParams);
  return currency.position === "after"
    ? `${number}\u00a0${currency.symbol}`
    : `${currency.symbol}\u00a0${number}`;
}

/** The number part of `formatMoney`, e.g. for an input next to a symbol. */
export function formatDecimal(value: number, decimals: number, langParams: MoneyLangParams = {}): string {
  const decimalPoint = langParams.decimal_point || ".";
  const thousandsSep = langParams.thousands_sep ?? ",";
  const grouping = parseGrouping(langParams.grouping);
  const digits = Math.max(0, Math.min(20, Math.trunc(decimals)));
  const [integer = "0", fraction] = roundHalfUp(Math.abs(value), digits).split(".");
  const isNegative = value < 0 && /[1-9]/.test(integer + (fraction ?? ""));
  const grouped = intersperse(integer, grouping, thousandsSep);
  return (isNegative ? "-" : "") + (fraction ? `${grouped}${decimalPoint}${fraction}` : grouped);
}

// Odoo rounds half-up on the server; plain toFixed() turns 1.005 into "1.00".
function roundHalfUp(value: number, digits: number): string {
  const shifted = Math.round(Number(`${value}e${digits}`));
  return Number(`${shifted}e-${digits}`).toFixed(digits);
}

function parseGrouping(grouping: string | undefined): number[] {
  if (!grouping) return [3, 0];
  try {
    const parsed: unknown = JSON.parse(grouping);
    if (Array.isArray(parsed) && parsed.every((n) => Number.isInteger(n))) return parsed as number[];
  } catch {
    // fall back below
  }
  return [3, 0];
}

// Port of Odoo's intersperse(): groups from the right; 0 repeats the previous
// group size forever, -1 stops grouping.
function intersperse(digits: string, grouping: readonly number[], separator: string): string {
  if (!separator) return digits;
  const parts: string[] = [];
  let end = digits.length;
  for (let i = 0; i < grouping.length; i++) {
    let size = grouping[i] ?? -1;
    if (size === -1 || end <= 0) break;
    if (size === 0) {
      if (i === 0) break;
      size = grouping[--i] ?? -1;
      if (size <= 0) break;
    }
    parts.push(digits.substring(end - size, end));
    end -= size;
  }
  const head = digits.substring(0, Math.max(end, 0));
  if (head) parts.push(head);
  return parts.reverse().join(separator);
}
