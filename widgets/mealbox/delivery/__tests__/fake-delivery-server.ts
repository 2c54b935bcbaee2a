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

/** /add/details when the order is ready to be paid, with these amounts. */
export function readyToPay(amounts: { carrier_id: number; amount_delivery: number; amount_total: number }) {
  return {
    order_id: 42,
    ready: true as const,
    delivery_type: "delivery" as const,
    delivery_date: DATES[0]!,
    store_id: 0,
    acquirer_id: 0,
    payment_url: "/shop/payment",
    ...amounts,
  };
}

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
      carrier_id: 11,
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
    // The order holds its only home option already (free): the step needs no call to price it.
    delivery_options_list: [{ id: 11, name: "Weekbox van", amount: 0, available: true, message: "" }],
    deliveries: [
      { value: "delivery", name: "Home delivery", available: true },
      { value: "pick_store", name: "Pick-up at a store", available: true },
    ],
    carrier: { id: 11, name: "Weekbox van", amount: 0 },
    is_pick: false,
    store_names_list: [store(1, "Weekbox Gent"), store(2, "Weekbox Leuven", [])],
    deliverable: true,
    message: "",
    callback_method: "",
    alerts: [],
    ...init,
  };
}

type Alert = Summary["alerts"][number];

export type FakeDeliveryOptions = {
  /** The price of every store's carrier (its id is 100 + the store's id). Default 0. */
  pickupFee?: number;
  /** The alerts /mealbox/address answers for each side; default: the summary's `alerts` for both. */
  alerts?: { delivery: Alert[]; pickup: Alert[] };
};

export type FakeDelivery = {
  odoo: FakeOdoo;
  client: RpcClient;
  /** Params of each call to `route`, in order. */
  params(route: string): Record<string, unknown>[];
  routes(): string[];
  on(route: string, handler: FakeHandler): void;
  /** What the order holds now, as the routes changed it. */
  order(): FakeOrder;
};

export type FakeOrder = {
  carrierId: number;
  remark: string;
  isIndividual: boolean;
  deliveryType: "" | "delivery" | "pick_store";
  storeId: number;
  amountDelivery: number;
  total: number;
};

/**
 * The summary answered at first, then an order the routes change as Odoo's
 * do: /delivery/option/details puts a carrier (a home option, or a store's)
 * and the remark and the "individual" tick — each kept when not sent — on the order; /pickup/list makes a
 * store the pick-up choice. The total is the goods plus the carrier's price.
 */
export function createFakeDelivery(
  init: Partial<Summary> = {},
  options: FakeDeliveryOptions = {},
): FakeDelivery {
  const base = summary(init);
  const goods = base.total - base.amount_delivery;
  const details = base.order_details;
  let order: FakeOrder = {
    carrierId: details.carrier_id,
    remark: details.remark,
    isIndividual: details.is_individual,
    deliveryType: details.delivery_type,
    storeId: details.store_id,
    amountDelivery: base.amount_delivery,
    total: base.total,
  };
  const storeOfCarrier = (carrierId: number) =>
    base.store_names_list.find((s) => s.delivery_type === carrierId);
  const fee = (carrierId: number) =>
    storeOfCarrier(carrierId)
      ? (options.pickupFee ?? 0)
      : (base.delivery_options_list.find((o) => o.id === carrierId)?.amount ?? 0);

  const odoo = createFakeOdoo({
    "/mealbox/address": ({ params }) => {
      const asked = (params as { delivery_type?: string }).delivery_type;
      const isPick = asked === "pickup" || asked === "pick_store" || order.deliveryType === "pick_store";
      const alerts = options.alerts ? options.alerts[isPick ? "pickup" : "delivery"] : base.alerts;
      return odooResult({
        ...base,
        amount_delivery: order.amountDelivery,
        total: order.total,
        is_pick: isPick,
        alerts,
        order_details: {
          ...details,
          carrier_id: order.carrierId,
          remark: order.remark,
          is_individual: order.isIndividual,
          delivery_type: order.deliveryType,
          store_id: order.storeId,
          amount_delivery: order.amountDelivery,
          amount_total: order.total,
        },
      });
    },
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
      order = { ...order, storeId: id, deliveryType: "pick_store" };
      const answer = {
        delivery_period_list: found.delivery_period_list,
        store: found,
        message: found.delivery_period_list.length
          ? ""
          : "It seems that no dates are available for your address, please contact us",
      };
      // As the server: a customer's order takes the store's carrier, priced in the answer.
      if (base.partner_data.is_public || !found.delivery_type) return odooResult(answer);
      const carrierId = found.delivery_type;
      order = {
        ...order,
        carrierId,
        amountDelivery: fee(carrierId),
        total: Math.round((goods + fee(carrierId)) * 100) / 100,
      };
      return odooResult({
        ...answer,
        carrier_id: order.carrierId,
        amount_delivery: order.amountDelivery,
        amount_total: order.total,
      });
    },
    "/delivery/option/details": ({ params }) => {
      const {
        delivery_options: carrierId = 0,
        remark,
        is_individual: individual,
      } = params as {
        delivery_options?: number;
        remark?: string;
        is_individual?: 0 | 1 | boolean;
      };
      if (remark !== undefined) order = { ...order, remark: remark.trim() };
      if (individual !== undefined) order = { ...order, isIndividual: Boolean(individual) };
      if (carrierId) {
        const pickup = storeOfCarrier(carrierId);
        order = {
          ...order,
          carrierId,
          deliveryType: pickup ? "pick_store" : "delivery",
          storeId: pickup ? pickup.id : order.storeId,
          amountDelivery: fee(carrierId),
          total: Math.round((goods + fee(carrierId)) * 100) / 100,
        };
      }
      return odooResult({
        remark: order.remark,
        delivery_type: order.deliveryType,
        carrier_id: order.carrierId,
        amount_delivery: order.amountDelivery,
        amount_total: order.total,
      });
    },
    "/add/details": ({ params }) => {
      const { remark } = params as { remark?: string };
      if (remark !== undefined) order.remark = remark;
      return odooResult(
        readyToPay({
          carrier_id: order.carrierId,
          amount_delivery: order.amountDelivery,
          amount_total: order.total,
        }),
      );
    },
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
    order: () => order,
  };
}
