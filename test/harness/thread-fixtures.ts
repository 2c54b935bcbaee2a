// Threads the thread suites create for themselves as admin: an order (with
// an access token) of a given customer, messages on any record, a published
// product with its own rated reviews. Nothing here depends on demo data.
import { randomUUID } from "node:crypto";
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export type ThreadOrder = { orderId: number; accessToken: string; name: string };

/** A quotation of `partnerId` with one line and an access token of its own. */
export async function createThreadOrder(
  admin: OdooSession,
  partnerId: number,
  label: string,
): Promise<ThreadOrder> {
  const productId = await callKw<number>(admin, "product.product", "create", [
    { name: `${label} item`, list_price: 4, sale_ok: true },
  ]);
  const accessToken = randomUUID();
  const orderId = await callKw<number>(admin, "sale.order", "create", [
    { partner_id: partnerId, order_line: [[0, 0, { product_id: productId, product_uom_qty: 1 }]] },
  ]);
  await callKw(admin, "sale.order", "write", [[orderId], { access_token: accessToken }]);
  const [order] = await callKw<{ name: string }[]>(admin, "sale.order", "read", [[orderId], ["name"]]);
  return { orderId, accessToken, name: order!.name };
}

/** Posts `body` (plain text: Odoo escapes a string body) on the record as a comment of `authorId` (the company's partner when none), with stars when given. */
export async function postThreadMessage(
  admin: OdooSession,
  model: string,
  resId: number,
  body: string,
  extra: { authorId?: number; rating?: number } = {},
): Promise<number> {
  return callKw<number>(admin, model, "message_post", [[resId]], {
    body,
    message_type: "comment",
    subtype_xmlid: "mail.mt_comment",
    ...(extra.authorId ? { author_id: extra.authorId } : {}),
    ...(extra.rating ? { rating_value: extra.rating } : {}),
  });
}

/** A published product (its template id and page) with one review per rating given, oldest first. */
export async function createReviewedProduct(
  admin: OdooSession,
  name: string,
  ratings: readonly number[],
  authorId: number,
): Promise<{ templateId: number; url: string }> {
  const templateId = await callKw<number>(admin, "product.template", "create", [
    { name, list_price: 9, sale_ok: true, is_published: true },
  ]);
  for (const [index, rating] of ratings.entries()) {
    await postThreadMessage(admin, "product.template", templateId, `${name} review ${index + 1}`, {
      authorId,
      rating,
    });
  }
  const [read] = await callKw<{ website_url: string }[]>(admin, "product.template", "read", [
    [templateId],
    ["website_url"],
  ]);
  return { templateId, url: read!.website_url };
}

/** Archives the products the suite created (their reviews go with them from the shop). */
export async function archiveProduct(admin: OdooSession, templateId: number): Promise<void> {
  await callKw(admin, "product.template", "write", [[templateId], { active: false, is_published: false }]);
}
