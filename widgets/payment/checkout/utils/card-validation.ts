// The checks of the card fields: a number of a known type, length and Luhn, a
// CVC of the type's length, an expiry not yet past (spec §5.4). Pure functions:
// they never log or keep what they are given.
import cardValidator from "card-validator";
import { detectCardType, getCardTypeRules, UNKNOWN_TYPE_CVC_LENGTHS, type CardTypeRules } from "./card-types";

export type NumberCheck = {
  isValid: boolean;
  /** The detected type; undefined while unknown. */
  type: CardTypeRules | undefined;
};

/**
 * Spaces and dashes are stripped, the rest must be digits of a known type, of
 * an allowed length, passing Luhn unless the type skips it (unionpay).
 */
export function checkCardNumber(value: string): NumberCheck {
  const verification = cardValidator.number(value);
  const type = verification.card ? getCardTypeRules(verification.card.type) : detectCardType(value);
  return { isValid: verification.isValid, type };
}

/** Digits only; amex 3 or 4, other known types 3, unknown type 3 or 4. */
export function checkCvc(value: string, type: CardTypeRules | undefined): boolean {
  const lengths = type ? type.cvcLengths : UNKNOWN_TYPE_CVC_LENGTHS;
  return cardValidator.cvv(value, lengths).isValid;
}

export type ExpiryCheck = { isValid: boolean; month?: number; year?: number };

/**
 * "MM / YY" or "MM / YYYY" (at most 6 digits): numeric, month 1–12, a 2-digit
 * year in the current century, and the end of that month still ahead of `now`.
 */
export function checkExpiry(value: string, now: Date = new Date()): ExpiryCheck {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match?.[1] || !match[2] || match[1].length + match[2].length > 6) return { isValid: false };
  const month = Number(match[1]);
  let year = Number(match[2]);
  if (month < 1 || month > 12) return { isValid: false };
  if (match[2].length === 2) year += Math.floor(now.getFullYear() / 100) * 100;
  // Local midnight starting the next month: the card works until then.
  const endOfMonth = new Date(year, month, 1);
  return endOfMonth.getTime() > now.getTime() ? { isValid: true, month, year } : { isValid: false };
}
