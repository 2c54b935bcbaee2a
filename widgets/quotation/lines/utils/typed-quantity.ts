/**
 * What a typed quantity sends (spec §5.1): a number of zero or more as is, a
 * negative one as false (Odoo then adds one unit, as its own page does);
 * null for text that is no number, which sends nothing.
 */
export function typedQuantity(text: string): number | false | null {
  const cleaned = text.trim().replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const quantity = Number(cleaned);
  return quantity >= 0 ? quantity : false;
}
