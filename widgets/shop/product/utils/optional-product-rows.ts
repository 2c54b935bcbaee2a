import type { OptionalProduct } from "@/core/rpc/routes/shop-routes";

/** The product itself, parent of the first options. */
export const MAIN_KEY = "main";

/** An optional product offered in the step: added to the order or still offered. */
export type OptionRow = {
  /** Its parent's key and its template: one row per option of a parent. */
  key: string;
  parentKey: string;
  option: OptionalProduct;
  added: boolean;
  quantity: number;
};

/** Where a chosen option goes: its row, and its parent's index in [the product, ...chosen]. */
export type ChosenOption = { row: OptionRow; parent: number };

/**
 * Rows for the options of `parentKey` (each offered once under its parent),
 * at the parent's quantity, as Odoo's step offers them.
 */
export function offeredRows(
  rows: readonly OptionRow[],
  parentKey: string,
  options: readonly OptionalProduct[],
  quantity: number,
): OptionRow[] {
  const present = new Set(rows.map((row) => row.key));
  const added = options
    .map((option) => ({
      key: `${parentKey}/${option.product_template_id}`,
      parentKey,
      option,
      added: false,
      quantity,
    }))
    .filter((row) => !present.has(row.key));
  return [...rows, ...added];
}

/** Adds an offered option at its parent's quantity. */
export function addRow(rows: readonly OptionRow[], key: string, parentQuantity: number): OptionRow[] {
  return rows.map((row) => (row.key === key ? { ...row, added: true, quantity: parentQuantity } : row));
}

/** Takes an option out of the order, and the options offered or added under it with it (as Odoo's step). */
export function removeRow(rows: readonly OptionRow[], key: string): OptionRow[] {
  const gone = new Set(rows.filter((row) => descendsFrom(rows, row, key)).map((row) => row.key));
  return rows
    .filter((row) => !gone.has(row.key))
    .map((row) => (row.key === key ? { ...row, added: false } : row));
}

function descendsFrom(rows: readonly OptionRow[], row: OptionRow, key: string): boolean {
  const byKey = new Map(rows.map((each) => [each.key, each]));
  for (let parent = byKey.get(row.parentKey); parent; parent = byKey.get(parent.parentKey)) {
    if (parent.key === key) return true;
  }
  return false;
}

/** Sets an added option's quantity; the options still offered under it follow it (as Odoo's step). */
export function setRowQuantity(rows: readonly OptionRow[], key: string, quantity: number): OptionRow[] {
  return rows.map((row) =>
    row.key === key || (row.parentKey === key && !row.added) ? { ...row, quantity } : row,
  );
}

/** The chosen options, each after its parent, with the parent's index in [the product, ...chosen]. */
export function chosenOptions(rows: readonly OptionRow[]): ChosenOption[] {
  const order: OptionRow[] = [];
  const visit = (parentKey: string) => {
    for (const row of rows) {
      if (row.added && row.parentKey === parentKey) {
        order.push(row);
        visit(row.key);
      }
    }
  };
  visit(MAIN_KEY);
  const indexOf = new Map(order.map((row, index) => [row.key, index + 1]));
  return order.map((row) => ({
    row,
    parent: row.parentKey === MAIN_KEY ? 0 : (indexOf.get(row.parentKey) ?? 0),
  }));
}
