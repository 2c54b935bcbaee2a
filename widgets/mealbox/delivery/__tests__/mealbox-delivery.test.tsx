import { act, screen, waitFor, within } from "@testing-library/react";
import { clearToasts } from "@/ui/toast";
import { odooError, odooResult } from "@/core/testing/fake-odoo-fetch";
import { navigateTo } from "../utils/navigate";
import { address, createFakeDelivery, DATES, readyToPay, store, summary } from "./fake-delivery-server";
import { renderDelivery } from "./render-delivery";

jest.mock("../utils/navigate", () => ({ navigateTo: jest.fn() }));
jest.setTimeout(15_000);

const navigate = navigateTo as jest.MockedFunction<typeof navigateTo>;

afterEach(() => {
  act(() => clearToasts());
  navigate.mockReset();
  // The step keeps its fields per order in the tab: every test starts with none.
  sessionStorage.clear();
});

function pay() {
  return screen.getByRole("button", { name: /^Pay/ });
}

function payProblem() {
  return document.querySelector(".weekbox-pay-problem");
}

test("should paint the step from one request, with the summary's lines and total", async () => {
  const server = createFakeDelivery({ global_discount: 6.15, code: "WEEKBOX10", total: 55.35 });
  await renderDelivery(server);
  expect(server.routes()).toEqual(["/mealbox/address"]);
  const summary = screen.getByTestId("order-summary");
  expect(within(summary).getByTestId("menu-lines").children).toHaveLength(3);
  expect(within(summary).getByTestId("extra-lines")).toHaveTextContent(/Speculoos × 2\s*7\.00 €/);
  expect(within(summary).getByTestId("amount-price")).toHaveTextContent("61.50 €");
  expect(within(summary).getByTestId("discount-line")).toHaveTextContent("Discount (WEEKBOX10)-6.15 €");
  expect(within(summary).getByTestId("amount-total")).toHaveTextContent("55.35 €");
});

test("should offer the delivery dates after the placeholder 0", async () => {
  await renderDelivery();
  const select = screen.getByRole("combobox", { name: "Delivery date" });
  const options = within(select).getAllByRole("option");
  expect(options[0]).toHaveValue("0");
  expect(options[0]).toHaveTextContent("Choose a delivery date");
  expect(options.slice(1).map((o) => (o as HTMLOptionElement).value)).toEqual(DATES);
});

test("should say when the shipping address has no delivery date", async () => {
  await renderDelivery(createFakeDelivery({ delivery_period_list: [] }));
  expect(screen.queryByRole("combobox", { name: "Delivery date" })).toBeNull();
  expect(
    screen.getByText("It seems that no dates are available for your address, please contact us"),
  ).toBeInTheDocument();
});

test("should refuse to pay a home delivery without a zip code, asking nothing", async () => {
  const noZip = address({ zip: "", phone: "" });
  const server = createFakeDelivery({ shipping_address: noZip, shippings: [noZip], billing_address: noZip });
  const { user } = await renderDelivery(server);
  await user.click(pay());
  expect(payProblem()).toHaveTextContent("Please add zip code in your shipping address");
  expect(server.routes()).toEqual(["/mealbox/address"]);
});

test("should ask for a delivery date, then the shipping phone, asking nothing", async () => {
  const noPhone = address({ phone: "" });
  const server = createFakeDelivery({
    shipping_address: noPhone,
    shippings: [noPhone],
    billing_address: noPhone,
  });
  const { user } = await renderDelivery(server);
  await user.click(pay());
  expect(payProblem()).toHaveTextContent("Please select delivery date");
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery date" }), DATES[0]!);
  await user.click(pay());
  expect(payProblem()).toHaveTextContent("Please fill the proper shipping details");
  expect(server.routes()).toEqual(["/mealbox/address"]);
});

/** /add/details answering that Pay does not go on, for `reason`. */
function payRefused(reason: "box" | "not_deliverable" | "amount_changed", message: string, total = 61.5) {
  return () =>
    odooResult({
      order_id: 42,
      ready: false,
      reason,
      message,
      payment_url: "",
      carrier_id: 11,
      amount_delivery: 5,
      amount_total: total,
    });
}

test("should tell when the zip is not delivered, then stop", async () => {
  const server = createFakeDelivery();
  server.on(
    "/add/details",
    payRefused("not_deliverable", "The delivery method is not available for your shipping address"),
  );
  const { user } = await renderDelivery(server);
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery date" }), DATES[0]!);
  await user.click(pay());
  await waitFor(() =>
    expect(payProblem()).toHaveTextContent("The delivery method is not available for your shipping address"),
  );
  expect(navigate).not.toHaveBeenCalled();
});

