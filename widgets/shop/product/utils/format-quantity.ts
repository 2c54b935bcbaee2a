import { formatDecimal, type MoneyLangParams } from "@/core/format/format-money";

/** A stock quantity as website_sale_stock writes it: whole numbers as they are, others with two decimals. */
export function formatQuantity(quantity: number, langParams: MoneyLangParams = {}): string {
  return Number.isInteger(quantity) ? String(quantity) : formatDecimal(quantity, 2, langParams);
}
