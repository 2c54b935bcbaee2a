// A logged-in customer's meal box as the latency and query sections measure it,
// and one call per measured route. Adds and removes toggle one spare dish in
// and out, so a box holding `filled` meals stays at filled / filled + 1 however
// many calls are made (a full box would refuse a further add).
import type { RpcClient } from "@/core/rpc/rpc-client";
import { openBox } from "../harness/mealbox-flow";
import { loginAs, type OdooSession } from "../harness/odoo-session";
import { widgetRpcClient } from "../harness/widget-rpc-client";
import type { BenchCustomer } from "./bench-admin";

export type BoxSize = { meals: number; people: number };

export type BenchBox = {
  session: OdooSession;
  client: RpcClient;
  customer: BenchCustomer;
  size: BoxSize;
  orderId: number;
  /** Dishes on this week's menu, as /load/mealbox lists them (in cart + remaining). */
  dishes: number;
  spareDishId: number;
  storeId: number;
  belgiumId: number;
};

export async function prepareBox(
  odoo: { url: string; db: string },
  customer: BenchCustomer,
  size: BoxSize,
  filled: number,
): Promise<BenchBox> {
  const session = await loginAs(customer.login, customer.password, { baseUrl: odoo.url, db: odoo.db });
  const client = widgetRpcClient(session);
  const box = await openBox(client, size);
  const singles = box.product_remaining.filter((dish) => dish["min-quant"] === 1);
  if (singles.length < filled + 1)
    throw new Error(`only ${singles.length} single-portion dishes on the menu`);
  for (const dish of singles.slice(0, filled)) {
    await client.call("/mealbox/add/meal", { order_id: box.order_id, product_id: dish.product_id });
  }
  const summary = await client.call("/mealbox/address", {
    order_id: box.order_id,
    delivery_type: "pick_store",
  });
  const store = summary.store_names_list.find((row) => row.delivery_period_list.length > 0);
  const belgium = summary.country.find((country) => country.code === "BE");
  if (!store || !belgium) throw new Error("no pick-up store with a date, or no Belgium, in the demo data");
  return {
    session,
    client,
    customer,
    size,
    orderId: box.order_id,
    // The menu's dishes: the answer carries one page of those not in the box, and how many more.
    dishes:
      box.product_remaining.length +
      box.remaining_more +
      new Set(box.product_in_cart.map((line) => line.product_tmpl_id)).size,
    spareDishId: singles[filled]!.product_id,
    storeId: store.id,
    belgiumId: belgium.id,
  };
}

export const REFERENCE_ROUTE = "/shop/cart/update_json";
export const MEASURED_ROUTES = [
  "/load/mealbox",
  "/mealbox/add/meal",
  "/mealbox/remove/meal",
  "/mealbox/diet",
  "/mealbox/checkout",
  "/pickup/list",
] as const;
export type MeasuredRoute = typeof REFERENCE_ROUTE | (typeof MEASURED_ROUTES)[number];
/** The reference first: each route's figures are read beside it. */
export const ALL_ROUTES: readonly MeasuredRoute[] = [REFERENCE_ROUTE, ...MEASURED_ROUTES];

/** One call per route, with the params the widgets send (routes/*.ts). */
export function routeCalls(
  box: BenchBox,
  shopProductId: number,
): Record<MeasuredRoute, (i: number) => Promise<unknown>> {
  const { client, orderId, spareDishId } = box;
  let spareInCart = false;
  const toggled = async (call: Promise<unknown>) => {
    await call;
    spareInCart = !spareInCart;
  };
  return {
    [REFERENCE_ROUTE]: (i) =>
      box.session.jsonRpc(REFERENCE_ROUTE, { product_id: shopProductId, set_qty: 1 + (i % 2) }),
    "/load/mealbox": () =>
      client.call("/load/mealbox", {
        meal: box.size.meals,
        people: box.size.people,
        order_id: orderId,
        state: "compose",
      }),
    "/mealbox/add/meal": () =>
      toggled(
        client.call("/mealbox/add/meal", {
          order_id: orderId,
          product_id: spareDishId,
          ...(spareInCart ? { remove_product: 1 } : {}),
        }),
      ),
    "/mealbox/remove/meal": () =>
      toggled(
        client.call("/mealbox/remove/meal", {
          order_id: orderId,
          product_id: spareDishId,
          remove_product: spareInCart ? 1 : 0,
        }),
      ),
    "/mealbox/diet": () => client.call("/mealbox/diet", { order_id: orderId, diet_list: [] }),
    // The billing form of a pick-up order (as the delivery step sends it).
    "/mealbox/checkout": () =>
      client.call("/mealbox/checkout", {
        name: `Bench ${box.customer.partnerId}`,
        email: box.customer.login,
        phone: "+32 2 123 45 67",
        street: "Rue Neuve 1",
        zip: "1000",
        city: "Bruxelles",
        country_id: box.belgiumId,
        delivery_type: "pick_store",
        delivery_bill: "billing",
        is_ship: 1,
        partner: box.customer.partnerId,
        order_id: orderId,
      }),
    "/pickup/list": () => client.call("/pickup/list", { store_id: box.storeId, order_id: orderId }),
  };
}