test("should prepare the order in one call, with the remark typed, and go to Odoo's payment page", async () => {
  const server = createFakeDelivery();
  const { user } = await renderDelivery(server);
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery date" }), DATES[1]!);
  await user.type(screen.getByRole("textbox", { name: "Remark for the delivery" }), "Ring twice");
  await user.click(screen.getByRole("checkbox", { name: /individual/ }));
  // A remark save still waiting for its timer is Pay's to make (one that fired before is done).
  const before = server.routes().length;
  await user.click(pay());
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/shop/payment"));
  expect(server.routes().slice(before)).toEqual(["/add/details"]);
  expect(server.params("/add/details")[0]).toEqual({
    delivery_date: DATES[1],
    order_id: 42,
    delivery_type: "delivery",
    acquirer_id: 0,
    is_individual: 1,
    remark: "Ring twice",
    meal: 3,
    final_amount: expect.any(Number),
  });
});

test("should send the visitor back to compose when the box is no longer valid", async () => {
  const server = createFakeDelivery();
  server.on("/add/details", payRefused("box", "Your box is no longer complete: please check your meals."));
  const { user } = await renderDelivery(server);
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery date" }), DATES[0]!);
  await user.click(pay());
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith("/mealbox?meal=3&people=2&state=compose&order_id=42"),
  );
});

test("should show a total that changed meanwhile and go on only on the next press", async () => {
  const server = createFakeDelivery();
  server.on(
    "/add/details",
    payRefused("amount_changed", "The total has changed: please check it and press Pay again.", 70.25),
  );
  const { user } = await renderDelivery(server);
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery date" }), DATES[0]!);
  await user.click(pay());
  await waitFor(() => expect(payProblem()).toHaveTextContent("The total has changed"));
  expect(pay()).toHaveTextContent("70.25");
  expect(navigate).not.toHaveBeenCalled();
  server.on("/add/details", (request) => {
    const { final_amount = 0 } = request.params as { final_amount?: number };
    return odooResult(readyToPay({ carrier_id: 11, amount_delivery: 5, amount_total: final_amount }));
  });
  await user.click(pay());
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/shop/payment"));
  expect(server.params("/add/details")[1]).toMatchObject({ final_amount: 70.25 });
});

test("should show the server's refusal of the payment preparation", async () => {
  const server = createFakeDelivery();
  server.on("/add/details", () =>
    odooError({ message: "This delivery date is no longer available. Please choose another date." }),
  );
  const { user } = await renderDelivery(server);
  await user.selectOptions(screen.getByRole("combobox", { name: "Delivery date" }), DATES[0]!);
  await user.click(pay());
  await waitFor(() => expect(payProblem()).toHaveTextContent("This delivery date is no longer available."));
  expect(navigate).not.toHaveBeenCalled();
});

test("should choose a pick-up store from the list, show it and its dates, and check store, date and phone", async () => {
  const server = createFakeDelivery({
    store_names_list: [store(1, "Weekbox Gent"), store(2, "Weekbox Leuven", [])],
  });
  const { user } = await renderDelivery(server);
  await user.click(screen.getByRole("radio", { name: "Pick-up at a store" }));
  await user.click(pay());
  expect(payProblem()).toHaveTextContent("Please select pickup store");

  await user.click(screen.getByRole("radio", { name: /Weekbox Gent/ }));
  const chosen = await screen.findByTestId("chosen-store");
  expect(chosen).toHaveTextContent("Your chosen pick-up location");
  expect(chosen).toHaveTextContent("Veldstraat 1, 9000 Gent, Belgium");
  const select = await within(chosen).findByRole("combobox", { name: "Pick-up date" });
  expect(within(select).getAllByRole("option")[0]).toHaveTextContent("Choose a PickUp Date");
  expect(within(select).getAllByRole("option")[0]).toHaveValue("0");
  expect(server.params("/pickup/list")).toEqual([{ store_id: 1, order_id: 42 }]);

  await user.click(pay());
  expect(payProblem()).toHaveTextContent("Please select pickup date");

  await user.click(screen.getByRole("radio", { name: /Weekbox Leuven/ }));
  expect(
    await screen.findByText("It seems that no dates are available for your address, please contact us"),
  ).toBeInTheDocument();
});

test("should ask for the billing phone before a pick-up is paid", async () => {
  const noPhone = address({ phone: "" });
  const server = createFakeDelivery({
    billing_address: noPhone,
    shipping_address: noPhone,
    shippings: [noPhone],
    partner_data: { is_public: false, counter: 1, email: "", phone: "" },
    order_details: { ...createSummaryDetails(), delivery_type: "pick_store", store_id: 1 },
  });
  const { user } = await renderDelivery(server);
  await user.selectOptions(screen.getByRole("combobox", { name: "Pick-up date" }), DATES[0]!);
  await user.click(pay());
  expect(payProblem()).toHaveTextContent("Please fill the proper billing details");
});

