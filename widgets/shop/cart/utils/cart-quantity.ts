import { MAX_LINE_QUANTITY } from "./cart-constants";

/**
 * What a typed quantity means (spec §5.2): its leading whole number, as Odoo's
 * `parseInt`; anything without one (letters, an empty field) counts as 1.
 */
export function parseQuantity(text: string): number {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? 1 : value;
}

/** `value` kept between 0 and the line's stock (`maxQuantity`, null when unbounded). */
export function clampQuantity(value: number, maxQuantity: number | null): number {
  const upper = Math.max(0, Math.min(maxQuantity ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY));
  return Math.min(Math.max(0, Math.trunc(value)), upper);
}
