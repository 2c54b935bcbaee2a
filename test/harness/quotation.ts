// A quotation of its own for a test: a new customer, a product line and an
// optional product's line (editable online), one more option to add, a
// signature asked, state "sent" and an access token, as a salesperson
// would send it.
import { randomUUID } from "node:crypto";
import { uniqueStamp } from "./brussels-portal-user";
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export type TestQuotation = {
  orderId: number;
  token: string;
  /** The guest's link: /my/orders/<id>?access_token=… */
  url: string;
  mainLineId: number;
  optionalLineId: number;
  optionToAddId: number;
  productIds: number[];
  partnerId: number;
};

async function product(admin: OdooSession, name: string, price: number): Promise<number> {
  return callKw<number>(admin, "product.product", "create", [{ name, list_price: price, sale_ok: true }]);
}

export async function createTestQuotation(
  admin: OdooSession,
  options: { partnerId?: number; lang?: string } = {},
): Promise<TestQuotation> {
  const stamp = uniqueStamp();
  const partnerId =
    options.partnerId ??
    (await callKw<number>(admin, "res.partner", "create", [
      { name: `Quote customer ${stamp}`, email: `quote-${stamp}@example.com`, lang: options.lang ?? "en_US" },
    ]));
  const main = await product(admin, `Quote desk ${stamp}`, 200);
  const optional = await product(admin, `Quote lamp ${stamp}`, 30);
  const extra = await product(admin, `Quote chair ${stamp}`, 45);
  const orderId = await callKw<number>(admin, "sale.order", "create", [
    { partner_id: partnerId, require_signature: true, require_payment: false },
  ]);
  const mainLineId = await callKw<number>(admin, "sale.order.line", "create", [
    { order_id: orderId, product_id: main, product_uom_qty: 1 },
  ]);
  const optionalLineId = await callKw<number>(admin, "sale.order.line", "create", [
    { order_id: orderId, product_id: optional, product_uom_qty: 2 },
  ]);
  await callKw(admin, "sale.order.option", "create", [
    { order_id: orderId, product_id: optional, quantity: 1, line_id: optionalLineId },
  ]);
  const optionToAddId = await callKw<number>(admin, "sale.order.option", "create", [
    { order_id: orderId, product_id: extra, quantity: 1 },
  ]);
  const token = randomUUID();
  await callKw(admin, "sale.order", "write", [[orderId], { state: "sent", access_token: token }]);
  return {
    orderId,
    token,
    url: `/my/orders/${orderId}?access_token=${token}`,
    mainLineId,
    optionalLineId,
    optionToAddId,
    productIds: [main, optional, extra],
    partnerId,
  };
}

export type QuotationNumbers = {
  state: string;
  amount_untaxed: number;
  amount_tax: number;
  amount_total: number;
  signed_by: string | false;
  signature: string | false;
};

/** The quotation as the back office sees it. */
export async function readQuotation(admin: OdooSession, orderId: number): Promise<QuotationNumbers> {
  const [order] = await callKw<QuotationNumbers[]>(admin, "sale.order", "read", [
    [orderId],
    ["state", "amount_untaxed", "amount_tax", "amount_total", "signed_by", "signature"],
  ]);
  return order!;
}

/** The line's quantity in the back office, null once removed. */
export async function lineQuantity(admin: OdooSession, lineId: number): Promise<number | null> {
  const [line] = await callKw<{ product_uom_qty: number }[]>(admin, "sale.order.line", "search_read", [
    [["id", "=", lineId]],
    ["product_uom_qty"],
  ]);
  return line ? line.product_uom_qty : null;
}
