// The delivery step's routes through the widgets' own client against a real Odoo:
// addresses, stores, dates, options, pay checks, promo code, address
// suggestions. Shapes are checked by the route map on every call.
//
// The suite brings its world (test/harness/mealbox-fixtures.ts): the box size,
// this week's menu, a zone for 1000, a pick-up store and a promo code of the
// run's own, and a portal customer of its own billed in New Jersey (as the
// demo's portal user is). The customer's cart lives on between the tests (Odoo
// reloads a customer's last draft cart), so the portal flows first empty the
// box, and reuse one Belgian delivery address instead of adding one per test.
import { refusal } from "../harness/rpc-expectations";
import type { RpcClient } from "@/core/rpc/rpc-client";
import type { RouteResult } from "@/core/rpc/route-map";
import { callKw } from "../harness/call-kw";
import {
  createBoxSizes,
  createDeliveryZone,
  createMealboxPromo,
  createPickupStore,
  createWeekMenu,
  type MealboxBoxes,
  type MealboxMenu,
  type MealboxPromo,
  type MealboxStore,
  type MealboxZone,
} from "../harness/mealbox-fixtures";
import { composeFullBox, openBox } from "../harness/mealbox-flow";
import { describeWithOdoo } from "../harness/odoo-available";
import { loginAs, newVisitor, OdooRpcError, type OdooSession } from "../harness/odoo-session";
import { createThrowawayCustomer, type ThrowawayCustomer } from "../harness/throwaway-customer";
import { widgetRpcClient } from "../harness/widget-rpc-client";

type Summary = RouteResult<"/mealbox/address">;

const SIZE = { meals: 3, people: 2 };
const CUSTOMER_NAME = "Joel Willis";
const BELGIAN_ADDRESS = {
  name: CUSTOMER_NAME,
  email: "joel.willis63@example.com",
  phone: "+32 470 12 34 56",
  street: "Rue de la Loi 16",
  street2: "",
  zip: "1000",
  city: "Bruxelles",
};

/** The visitor's cart emptied of dishes, then filled with a full box. */
async function fullBox(client: RpcClient): Promise<number> {
  const box = await openBox(client, SIZE);
  for (const item of box.product_in_cart) {
    await client.call("/mealbox/remove/meal", { order_id: box.order_id, line_id: item.line_id, quantity: 0 });
  }
  return (await composeFullBox(client, SIZE)).order_id;
}

/** The portal user ships to a Belgian (Brussels) address of their own. */
async function shipToBrussels(client: RpcClient, orderId: number, summary: Summary) {
  const belgium = summary.country.find((country) => country.code === "BE");
  if (!belgium) throw new Error("no Belgium in the country list");
  const existing = summary.shippings.find(
    (address) => address.type === "delivery" && address.street === BELGIAN_ADDRESS.street,
  );
  return client.call("/mealbox/checkout", {
    ...BELGIAN_ADDRESS,
    country_id: belgium.id,
    state_id: 0,
    delivery_type: "delivery",
    delivery_bill: "shipping",
    partner: existing?.id ?? 0,
    edit_address: existing ? 1 : 0,
    order_id: orderId,
  });
}

async function adminReadOrder(orderId: number): Promise<Record<string, unknown>> {
  const admin = await loginAs("admin", "admin");
  const [order] = await admin.jsonRpc<Record<string, unknown>[]>("/web/dataset/call_kw", {
    model: "sale.order",
    method: "search_read",
    args: [[["id", "=", orderId]]],
    kwargs: {
      fields: [
        "state",
        "mealbox_delivery_type",
        "mealbox_delivery_date",
        "mealbox_store_id",
        "mealbox_remark",
        "mealbox_is_individual",
        "carrier_id",
        "partner_shipping_id",
        "amount_total",
      ],
    },
  });
  if (!order) throw new Error(`admin cannot see order ${orderId}`);
  return order;
}

