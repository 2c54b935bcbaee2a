// Test helper: the delivery step's routes in process (shapes of
// routes/mealbox-delivery-routes.ts), reached through the widgets' real RPC client.
import { createRpcClient, type RpcClient } from "@/core/rpc/rpc-client";
import type { RouteResult } from "@/core/rpc/route-map";
import { createFakeOdoo, odooResult, type FakeHandler, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";

type Summary = RouteResult<"/mealbox/address">;
type Address = NonNullable<Summary["billing_address"]>;
type Store = Summary["store_names_list"][number];

export const CURRENCY = { name: "EUR", symbol: "€", position: "after" as const, decimals: 2 };
export const DATES = ["2030-05-04", "2030-05-11"];

export function address(init: Partial<Address> = {}): Address {
  return {
    id: 7,
    name: "Joel Willis",
    email: "joel@example.com",
    phone: "+32 470 12 34 56",
    street: "Rue de la Loi 16",
    street2: "",
    zip: "1000",
    city: "Bruxelles",
    state: null,
    country: { id: 20, name: "Belgium", code: "BE" },
    company_name: "",
    vat: "",
    title: "",
    birthdate: "",
    type: "contact",
    parent_id: 0,
    deliverable: true,
    address: "Rue de la Loi 16, 1000 Bruxelles, Belgium",
    ...init,
  };
}

export function store(id: number, name: string, dates: string[] = DATES): Store {
  return {
    id,
    store_name: name,
    street: "Veldstraat 1",
    street2: "",
    city: "Gent",
    state: "",
    zip: "9000",
    country: "Belgium",
    country_code: "BE",
    latitude: 51.05,
    longitude: 3.72,
    address: `Veldstraat ${id}, 9000 Gent, Belgium`,
    opening_hours: "Mon–Fri 9:00–18:00",
    delivery_type: 100 + id,
    delivery_period_list: dates,
  };
}

function line(id: number, name: string, quantity: number, total: number) {
  return {
    product_id: id,
    product_tmpl_id: id + 1000,
    name,
    list_price: total,
    image_url: "",
    image_small_url: "",
    category: [],
    diet: [],
    do_something: false,
    do_nothing: false,
    "min-quant": 1,
    prep_time: 30,
    calories: 600,
    allergens: "",
    line_id: id + 500,
    quantity,
    total_price: total,
  };
}

export function summary(init: Partial<Summary> = {}): Summary {
  const billing = address();
  return {
    order_line_menu_list: [line(1, "Stoemp", 1, 0), line(2, "Waterzooi", 1, 0), line(3, "Carbonnade", 1, 0)],
    order_line_extra_list: [line(9, "Speculoos", 2, 7)],
    currency: "€",
    currency_name: "EUR",
    currency_info: CURRENCY,
    price: 61.5,
    global_discount: 0,
    coupon_discount: 0,
    amount_delivery: 0,
    total: 61.5,
    is_coupon_applied: false,
    code: "",
    order_details: {
      order_id: 42,
      name: "S00042",
      meal_no: 3,
      person: 2,
      count_line: 3,
      delivery_type: "",
      delivery_date: "",
      store_id: 0,
      remark: "",
      is_individual: false,
      carrier_id: 0,
      amount_untaxed: 58,
      amount_tax: 3.5,
      amount_delivery: 0,
      amount_total: 61.5,
      ready: false,
    },
    partner_data: { is_public: false, counter: 2, email: billing.email, phone: billing.phone },
    partner_id: billing.id,
    partner_name: billing.name,
    partner_country: billing.country,
    user: { id: 3, name: billing.name, is_public: false },
    billing_address: billing,
    shipping_address: billing,
    shippings: [billing],
    ship_len: 1,
    ship_count: 0,
    country: [
      { id: 20, name: "Belgium", code: "BE" },
      { id: 75, name: "France", code: "FR" },
    ],
    delivery_period_list: DATES,
    delivery_options_list: [{ id: 11, name: "Weekbox van", amount: 4.95, available: true, message: "" }],
    deliveries: [
      { value: "delivery", name: "Home delivery", available: true },
      { value: "pick_store", name: "Pick-up at a store", available: true },
    ],
    carrier: null,
    is_pick: false,
    store_names_list: [store(1, "Weekbox Gent"), store(2, "Weekbox Leuven", [])],
    deliverable: true,
    message: "",
    callback_method: "",
    alerts: [],
    ...init,
  };
}

export type FakeDelivery = {
  odoo: FakeOdoo;
  client: RpcClient;
  /** Params of each call to `route`, in order. */
  params(route: string): Record<string, unknown>[];
  routes(): string[];
  on(route: string, handler: FakeHandler): void;
};

export function createFakeDelivery(init: Partial<Summary> = {}): FakeDelivery {
  const base = summary(init);
  const odoo = createFakeOdoo({
    "/mealbox/address": () => odooResult(base),
    "/getmatches": () => odooResult([]),
    "/mealbox/state": () =>
      odooResult({
        country: base.country[0],
        state: [],
        state_name: "",
        state_required: false,
        zip_required: true,
        ship_count: 0,
      }),
    "/pickup/list": ({ params }) => {
      const id = (params as { store_id: number }).store_id;
      const found = base.store_names_list.find((s) => s.id === id) ?? store(id, "Store");
      return odooResult({
        delivery_period_list: found.delivery_period_list,
        store: found,
        message: found.delivery_period_list.length
          ? ""
          : "It seems that no dates are available for your address, please contact us",
      });
    },
    "/delivery/option/details": () =>
      odooResult({
        remark: "",
        delivery_type: "delivery",
        carrier_id: 11,
        amount_delivery: 4.95,
        amount_total: 66.45,
      }),
    "/mealbox/zip/validate": () =>
      odooResult({
        zip: false,
        deliverable: true,
        message: "",
        date_available: true,
        amount_total: 61.5,
        amount_changed: false,
      }),
    "/mealbox/meal/validate": () => odooResult(true),
    "/add/details": () =>
      odooResult({
        order_id: 42,
        ready: true,
        delivery_type: "delivery",
        delivery_date: DATES[0],
        store_id: 0,
        acquirer_id: 0,
        payment_url: "/shop/payment",
        carrier_id: 11,
        amount_delivery: 4.95,
        amount_total: 66.45,
      }),
  });
  const client = createRpcClient({
    baseUrl: "http://shop.test",
    fetch: odoo.fetch,
    onSessionExpired: () => {},
  });
  return {
    odoo,
    client,
    params: (route) =>
      odoo.calls
        .filter((c) => c.url.pathname === route)
        .map((c) => (c.body as { params: Record<string, unknown> }).params),
    routes: () => odoo.calls.map((c) => c.url.pathname),
    on: (route, handler) => odoo.on(route, handler),
  };
}