test("should apply a valid promo code: discount line and new total; keep everything for an invalid one", async () => {
  const server = createFakeDelivery();
  server.on("/check/promo", ({ params }) => {
    const promo = (params as { promo: string }).promo;
    return promo === "WEEKBOX10"
      ? odooResult({
          valid: true,
          code: "WEEKBOX10",
          message: "Your promo code is applied.",
          reward_product: "10% on your order",
          reward_amount: 6.15,
          amount_total: 55.35,
        })
      : odooResult({
          valid: false,
          code: promo,
          message: `This code is invalid (${promo}).`,
          reward_product: "",
          reward_amount: 0,
          amount_total: 61.5,
        });
  });
  const { user } = await renderDelivery(server);
  const field = screen.getByRole("textbox", { name: "Promo code" });
  await user.type(field, "NOPE");
  await user.click(screen.getByRole("button", { name: "Apply" }));
  expect(await screen.findByText("This code is invalid (NOPE).")).toBeInTheDocument();
  expect(field).toHaveValue("NOPE");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("61.50 €");

  await user.clear(field);
  await user.type(field, "WEEKBOX10");
  await user.click(screen.getByRole("button", { name: "Apply" }));
  expect(await screen.findByText("Your promo code is applied.")).toBeInTheDocument();
  expect(screen.getByTestId("discount-line")).toHaveTextContent("10% on your order (WEEKBOX10)-6.15 €");
  expect(screen.getByTestId("amount-total")).toHaveTextContent("55.35 €");
});

function createSummaryDetails() {
  return createFakeDeliveryDetails();
}

function createFakeDeliveryDetails() {
  return {
    order_id: 42,
    name: "S00042",
    meal_no: 3,
    person: 2,
    count_line: 3,
    delivery_type: "" as const,
    delivery_date: "" as const,
    store_id: 0,
    remark: "",
    is_individual: false,
    carrier_id: 0,
    amount_untaxed: 58,
    amount_tax: 3.5,
    amount_delivery: 0,
    amount_total: 61.5,
    ready: false,
  };
}

describe("is_ship of the billing form (spec §7.3 /mealbox/checkout)", () => {
  const billing = address();
  const elsewhere = address({
    id: 9,
    name: "Ann Peeters",
    street: "Veldstraat 1",
    zip: "9000",
    city: "Gent",
  });
  const shipsElsewhere = {
    billing_address: billing,
    shipping_address: elsewhere,
    shippings: [billing, elsewhere],
    ship_len: 2,
  };

  /** Saves an address of the step as it is (`editLabel`'s); the params /mealbox/checkout was sent. */
  async function saveAddress(init: Parameters<typeof summary>[0], editLabel = "Edit billing address") {
    const server = createFakeDelivery(init);
    const answered = summary(init);
    server.on("/mealbox/checkout", () =>
      odooResult({
        msg: "",
        message: "",
        deliverable: true,
        billing: answered.billing_address,
        shipping_address: answered.shipping_address,
        shippings: answered.shippings,
        ship_len: answered.ship_len,
        ship_count: answered.ship_count,
        delivery_options_list: answered.delivery_options_list,
        delivery_period_list: answered.delivery_period_list,
        partner_id: billing.id,
        name: billing.name,
        country: billing.country,
      }),
    );
    const { user } = await renderDelivery(server);
    await user.click(screen.getByRole("button", { name: editLabel }));
    // The address form loads when first opened (its first import is transformed then: slow under load).
    await user.click(await screen.findByRole("button", { name: "Save address" }, { timeout: 5000 }));
    await waitFor(() => expect(server.params("/mealbox/checkout")).toHaveLength(1));
    return server.params("/mealbox/checkout")[0];
  }

  test("should ship to the billing address too when the order ships there already", async () => {
    expect(await saveAddress({})).toMatchObject({ delivery_bill: "billing", is_ship: 1 });
  });

  test("should leave the shipping address alone when the order ships elsewhere", async () => {
    expect(await saveAddress(shipsElsewhere)).toMatchObject({ delivery_bill: "billing", is_ship: 0 });
  });

  test("should never ship to the billing address from a shipping form", async () => {
    expect(await saveAddress(shipsElsewhere, "Edit shipping address")).toMatchObject({
      delivery_bill: "shipping",
      is_ship: 0,
    });
  });
});