describeWithOdoo("meal-box delivery routes", () => {
  let boxes: MealboxBoxes | undefined;
  let menu: MealboxMenu | undefined;
  let zone: MealboxZone | undefined;
  let store: MealboxStore | undefined;
  let promo: MealboxPromo | undefined;
  let customer: ThrowawayCustomer | undefined;

  beforeAll(async () => {
    const admin = await loginAs("admin", "admin");
    boxes = await createBoxSizes(admin);
    menu = await createWeekMenu(admin);
    zone = await createDeliveryZone(admin, BELGIAN_ADDRESS.zip);
    store = await createPickupStore(admin);
    promo = await createMealboxPromo(admin);
    const [newJersey] = await callKw<{ id: number; country_id: [number, string] }[]>(
      admin,
      "res.country.state",
      "search_read",
      [
        [
          ["code", "=", "NJ"],
          ["country_id.code", "=", "US"],
        ],
        ["country_id"],
      ],
    );
    if (!newJersey) throw new Error("no New Jersey in Odoo's states");
    customer = await createThrowawayCustomer(admin, CUSTOMER_NAME, {
      street: "1 Main Street",
      zip: "07001",
      city: "Avenel",
      phone: "+1 732 555 0100",
      state_id: newJersey.id,
      country_id: newJersey.country_id[0],
    });
  });
  afterAll(async () => {
    await customer?.remove();
    await promo?.remove();
    await store?.remove();
    await zone?.remove();
    await menu?.remove();
    await boxes?.remove();
  });

  const ownStore = () => store!.name;

  /** The suite's portal customer, logged in. */
  function portal(): { session: OdooSession; client: RpcClient } {
    return { session: customer!.session, client: widgetRpcClient(customer!.session) };
  }

  test("should summarise a guest's order with stores but without partner data", async () => {
    const client = widgetRpcClient(await newVisitor());
    const orderId = await fullBox(client);

    const summary = await client.call("/mealbox/address", { meal_no: 3, person: 2, order_id: orderId });

    expect(summary.order_line_menu_list).toHaveLength(3);
    expect(summary.partner_data.is_public).toBe(true);
    expect(summary.partner_id).toBe(0);
    expect(summary.billing_address).toBeNull();
    expect(summary.shippings).toEqual([]);
    expect(summary.delivery_period_list).toEqual([]);
    expect(summary.store_names_list.length).toBe(summary.partner_data.counter);
    // The run's store, with its dates and place (the list has every published store).
    const ours = summary.store_names_list.filter((listed) => listed.store_name === store!.name);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.delivery_period_list.length).toBeGreaterThan(0);
    expect(ours[0]!.latitude).toBeCloseTo(50.85, 2);
    expect(summary.order_details).toMatchObject({ order_id: orderId, count_line: 3, ready: false });
    expect(summary.country.some((country) => country.code === "BE")).toBe(true);
  });

  test("should refuse the delivery step's changes to a guest, and another visitor's order to anyone", async () => {
    const owner = widgetRpcClient(await newVisitor());
    const orderId = await fullBox(owner);
    const stranger = widgetRpcClient(await newVisitor());
    await openBox(stranger, SIZE);

    const reads = await refusal(stranger.call("/mealbox/address", { order_id: orderId }));
    const pays = await refusal(
      stranger.call("/add/details", { order_id: orderId, delivery_type: "delivery" }),
    );
    const promoted = await refusal(stranger.call("/check/promo", { order_id: orderId, promo: promo!.code }));
    const guest = await refusal(owner.call("/add/details", { order_id: orderId, delivery_type: "delivery" }));

    for (const error of [reads, pays, promoted]) {
      expect(error.exceptionName).toBe("odoo.exceptions.AccessError");
      expect(error.message).toBe("This order is not available. Please start your box again.");
    }
    expect(guest.exceptionName).toBe("odoo.exceptions.AccessError");
    expect(guest.message).toBe("Please log in to continue with your delivery details.");
    const other = await refusal(portal().client.call("/mealbox/address", { order_id: orderId }));
    expect(other.exceptionName).toBe("odoo.exceptions.AccessError");
  });

  test("should prepare a home delivery for a portal customer, ready to pay, as admin sees it", async () => {
    const { client } = portal();
    const orderId = await fullBox(client);
    const before = await client.call("/mealbox/address", { order_id: orderId });
    expect(before.partner_data.is_public).toBe(false);
    expect(before.billing_address?.name).toBe(CUSTOMER_NAME);

    const saved = await shipToBrussels(client, orderId, before);
    expect(saved.msg).toBe("");
    expect(saved.shipping_address).toMatchObject({
      street: "Rue de la Loi 16",
      zip: "1000",
      deliverable: true,
    });
    expect(saved.delivery_period_list.length).toBeGreaterThan(0);
    const [option] = saved.delivery_options_list;
    if (!option) throw new Error("no home delivery option for 1000");

    const noDate = await refusal(
      client.call("/add/details", { order_id: orderId, delivery_type: "delivery", delivery_date: 0 }),
    );
    expect(noDate.message).toBe("Please select delivery date");

    const details = await client.call("/delivery/option/details", {
      order_id: orderId,
      delivery_options: option.id,
      remark: "Leave it with the neighbours",
    });
    expect(details).toMatchObject({ carrier_id: option.id, remark: "Leave it with the neighbours" });
    expect(details.amount_delivery).toBeCloseTo(option.amount, 2);

    const date = saved.delivery_period_list[0] ?? "";
    const check = await client.call("/mealbox/zip/validate", {
      order_id: orderId,
      delivery_date: date,
      zip: "1000",
      final_amount: details.amount_total,
      is_individual: 1,
    });
    expect(check).toMatchObject({
      zip: false,
      deliverable: true,
      date_available: true,
      amount_changed: false,
    });

    const ready = await client.call("/add/details", {
      order_id: orderId,
      delivery_type: "delivery",
      delivery_date: date,
      acquirer_id: 0,
      is_individual: 1,
    });
    expect(ready).toMatchObject({
      order_id: orderId,
      ready: true,
      delivery_type: "delivery",
      delivery_date: date,
      store_id: 0,
      carrier_id: option.id,
      payment_url: "/shop/payment",
    });

    const summary = await client.call("/mealbox/address", { order_id: orderId });
    expect(summary.order_details).toMatchObject({
      ready: true,
      delivery_type: "delivery",
      delivery_date: date,
    });
    expect(summary.carrier?.id).toBe(option.id);
    expect(summary.total).toBeCloseTo(ready.amount_total, 2);

    const seen = await adminReadOrder(orderId);
    expect(seen).toMatchObject({
      state: "draft",
      mealbox_delivery_type: "delivery",
      mealbox_delivery_date: date,
      mealbox_store_id: false,
      mealbox_remark: "Leave it with the neighbours",
      mealbox_is_individual: true,
    });
    expect((seen.carrier_id as [number, string])[0]).toBe(option.id);
    expect((seen.partner_shipping_id as [number, string])[0]).toBe(saved.shipping_address?.id);
    expect(seen.amount_total).toBeCloseTo(ready.amount_total, 2);
  });

  test("should prepare a pick-up at a store for a portal customer", async () => {
    const { client } = portal();
    const orderId = await fullBox(client);
    const summary = await client.call("/mealbox/address", { order_id: orderId, delivery_type: "pickup" });
    expect(summary.is_pick).toBe(true);
    const store = summary.store_names_list.find((s) => s.store_name === ownStore());
    if (!store) throw new Error(`the run's store ${ownStore()} is not listed`);

    const listed = await client.call("/pickup/list", { store_id: store.id, order_id: orderId });
    expect(listed.delivery_period_list).toEqual(store.delivery_period_list);
    expect(listed.store.delivery_type).toBe(store.delivery_type);
    // The store's carrier is on the order: the answer has the amounts Pay shows.
    expect(listed.carrier_id).toBe(store.delivery_type);
    expect(listed.amount_total).toBeGreaterThan(0);
    const date = listed.delivery_period_list[0] ?? "";

    const noDate = await refusal(
      client.call("/add/details", { order_id: orderId, delivery_type: "pickup", delivery_date: 0 }),
    );
    expect(noDate.message).toBe("Please select pickup date");

    const ready = await client.call("/add/details", {
      order_id: orderId,
      delivery_type: "pickup",
      delivery_date: date,
      is_individual: 0,
    });
    expect(ready).toMatchObject({
      ready: true,
      delivery_type: "pick_store",
      store_id: store.id,
      delivery_date: date,
    });
    expect(ready.carrier_id).toBe(store.delivery_type);

    // The spec's other form: the store's carrier id as delivery_type.
    const again = await client.call("/add/details", {
      order_id: orderId,
      delivery_type: store.delivery_type,
      delivery_date: date,
    });
    expect(again).toMatchObject({ ready: true, store_id: store.id });

    const seen = await adminReadOrder(orderId);
    expect(seen).toMatchObject({ mealbox_delivery_type: "pick_store", mealbox_delivery_date: date });
    expect((seen.mealbox_store_id as [number, string])[0]).toBe(store.id);
    expect((seen.carrier_id as [number, string])[0]).toBe(store.delivery_type);
  });

  test("should list a country's states and say when a zip is not delivered", async () => {
    const { client } = portal();
    const orderId = await fullBox(client);
    const us = await client.call("/mealbox/state", { country: "US" });
    expect(us.state.length).toBeGreaterThan(50);
    expect(us.state_name).toBe("New Jersey"); // the customer's billing state
    const belgium = await client.call("/mealbox/state", { country: "BE" });

    const guest = widgetRpcClient(await newVisitor());
    const guestOrder = await fullBox(guest);
    const far = await guest.call("/mealbox/zip/validate", { order_id: guestOrder, zip: "0999" });
    expect(far).toMatchObject({ zip: true, deliverable: false });
    expect(far.message).toBe("The delivery method is not available for your shipping address");

    const invalid = await refusal(
      client.call("/mealbox/checkout", {
        ...BELGIAN_ADDRESS,
        name: "Joel",
        email: "joel@example",
        country_id: belgium.country.id,
        delivery_bill: "shipping",
        order_id: orderId,
      }),
    );
    expect(invalid.exceptionName).toBe("odoo.exceptions.ValidationError");
    expect(invalid.message.split("\n")).toEqual(["Last name is required.", "Invalid Email Address"]);
  });

  test("should apply the run's promo code once and answer a bogus code as invalid", async () => {
    const client = widgetRpcClient(await newVisitor());
    const orderId = await fullBox(client);
    const before = await client.call("/mealbox/address", { order_id: orderId });

    const bogus = await client.call("/check/promo", { promo: "NOT-A-CODE", order_id: orderId });
    expect(bogus).toMatchObject({ valid: false, reward_amount: 0, amount_total: before.total });
    expect(bogus.message).toBe("This code is invalid (NOT-A-CODE).");

    const applied = await client.call("/check/promo", { promo: promo!.code, order_id: orderId });
    expect(applied).toMatchObject({ valid: true, code: promo!.code });
    expect(applied.reward_amount).toBeCloseTo(before.price * 0.1, 2);
    expect(applied.amount_total).toBeCloseTo(before.total - applied.reward_amount, 2);

    const twice = await client.call("/check/promo", { promo: promo!.code, order_id: orderId });
    expect(twice).toMatchObject({ valid: true, amount_total: applied.amount_total });
    expect(twice.message).toBe("This promo code is already applied.");

    const after = await client.call("/mealbox/address", { order_id: orderId });
    expect(after).toMatchObject({ code: promo!.code, is_coupon_applied: true });
    expect(after.global_discount).toBeCloseTo(applied.reward_amount, 2);
  });

  test("should suggest addresses from Odoo's data when no provider is configured", async () => {
    const client = widgetRpcClient(await newVisitor());

    const localities = await client.call("/getmatches", { url: "bel/brux" });
    const brussels = localities.find((s) => s.label.startsWith("1000 "));
    expect(brussels).toMatchObject({ precision: "Locality", context: "bel" });
    expect(brussels?.address?.zip).toBe("1000");
    for (const suggestion of localities) {
      for (const [start, end] of suggestion.highlights) {
        expect(start).toBeGreaterThanOrEqual(0);
        expect(end).toBeLessThanOrEqual(suggestion.label.length);
      }
    }
    // A guest never gets a street: nobody's addresses leak.
    expect(await client.call("/getmatches", { url: "Rue de la Loi" })).toEqual([]);
    const tooLong = await refusal(client.call("/getmatches", { url: "x".repeat(101) }));
    expect(tooLong.message).toBe("The address to look up is too long (100 characters at most).");
  });

  test("should answer junk params with a clear validation error, never a server error", async () => {
    const session = await newVisitor();
    await fullBox(widgetRpcClient(session));
    const cases: [string, Record<string, unknown>][] = [
      ["/mealbox/address", { order_id: "²" }],
      ["/pickup/list", { store_id: -1 }],
      ["/pickup/list", { store_id: 999999 }],
      ["/mealbox/zip/validate", { final_amount: "lots" }],
      ["/delivery/option/details", { remark: ["x"] }],
      ["/add/details", { delivery_type: "delivery", delivery_date: "28/11/2026" }],
      ["/check/promo", { promo: 42 }],
      ["/getmatches", { url: 42 }],
      ["/mealbox/state", { country: "Atlantis" }],
    ];
    for (const [route, params] of cases) {
      const error = await session.jsonRpc(route, params).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OdooRpcError);
      const data = (error as OdooRpcError).data;
      expect({ route, name: data?.name }).toEqual({
        route,
        name: expect.stringMatching(/^odoo\.exceptions\./),
      });
      expect(data?.message ?? "").not.toBe("");
    }
  });
});
