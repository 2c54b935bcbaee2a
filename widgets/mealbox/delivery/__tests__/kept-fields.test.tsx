// Issue #15: a reload keeps the step's fields (date, remark, "individual"), and
// Pay's message goes once its cause is fixed.
import { act, screen, waitFor } from "@testing-library/react";
import { clearToasts } from "@/ui/toast";
import { fromLoad } from "../stores/delivery-answers";
import { REMARK_SAVE_MS } from "../stores/remark-saver";
import { readStoredFields } from "../utils/stored-fields";
import { address, createFakeDelivery, DATES, store, summary } from "./fake-delivery-server";
import { renderDelivery, settled } from "./render-delivery";

jest.setTimeout(15_000);

afterEach(() => {
  act(() => clearToasts());
  sessionStorage.clear();
});

function dateSelect(name = "Delivery date") {
  return screen.getByRole("combobox", { name }) as HTMLSelectElement;
}

function remarkField() {
  return screen.getByRole("textbox", { name: "Remark for the delivery" });
}

function individual() {
  return screen.getByRole("checkbox", { name: /individual/ });
}

function payProblem() {
  return document.querySelector(".weekbox-pay-problem");
}

test("should keep the date, the remark and the individual tick over a reload", async () => {
  const server = createFakeDelivery();
  const first = await renderDelivery(server);
  await first.user.selectOptions(dateSelect(), DATES[1]!);
  await first.user.type(remarkField(), "Ring twice");
  await first.user.click(individual());
  expect(readStoredFields(42)).toEqual({
    homeDate: DATES[1],
    pickupDate: "0",
    remark: "Ring twice",
    isIndividual: true,
  });
  first.unmount();

  await renderDelivery(server);
  expect(dateSelect()).toHaveValue(DATES[1]);
  expect(remarkField()).toHaveValue("Ring twice");
  expect(individual()).toBeChecked();
});

test("should keep a pick-up date over a reload while the store still offers it", async () => {
  const base = summary();
  const server = createFakeDelivery({
    order_details: { ...base.order_details, delivery_type: "pick_store", store_id: 1, carrier_id: 101 },
  });
  const first = await renderDelivery(server);
  await first.user.selectOptions(dateSelect("Pick-up date"), DATES[1]!);
  first.unmount();
  await renderDelivery(server);
  expect(dateSelect("Pick-up date")).toHaveValue(DATES[1]);
});

test("should save the remark on the order as typed, and restore it from the load when the tab kept nothing", async () => {
  const server = createFakeDelivery();
  const first = await renderDelivery(server);
  await first.user.type(remarkField(), "Leave it with the neighbours");
  await waitFor(() => expect(server.order().remark).toBe("Leave it with the neighbours"), {
    timeout: REMARK_SAVE_MS + 2_000,
  });
  // Saved once the visitor stopped typing, not at every key (a pause longer than
  // REMARK_SAVE_MS mid-word, as on a busy machine, saves what was typed so far).
  const saves = server.params("/delivery/option/details");
  expect(saves.length).toBeLessThan(5);
  expect(saves.at(-1)).toEqual({ delivery_options: 0, remark: "Leave it with the neighbours", order_id: 42 });
  first.unmount();
  sessionStorage.clear();

  await renderDelivery(server);
  expect(remarkField()).toHaveValue("Leave it with the neighbours");
});

test("should send the remark with an option, so choosing one does not erase it", async () => {
  const options = [11, 12].map((id) => ({
    id,
    name: `Carrier ${id}`,
    amount: 1,
    available: true,
    message: "",
  }));
  const base = summary();
  const server = createFakeDelivery({
    delivery_options_list: options,
    order_details: { ...base.order_details, carrier_id: 0, remark: "Ring twice" },
  });
  const { user } = await renderDelivery(server);
  expect(remarkField()).toHaveValue("Ring twice");
  await user.click(screen.getByRole("radio", { name: /Carrier 12/ }));
  await settled();
  expect(server.params("/delivery/option/details")).toEqual([
    { delivery_options: 12, remark: "Ring twice", order_id: 42 },
  ]);
  expect(server.order().remark).toBe("Ring twice");
});

test("should save a remark the tab kept but the order does not hold (a reload before it was saved)", async () => {
  sessionStorage.setItem("weekbox.mealbox-delivery.42", JSON.stringify({ remark: "Ring twice" }));
  const server = createFakeDelivery();
  await renderDelivery(server);
  expect(remarkField()).toHaveValue("Ring twice");
  await waitFor(() => expect(server.order().remark).toBe("Ring twice"));
});

test("should restore a kept date only while it is still offered", () => {
  const answer = summary({
    order_details: { ...summary().order_details, delivery_type: "delivery", delivery_date: DATES[0]! },
  });
  expect(fromLoad(answer, { homeDate: DATES[1] }).selection.homeDate).toBe(DATES[1]);
  expect(fromLoad(answer, { homeDate: "2031-01-04" }).selection.homeDate).toBe(DATES[0]);
  expect(fromLoad(answer, { homeDate: "0" }).selection.homeDate).toBe("0");
  expect(fromLoad(answer).selection.homeDate).toBe(DATES[0]);
  const pickup = summary({
    store_names_list: [store(1, "Weekbox Gent", [DATES[0]!])],
    order_details: { ...summary().order_details, delivery_type: "pick_store", store_id: 1 },
  });
  expect(fromLoad(pickup, { pickupDate: DATES[1] }).selection.pickupDate).toBe("0");
  expect(fromLoad(pickup, { pickupDate: DATES[0] }).selection.pickupDate).toBe(DATES[0]);
});

test("should start afresh when the tab's storage holds nothing readable", async () => {
  sessionStorage.setItem("weekbox.mealbox-delivery.42", "{not json");
  await renderDelivery();
  expect(dateSelect()).toHaveValue("0");
  expect(remarkField()).toHaveValue("");
});

test("should drop Pay's message once its cause is fixed", async () => {
  const noPhone = address({ phone: "" });
  const server = createFakeDelivery({
    shipping_address: noPhone,
    shippings: [noPhone],
    billing_address: noPhone,
  });
  const { user } = await renderDelivery(server);
  await user.click(screen.getByRole("button", { name: /^Pay/ }));
  expect(payProblem()).toHaveTextContent("Please select delivery date");

  // Something else changes: the date is still missing, the message stays.
  await user.type(remarkField(), "x");
  expect(payProblem()).toHaveTextContent("Please select delivery date");

  await user.selectOptions(dateSelect(), DATES[0]!);
  expect(payProblem()).toBeNull();
  // The next check speaks at the next Pay.
  await user.click(screen.getByRole("button", { name: /^Pay/ }));
  expect(payProblem()).toHaveTextContent("Please fill the proper shipping details");
});

test("should drop the pick-up store message once a store is chosen", async () => {
  const { user } = await renderDelivery();
  await user.click(screen.getByRole("radio", { name: "Pick-up at a store" }));
  await settled();
  await user.click(screen.getByRole("button", { name: /^Pay/ }));
  expect(payProblem()).toHaveTextContent("Please select pickup store");
  await user.click(screen.getByRole("radio", { name: /Weekbox Gent/ }));
  await waitFor(() => expect(payProblem()).toBeNull());
});
