import { odooError, odooResult, type FakeReply } from "@/core/testing/fake-odoo-fetch";
import { createDeliveryStore } from "../stores/create-delivery-store";
import type { DeliveryStore } from "../stores/delivery-store-api";
import { createFakeDelivery, summary, type FakeDelivery } from "./fake-delivery-server";

const OPTIONS = [11, 12, 13].map((id) => ({
  id,
  name: `Carrier ${id}`,
  amount: id,
  available: true,
  message: "",
}));

function carrierAnswer(id: number) {
  return odooResult({
    remark: "",
    delivery_type: "delivery",
    carrier_id: id,
    amount_delivery: id,
    amount_total: 100 + id,
  });
}

/** Carrier answers wait until the test releases them, one by one, in the order asked. */
function holdCarriers(server: FakeDelivery) {
  const held: (() => void)[] = [];
  server.on(
    "/delivery/option/details",
    ({ params }) =>
      new Promise<FakeReply>((resolve) => {
        const id = (params as { delivery_options: number }).delivery_options;
        held.push(() => resolve(carrierAnswer(id)));
      }),
  );
  return {
    waiting: () => held.length,
    release: () => held.shift()?.(),
  };
}

afterEach(() => sessionStorage.clear());

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}

async function loadedStore(server: FakeDelivery): Promise<DeliveryStore> {
  const store = createDeliveryStore({
    client: server.client,
    init: { orderId: 42, meal: 3, people: 2, cookies: { zipCode: "", billingCity: "" } },
  });
  store.start();
  await until(() => store.getSnapshot().status === "ready");
  return store;
}

test("should ask for one choice at a time, in the order chosen, and skip one a later choice replaced", async () => {
  const server = createFakeDelivery({ delivery_options_list: OPTIONS });
  const carriers = holdCarriers(server);
  const store = await loadedStore(server);

  store.chooseOption(11);
  await until(() => carriers.waiting() === 1);
  store.chooseOption(12);
  store.chooseOption(13);
  expect(store.getSnapshot().busy).toBe("option");
  carriers.release();
  await until(() => carriers.waiting() === 1);
  carriers.release();
  await until(() => store.getSnapshot().busy === null);

  expect(server.params("/delivery/option/details").map((p) => p.delivery_options)).toEqual([11, 13]);
  expect(store.getSnapshot().selection.optionId).toBe(13);
  expect(store.getSnapshot().server?.totals.total).toBe(113);
});

test("should never show the totals of a choice replaced while its answer was on its way", async () => {
  const server = createFakeDelivery({ delivery_options_list: OPTIONS });
  const carriers = holdCarriers(server);
  const store = await loadedStore(server);
  const totals: number[] = [];
  store.subscribe(() => totals.push(store.getSnapshot().server?.totals.total ?? 0));

  store.chooseOption(11);
  await until(() => carriers.waiting() === 1);
  store.chooseOption(12);
  carriers.release();
  await until(() => carriers.waiting() === 1);
  carriers.release();
  await until(() => store.getSnapshot().busy === null);

  expect(totals).not.toContain(111);
  expect(store.getSnapshot().server?.totals.total).toBe(112);
});

test("should run a component's call after the choices queued before it", async () => {
  const server = createFakeDelivery({ delivery_options_list: OPTIONS });
  const carriers = holdCarriers(server);
  const store = await loadedStore(server);

  store.chooseOption(11);
  await until(() => carriers.waiting() === 1);
  const order: string[] = [];
  const promo = store.inTurn(async () => {
    order.push("promo");
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(order).toEqual([]);
  carriers.release();
  await promo;
  expect(order).toEqual(["promo"]);
  expect(store.getSnapshot().server?.totals.total).toBe(111);
});

test("should choose the only home option after the load, in turn, and ask it once however often it is synced", async () => {
  const [only] = OPTIONS;
  const base = summary();
  const server = createFakeDelivery({
    delivery_options_list: [only!],
    order_details: { ...base.order_details, carrier_id: 0 },
  });
  const carriers = holdCarriers(server);
  const store = await loadedStore(server);
  await until(() => carriers.waiting() === 1);
  expect(store.getSnapshot().selection.optionId).toBe(11);
  // Its answer is on its way: Pay shows no total, and asking again asks nothing more.
  store.syncCarrier();
  store.syncCarrier();
  carriers.release();
  await until(() => store.getSnapshot().busy === null);
  expect(server.params("/delivery/option/details").map((p) => p.delivery_options)).toEqual([11]);
  expect(store.getSnapshot().server?.carrierId).toBe(11);
  store.syncCarrier();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(server.params("/delivery/option/details")).toHaveLength(1);
});

test("should save a remark typed just before a component's call first, and not run the call when the save fails", async () => {
  const server = createFakeDelivery({ delivery_options_list: OPTIONS });
  const store = await loadedStore(server);
  server.on("/delivery/option/details", () => odooError({ message: "Session expired" }));

  store.setRemark("Ring twice");
  const ran: string[] = [];
  const pay = store.inTurn(async () => {
    ran.push("pay");
  });
  await expect(pay).rejects.toBeTruthy();
  expect(ran).toEqual([]);
  expect(server.params("/delivery/option/details").map((p) => p.remark)).toEqual(["Ring twice"]);
  // The caller shows the failure: the save shows nothing of its own.
  expect(store.getSnapshot().problem).toBeNull();

  // Saved this time: the call runs after it.
  server.on("/delivery/option/details", () => carrierAnswer(0));
  store.setRemark("Ring three times");
  await store.inTurn(async () => {
    ran.push("pay");
  });
  expect(ran).toEqual(["pay"]);
  expect(server.params("/delivery/option/details").map((p) => p.remark)).toEqual([
    "Ring twice",
    "Ring three times",
  ]);
});
