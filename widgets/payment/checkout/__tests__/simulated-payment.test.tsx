// The demo provider's own method ("simulated" options): the widget creates
// the transaction (direct flow), tells the provider the outcome chosen, then
// follows the transaction as for a card.
import { screen, waitFor, within } from "@testing-library/react";
import { goTo } from "@/core/page/page-navigation";
import { odooError, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import type { PaymentOption } from "../payment-form-props";
import {
  callsTo,
  CARD_OPTION,
  checkoutProps,
  fakePaymentServer,
  paramsOf,
  pollResult,
  processingValues,
  renderForm,
} from "./payment-test-kit";

jest.mock("@/core/page/page-navigation");

const DEMO_OPTION: PaymentOption = {
  ...CARD_OPTION,
  id: "pm-6-41",
  kind: "simulated",
  paymentMethodId: 41,
  paymentMethodCode: "demo",
  label: "Demo",
  brands: [],
};

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakePaymentServer();
  let attempt = 0;
  odoo.on("/shop/payment/transaction", () => processingValues({ reference: `S00042-${++attempt}` }));
  odoo.on("/payment/demo/simulate_payment", () => odooResult(null));
});

afterEach(() => jest.clearAllMocks());

const payButton = () => document.querySelector<HTMLButtonElement>(".weekbox-payment-submit")!;
const props = () => checkoutProps({ options: [CARD_OPTION, DEMO_OPTION], selectedOptionId: DEMO_OPTION.id });

test("should ask the test details and the outcome, as Odoo's demo form does", () => {
  renderForm(odoo, props());
  const row = within(screen.getByTestId(`payment-option-${DEMO_OPTION.id}`));
  expect(row.getByLabelText("Payment details (test data)")).toHaveValue("");
  const status = row.getByLabelText("Payment status");
  expect(status).toHaveValue("done");
  expect(
    within(status)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Successful", "Pending", "Canceled", "Error"]);
  expect(row.queryByLabelText("Card number")).toBeNull();
});

test("should create the transaction, simulate the outcome chosen, then go to the landing page", async () => {
  const { user } = renderForm(odoo, props());
  await user.type(screen.getByLabelText("Payment details (test data)"), "4242 4242 4242 4242");
  await user.selectOptions(screen.getByLabelText("Payment status"), "pending");
  await user.click(payButton());

  await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/payment/validate"));
  expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({
    order_id: 42,
    provider_id: 6,
    payment_method_id: 41,
    token_id: null,
    flow: "direct",
    tokenization_requested: false,
  });
  expect(paramsOf(odoo, "/payment/demo/simulate_payment")).toEqual({
    reference: "S00042-1",
    payment_details: "4242 4242 4242 4242",
    simulated_state: "pending",
  });
  // In that order: the outcome is told once the transaction exists.
  const paths = odoo.calls.map((call) => call.url.pathname);
  expect(paths.indexOf("/payment/demo/simulate_payment")).toBeGreaterThan(
    paths.indexOf("/shop/payment/transaction"),
  );
  expect(callsTo(odoo, "/payment/weekbox/token/create")).toHaveLength(0);
});

test("should ask to save the payment details only when the customer ticks it", async () => {
  const { user } = renderForm(odoo, props());
  await user.click(screen.getByRole("checkbox", { name: "Save my payment details" }));
  await user.click(payButton());
  await waitFor(() => expect(goTo).toHaveBeenCalled());
  expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({ tokenization_requested: true });
});

test("should show a simulated error in the option's form and pay with a new transaction next time", async () => {
  odoo.on("/payment/status/poll", () =>
    pollResult("error", { state_message: "You selected the following demo payment status: Error" }),
  );
  const { user } = renderForm(odoo, props());
  await user.selectOptions(screen.getByLabelText("Payment status"), "error");
  await user.click(payButton());

  const alert = await within(screen.getByTestId(`payment-option-${DEMO_OPTION.id}`)).findByRole("alert");
  expect(alert).toHaveTextContent("Payment refused: You selected the following demo payment status: Error");
  expect(goTo).not.toHaveBeenCalled();
  expect(payButton()).not.toHaveAttribute("data-pending");

  odoo.on("/payment/status/poll", () => pollResult("done"));
  await user.selectOptions(screen.getByLabelText("Payment status"), "done");
  await user.click(payButton());
  await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/payment/validate"));
  expect(paramsOf(odoo, "/payment/demo/simulate_payment", 1)).toMatchObject({
    reference: "S00042-2",
    simulated_state: "done",
  });
});

test("should say why the provider refused the simulation, and leave nothing busy", async () => {
  odoo.on("/payment/demo/simulate_payment", () => odooError({ message: "This order is already paid." }));
  const { user } = renderForm(odoo, props());
  await user.click(payButton());

  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Payment processing failed: This order is already paid.",
  );
  expect(callsTo(odoo, "/payment/status/poll")).toHaveLength(0);
  expect(goTo).not.toHaveBeenCalled();
  expect(payButton()).not.toHaveAttribute("data-pending");
});
