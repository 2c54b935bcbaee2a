// Formatting of the card fields while typing or pasting (spec §5.4): only
// digits are kept (the fields accept digits and spaces; spaces are the
// formatter's), cut at each field's maximum length.
import { detectCardType, UNKNOWN_TYPE_MAX_DIGITS, type CardTypeRules } from "./card-types";

export const CVC_MAX_DIGITS = 4;
export const EXPIRY_MAX_DIGITS = 6;
const EXPIRY_SEPARATOR = " / ";

/** The number's digits, at most the detected type's longest length (16 while unknown). */
export function cardNumberDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  const max = maxCardDigits(detectCardType(digits));
  return digits.slice(0, max);
}

export function maxCardDigits(type: CardTypeRules | undefined): number {
  return type ? Math.max(...type.lengths) : UNKNOWN_TYPE_MAX_DIGITS;
}

/** "4242 4242 4242 4242"; amex "3782 822463 10005". */
export function formatCardNumber(value: string): string {
  const digits = cardNumberDigits(value);
  const gaps = detectCardType(digits)?.gaps ?? [4, 8, 12, 16];
  let formatted = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && gaps.includes(i)) formatted += " ";
    formatted += digits[i];
  }
  return formatted;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, "").slice(0, CVC_MAX_DIGITS);
}

/**
 * "MM / YY" as typed: a first digit 2–9 becomes "0N / ", two month digits get
 * the " / " at once, a pasted "5/30" becomes "05 / 30", and deleting the
 * separator's space removes it with the month's last digit.
 */
export function formatExpiry(value: string): string {
  const parts = /^\D*(\d{1,2})(\D+)?(\d{1,4})?/.exec(value);
  if (!parts?.[1]) return "";
  let month = parts[1];
  let separator = parts[2] ?? "";
  const year = (parts[3] ?? "").slice(0, EXPIRY_MAX_DIGITS - month.length);
  if (year.length > 0) {
    if (month.length === 1) month = `0${month}`;
    separator = EXPIRY_SEPARATOR;
  } else if (separator === " /") {
    // The space after the slash was deleted: take the separator away with the digit before it.
    month = month.slice(0, 1);
    separator = "";
  } else if (month.length === 2 || separator.length > 0) {
    if (month.length === 1) month = `0${month}`;
    separator = EXPIRY_SEPARATOR;
  } else if (month !== "0" && month !== "1") {
    month = `0${month}`;
    separator = EXPIRY_SEPARATOR;
  }
  return month + separator + year;
}

/**
 * Where the caret goes after formatting: before as many digits as there were
 * after it in the raw input, so digits the formatter adds in front (the "0"
 * of "05 / ") or separators do not move it off the digit just typed. With no
 * digit after it, the caret goes to the end (past a trailing " / ").
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  const digitsAfter = raw.slice(caret).replace(/\D/g, "").length;
  if (digitsAfter === 0) return formatted.length;
  let seen = 0;
  for (let i = formatted.length - 1; i >= 0; i--) {
    if (/\d/.test(formatted[i] ?? "")) seen++;
    if (seen === digitsAfter) return i;
  }
  return 0;
}
