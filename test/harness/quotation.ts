// A quotation of its own for a test: a new customer, a product line and an
// optional product's line (editable online), one more option to add, a
// signature asked (and, when the test says so, a payment), state "sent" and
// an access token, as a salesperson would send it.
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

/**
 * Five calls, whatever the quotation holds: its customer, its three products
 * (one create), the order already sent with its token, its two lines (one
 * create), then its two options (one create), the first tied to its line.
 */
export async function createTestQuotation(
  admin: OdooSession,
  options: { partnerId?: number; lang?: string; requirePayment?: boolean } = {},
): Promise<TestQuotation> {
  const stamp = uniqueStamp();
  const partnerId =
    options.partnerId ??
    (await callKw<number>(admin, "res.partner", "create", [
      { name: `Quote customer ${stamp}`, email: `quote-${stamp}@example.com`, lang: options.lang ?? "en_US" },
    ]));
  const productIds = await callKw<number[]>(admin, "product.product", "create", [
    [
      { name: `Quote desk ${stamp}`, list_price: 200, sale_ok: true },
      { name: `Quote lamp ${stamp}`, list_price: 30, sale_ok: true },
      { name: `Quote chair ${stamp}`, list_price: 45, sale_ok: true },
    ],
  ]);
  const [main, optional, extra] = productIds as [number, number, number];
  const token = randomUUID();
  const orderId = await callKw<number>(admin, "sale.order", "create", [
    {
      partner_id: partnerId,
      require_signature: true,
      require_payment: options.requirePayment ?? false,
      state: "sent",
      access_token: token,
    },
  ]);
  const [mainLineId, optionalLineId] = await callKw<number[]>(admin, "sale.order.line", "create", [
    [
      { order_id: orderId, product_id: main, product_uom_qty: 1 },
      { order_id: orderId, product_id: optional, product_uom_qty: 2 },
    ],
  ]);
  const [, optionToAddId] = await callKw<number[]>(admin, "sale.order.option", "create", [
    [
      { order_id: orderId, product_id: optional, quantity: 1, line_id: optionalLineId },
      { order_id: orderId, product_id: extra, quantity: 1 },
    ],
  ]);
  return {
    orderId,
    token,
    url: `/my/orders/${orderId}?access_token=${token}`,
    mainLineId: mainLineId!,
    optionalLineId: optionalLineId!,
    optionToAddId: optionToAddId!,
    productIds,
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
