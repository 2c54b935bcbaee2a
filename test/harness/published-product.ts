// A published product of its own for a browser test, and the page it has in
// the shop (retire it afterwards with shop-catalogue's retireProducts).
import { uniqueStamp } from "./brussels-portal-user";
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

export type PublishedProduct = { id: number; url: string };

export async function createPublishedProduct(
  admin: OdooSession,
  label: string,
  price: number,
): Promise<PublishedProduct> {
  const id = await callKw<number>(admin, "product.template", "create", [
    { name: `${label} ${uniqueStamp()}`, list_price: price, sale_ok: true, website_published: true },
  ]);
  const [read] = await callKw<{ website_url: string }[]>(admin, "product.template", "read", [
    [id],
    ["website_url"],
  ]);
  return { id, url: read!.website_url };
}
