// Checkout settings of the generic shop's browser suites: delivery methods of
// the run's own (a home delivery, a pick-up in store, one restricted to some
// countries), the website options a test turns on for a while and puts back
// as it found them, and the order as the back office reads it.
import { uniqueStamp } from "./brussels-portal-user";
import { callKw } from "./call-kw";
import type { OdooSession } from "./odoo-session";

/** website_sale's "Accept Terms & Conditions" checkout option (a view the website editor turns on). */
const TERMS_VIEW_KEY = "website_sale.accept_terms_and_conditions";

export type Carrier = { id: number; name: string; price: number };

/** The website the suites browse (the first one: the one 127.0.0.1 serves). */
export async function shopWebsiteId(admin: OdooSession): Promise<number> {
  const [website] = await callKw<{ id: number }[]>(admin, "website", "search_read", [[], ["id"]], {
    limit: 1,
    order: "id",
  });
  if (!website) throw new Error("no website in this database");
  return website.id;
}

/** The service product a delivery method invoices, untaxed so that its price is the amount shown. */
async function deliveryProduct(admin: OdooSession, name: string, price: number): Promise<number> {
  return callKw<number>(admin, "product.product", "create", [
    { name, detailed_type: "service", sale_ok: false, list_price: price, taxes_id: [[6, 0, []]] },
  ]);
}

/** A published fixed-price home delivery; `countryIds`, `stateIds`: the only countries and states it delivers to. */
export async function createHomeDelivery(
  admin: OdooSession,
  label: string,
  price: number,
  { countryIds = [], stateIds = [] }: { countryIds?: number[]; stateIds?: number[] } = {},
): Promise<Carrier> {
  const name = `${label} ${uniqueStamp()}`;
  const id = await callKw<number>(admin, "delivery.carrier", "create", [
    {
      name,
      delivery_type: "fixed",
      fixed_price: price,
      product_id: await deliveryProduct(admin, name, price),
      country_ids: [[6, 0, countryIds]],
      state_ids: [[6, 0, stateIds]],
      is_published: true,
    },
  ]);
  return { id, name, price };
}

/**
 * A published pick-up in store of the website (website_sale_picking's
 * on-site method, at the main warehouse): Odoo prices it at its product's
 * price.
 */
export async function createStorePickup(
  admin: OdooSession,
  label: string,
  price: number,
  websiteId: number,
): Promise<Carrier> {
  const name = `${label} ${uniqueStamp()}`;
  const [warehouse] = await callKw<{ id: number }[]>(admin, "stock.warehouse", "search_read", [[], ["id"]], {
    limit: 1,
  });
  const id = await callKw<number>(admin, "delivery.carrier", "create", [
    {
      name,
      delivery_type: "onsite",
      fixed_price: price,
      product_id: await deliveryProduct(admin, name, price),
      warehouse_id: warehouse?.id ?? false,
      website_id: websiteId,
      is_published: true,
    },
  ]);
  return { id, name, price };
}

/** Takes the run's delivery methods off the shop (archived, unpublished): the next runs bring their own. */
export async function retireCarriers(admin: OdooSession, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await callKw(admin, "delivery.carrier", "write", [ids, { active: false, is_published: false }]);
}

/**
 * Unpublishes, for a while, every delivery method of the website that
 * delivers anywhere (no country, no state): website_sale then ships only to
 * the countries of the methods left. Resolves the function that publishes
 * them again.
 */
export async function unpublishCarriersDeliveringAnywhere(
  admin: OdooSession,
  websiteId: number,
): Promise<() => Promise<void>> {
  const ids = await callKw<number[]>(
    admin,
    "delivery.carrier",
    "search",
    [
      [
        ["website_published", "=", true],
        ["country_ids", "=", false],
        ["state_ids", "=", false],
      ],
    ],
    { context: { website_id: websiteId } },
  );
  if (ids.length) await callKw(admin, "delivery.carrier", "write", [ids, { is_published: false }]);
  let restored = false;
  return async () => {
    if (restored || ids.length === 0) return;
    restored = true;
    await callKw(admin, "delivery.carrier", "write", [ids, { is_published: true }]);
  };
}

/** The names of the countries the website's published delivery methods are restricted to. */
export async function countriesOfPublishedCarriers(admin: OdooSession, websiteId: number): Promise<string[]> {
  const carriers = await callKw<{ country_ids: number[] }[]>(
    admin,
    "delivery.carrier",
    "search_read",
    [[["website_published", "=", true]], ["country_ids"]],
    { context: { website_id: websiteId } },
  );
  const ids = [...new Set(carriers.flatMap((carrier) => carrier.country_ids))];
  const countries = await callKw<{ name: string }[]>(admin, "res.country", "read", [ids, ["name"]]);
  return countries.map((country) => country.name);
}

/** res.country ids by ISO code. */
export async function countryIds(admin: OdooSession, codes: string[]): Promise<Record<string, number>> {
  const countries = await callKw<{ id: number; code: string }[]>(admin, "res.country", "search_read", [
    [["code", "in", codes]],
    ["code"],
  ]);
  return Object.fromEntries(countries.map((country) => [country.code, country.id]));
}

/**
 * Turns on website_sale's "Accept Terms & Conditions" for `websiteId` (the
 * website's own copy of the view when the editor made one, else Odoo's) and
 * resolves the function that puts it back as it was.
 */
export async function requireTermsAcceptance(
  admin: OdooSession,
  websiteId: number,
): Promise<() => Promise<void>> {
  const views = await callKw<{ id: number; active: boolean; website_id: [number, string] | false }[]>(
    admin,
    "ir.ui.view",
    "search_read",
    [
      [
        ["key", "=", TERMS_VIEW_KEY],
        ["website_id", "in", [false, websiteId]],
      ],
      ["active", "website_id"],
    ],
    { context: { active_test: false } },
  );
  const view = views.find((v) => v.website_id !== false) ?? views.find((v) => v.website_id === false);
  if (!view) throw new Error(`no ${TERMS_VIEW_KEY} view`);
  if (!view.active) await callKw(admin, "ir.ui.view", "write", [[view.id], { active: true }]);
  let restored = false;
  return async () => {
    if (restored || view.active) return;
    restored = true;
    await callKw(admin, "ir.ui.view", "write", [[view.id], { active: false }]);
  };
}

export type BackOfficeOrder = {
  id: number;
  name: string;
  state: string;
  carrier_id: [number, string] | false;
  amount_total: number;
  amount_delivery: number;
  commitment_date: string | false;
  transaction_ids: number[];
};

/** A sale.order as the back office reads it. */
export async function readBackOfficeOrder(admin: OdooSession, orderId: number): Promise<BackOfficeOrder> {
  const [order] = await callKw<BackOfficeOrder[]>(admin, "sale.order", "read", [
    [orderId],
    ["name", "state", "carrier_id", "amount_total", "amount_delivery", "commitment_date", "transaction_ids"],
  ]);
  if (!order) throw new Error(`no sale.order ${orderId}`);
  return order;
}

/** The states of a payment.transaction list. */
export async function transactionStates(admin: OdooSession, ids: number[]): Promise<string[]> {
  const transactions = await callKw<{ state: string }[]>(admin, "payment.transaction", "read", [
    ids,
    ["state"],
  ]);
  return transactions.map((transaction) => transaction.state);
}
