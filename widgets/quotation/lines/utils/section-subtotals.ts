import type { QuoteLine } from "@/core/rpc/routes/quotation-routes";

/**
 * The subtotal shown after each section's last line (as Odoo's table does):
 * line id → the untaxed sum of its section's lines. Computed from the
 * server's line amounts, so it follows every change.
 */
export function sectionSubtotals(lines: readonly QuoteLine[]): Map<number, number> {
  const subtotals = new Map<number, number>();
  let inSection = false;
  let sum = 0;
  lines.forEach((line, index) => {
    if (line.kind === "line_section") {
      inSection = true;
      sum = 0;
      return;
    }
    sum += line.price_subtotal;
    const next = lines[index + 1];
    if (inSection && (!next || next.kind === "line_section") && !line.is_downpayment) {
      subtotals.set(line.id, sum);
    }
  });
  return subtotals;
}
