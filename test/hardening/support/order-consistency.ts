// Whether a meal-box order is still consistent: read as the back office sees it
// (admin RPC) and as its visitor sees it (/mealbox/get/order), the meals
// counted equal the dish lines' quantities, the totals equal the sum of the
// lines, the box is one line of the expected size.
import type { RpcClient } from "@/core/rpc/rpc-client";
import type { OdooSession } from "../../harness/odoo-session";
import { callKw } from "../../harness/call-kw";
import type { BoxSize } from "./fuzz-sessions";

type OrderRow = {
  state: string;
  mealbox_meals: number;
  mealbox_people: number;
  mealbox_box_id: [number, string] | false;
  amount_total: number;
  amount_untaxed: number;
  order_line: number[];
};
type LineRow = {
  mealbox_line_type: string | false;
  product_uom_qty: number;
  price_total: number;
  price_subtotal: number;
};

export type OrderSnapshot = { order: OrderRow; lines: LineRow[]; count: number };

export async function readOrderSnapshot(admin: OdooSession, orderId: number): Promise<OrderSnapshot> {
  const [order] = await callKw<OrderRow[]>(admin, "sale.order", "read", [
    [orderId],
    [
      "state",
      "mealbox_meals",
      "mealbox_people",
      "mealbox_box_id",
      "amount_total",
      "amount_untaxed",
      "order_line",
    ],
  ]);
  if (!order) throw new Error(`no order ${orderId}`);
  const lines = await callKw<LineRow[]>(admin, "sale.order.line", "read", [
    order.order_line,
    ["mealbox_line_type", "product_uom_qty", "price_total", "price_subtotal"],
  ]);
  const count = lines
    .filter((line) => line.mealbox_line_type === "dish")
    .reduce((sum, line) => sum + line.product_uom_qty, 0);
  return { order, lines, count };
}

const cents = (amount: number) => Math.round(amount * 100);

/** What is wrong with the order (empty when consistent). */
export async function orderProblems(
  admin: OdooSession,
  client: RpcClient,
  orderId: number,
  expected: { size: BoxSize; maxCount: number },
): Promise<{ problems: string[]; snapshot: OrderSnapshot }> {
  const snapshot = await readOrderSnapshot(admin, orderId);
  const { order, lines, count } = snapshot;
  const problems: string[] = [];
  const boxLines = lines.filter((line) => line.mealbox_line_type === "box");
  if (boxLines.length !== 1 || boxLines[0]?.product_uom_qty !== 1)
    problems.push(`box lines: ${JSON.stringify(boxLines)}`);
  if (order.mealbox_meals !== expected.size.meals || order.mealbox_people !== expected.size.people) {
    problems.push(
      `box ${order.mealbox_meals}x${order.mealbox_people}, expected ${expected.size.meals}x${expected.size.people}`,
    );
  }
  const badQty = lines.filter((line) => line.product_uom_qty <= 0 || !Number.isInteger(line.product_uom_qty));
  if (badQty.length > 0) problems.push(`line quantities: ${JSON.stringify(badQty)}`);
  if (count > expected.maxCount)
    problems.push(`${count} meals in a box of ${order.mealbox_meals} (was at most ${expected.maxCount})`);
  const linesTotal = lines.reduce((sum, line) => sum + line.price_total, 0);
  if (Math.abs(cents(linesTotal) - cents(order.amount_total)) > 1) {
    problems.push(`amount_total ${order.amount_total} but the lines sum to ${linesTotal}`);
  }
  if (order.state === "draft") {
    const seen = await client
      .call("/mealbox/get/order", { sale_order_id: orderId })
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    if (seen instanceof Error) problems.push(`its visitor cannot read it: ${seen.message}`);
    else {
      if (seen.count_line !== count)
        problems.push(`visitor sees count_line ${seen.count_line}, lines hold ${count}`);
      if (cents(seen.amount_total) !== cents(order.amount_total)) {
        problems.push(`visitor sees amount_total ${seen.amount_total}, order has ${order.amount_total}`);
      }
    }
  }
  return { problems, snapshot };
}
