// The visitors the bad-input suite sends its cases as: guests and portal
// customers, each with a real meal-box order (box, dishes, an extra; an address
// for the customers) whose ids feed the cases' placeholders, and whose
// consistency is checked after each route's cases. The box size, dishes, zone,
// stores and promo code are the suite's own world (createMealboxWorld), never
// the demo's.
import type { RpcClient } from "@/core/rpc/rpc-client";
import { openBox } from "../../harness/mealbox-flow";
import { newVisitor, type OdooSession } from "../../harness/odoo-session";
import { widgetRpcClient } from "../../harness/widget-rpc-client";
import { createPortalCustomer, loginCustomer } from "../../integration/payment-shop-order";
import type { FuzzContext } from "./fuzz-params";

export type BoxSize = { meals: number; people: number };

export type FuzzSession = {
  label: string;
  session: OdooSession;
  client: RpcClient;
  /** The box size the order must have: changed only by a successful /load/mealbox. */
  size: BoxSize;
  orderId: number;
  /** The run's promo code (the suite's world), tried as typed and mistyped. */
  promo: string;
  context: FuzzContext;
};

/** One of the world's box sizes (RUN_BOX_SIZES). */
const START_SIZE: BoxSize = { meals: 4, people: 2 };
/** The customers' billing zip code: the suite's world delivers it (its zone). */
export const HOME_ZIP = "1000";

export async function fuzzSession(
  label: string,
  kind: "guest" | "portal",
  promo: string,
): Promise<FuzzSession> {
  const session =
    kind === "guest" ? await newVisitor() : await loginCustomer(await createPortalCustomer(`fuzz-${label}`));
  const client = widgetRpcClient(session);
  const box = await openBox(client, START_SIZE);
  for (const item of box.product_in_cart) {
    await client.call("/mealbox/remove/meal", { order_id: box.order_id, line_id: item.line_id, quantity: 0 });
  }
  const singles = box.product_remaining.filter((dish) => dish["min-quant"] === 1).slice(0, 2);
  for (const dish of singles) {
    await client.call("/mealbox/add/meal", { order_id: box.order_id, product_id: dish.product_id });
  }
  const extra = box.extra_remaining[0];
  if (extra) {
    await client.call("/mealbox/add/extra-meal", {
      order_id: box.order_id,
      product_id: extra.product_id,
      add_product: 1,
    });
  }
  const fuzz: FuzzSession = {
    label,
    session,
    client,
    size: START_SIZE,
    orderId: box.order_id,
    promo,
    context: {},
  };
  await refreshContext(fuzz);
  return fuzz;
}

/** The session's current ids, read the way the widgets read them. */
export async function refreshContext(fuzz: FuzzSession): Promise<void> {
  const { client } = fuzz;
  let box;
  try {
    box = await client.call("/load/mealbox", { ...sizeParams(fuzz.size), state: "compose" });
  } catch {
    return; // e.g. the order was paid meanwhile: keep the last ids
  }
  fuzz.orderId = box.order_id;
  const context: FuzzContext = {
    order: [box.order_id],
    dishLine: box.product_in_cart.map((item) => item.line_id),
    extraLine: box.extra_in_cart.map((item) => item.line_id),
    dish: [...box.product_in_cart, ...box.product_remaining].map((dish) => dish.product_id),
    extra: [...box.extra_in_cart, ...box.extra_remaining].map((extra) => extra.product_id),
    boxProduct: [box.meal_id],
    promo: [fuzz.promo, fuzz.promo.toLowerCase(), ` ${fuzz.promo} `, "NOPE"],
  };
  const summary = await client.call("/mealbox/address", { order_id: box.order_id });
  const stores = summary.store_names_list;
  context.store = stores.map((store) => store.id);
  context.storeCarrier = stores.map((store) => store.delivery_type);
  context.date = [
    ...new Set([...summary.delivery_period_list, ...stores.flatMap((s) => s.delivery_period_list)]),
  ];
  context.country = summary.country.filter((c) => ["BE", "FR", "NL"].includes(c.code)).map((c) => c.id);
  context.carrier = summary.delivery_options_list.map((option) => option.id);
  context.partner = [summary.partner_id, ...summary.shippings.map((address) => address.id)];
  const payment = await client.call("/payment_details", { order_id: box.order_id });
  context.accessToken = [payment.access_token];
  context.provider = payment.acq_list.map((provider) => provider.id);
  context.method = payment.pay_acq_list.map((method) => method.id);
  fuzz.context = context;
}

export function sizeParams(size: BoxSize) {
  return { meal: size.meals, people: size.people };
}

/** A portal customer's billing address in Brussels, so the delivery routes go past "address missing". */
export async function giveBillingAddress(fuzz: FuzzSession): Promise<void> {
  const summary = await fuzz.client.call("/mealbox/address", { order_id: fuzz.orderId });
  const belgium = summary.country.find((country) => country.code === "BE");
  if (!belgium || summary.partner_data.is_public) return;
  await fuzz.client.call("/mealbox/checkout", {
    name: `Fuzz ${fuzz.label}`,
    email: `fuzz-${fuzz.label}@example.com`,
    phone: "+32 2 123 45 67",
    street: "Rue Neuve 1",
    zip: HOME_ZIP,
    city: "Bruxelles",
    country_id: belgium.id,
    delivery_type: "delivery",
    delivery_bill: "billing",
    is_ship: 1,
    partner: summary.partner_id,
    order_id: fuzz.orderId,
  });
}
