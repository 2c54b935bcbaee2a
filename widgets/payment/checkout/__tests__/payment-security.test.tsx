import { screen, waitFor, within } from "@testing-library/react";
import { odooError, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { goTo } from "@/core/page/page-navigation";
import {
  callsTo,
  CARD_OPTION,
  checkoutProps,
  fakePaymentServer,
  manageProps,
  paramsOf,
  pollResult,
  renderForm,
} from "./payment-test-kit";

jest.mock("@/core/page/page-navigation");

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakePaymentServer();
});

afterEach(() => {
  jest.clearAllMocks();
});

const payButton = () => document.querySelector<HTMLButtonElement>(".weekbox-payment-submit")!;

async function fillCard(user: ReturnType<typeof renderForm>["user"], number = "4242424242424242") {
  await user.clear(screen.getByLabelText("Card number"));
  await user.type(screen.getByLabelText("Card number"), number);
  await user.type(screen.getByLabelText("Expiry date (MM / YY)"), "1239");
  await user.type(screen.getByLabelText("Security code (CVC)"), "123");
}

describe("saving the card", () => {
  test("should offer 'Save my card', off by default: the card pays this order only", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    const save = screen.getByRole("checkbox", { name: "Save my card" });
    expect(save).not.toBeChecked();
    await fillCard(user);
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/payment/validate"));
    expect(paramsOf(odoo, "/payment/weekbox/token/create")).toMatchObject({ save_card: false });
  });

  test("should ask the server to save the card when ticked", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(screen.getByRole("checkbox", { name: "Save my card" }));
    expect(screen.getByRole("checkbox", { name: "Save my card" })).toBeChecked();
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(paramsOf(odoo, "/payment/weekbox/token/create")).toMatchObject({ save_card: true });
  });

  test("should tokenise again when the choice changed after a failed payment", async () => {
    odoo.on("/shop/payment/transaction", () => odooError({ message: "The cart has been updated." }));
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());
    await screen.findByRole("alert");
    await user.click(screen.getByRole("checkbox", { name: "Save my card" }));
    await user.click(payButton());
    await waitFor(() => expect(callsTo(odoo, "/payment/weekbox/token/create")).toHaveLength(2));
    expect(paramsOf(odoo, "/payment/weekbox/token/create", 1)).toMatchObject({ save_card: true });
  });

  test("should not ask when adding a card: an added card is saved", async () => {
    const { user } = renderForm(odoo, manageProps({ selectedOptionId: CARD_OPTION.id }));
    expect(screen.queryByRole("checkbox", { name: "Save my card" })).not.toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: /Add payment method/ }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/my/payment_method"));
    expect(paramsOf(odoo, "/payment/weekbox/token/create")).not.toHaveProperty("save_card");
  });
});

describe("an order paid in another tab", () => {
  test("should show that the order is already paid, and not leave the page", async () => {
    odoo.on("/shop/payment/transaction", () =>
      odooError({ message: "This order is already paid.", name: "odoo.exceptions.ValidationError" }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    await user.click(payButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Payment processing failed");
    expect(dialog).toHaveTextContent("This order is already paid.");
    expect(callsTo(odoo, "/payment/status/poll")).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe("landing route", () => {
  test("should never leave the site for a landing route the server gives", async () => {
    odoo.on("/payment/status/poll", () => pollResult("done", { landing_route: "https://evil.example/" }));
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/payment/validate"));
  });

  test("should not leave the site for a success URL of another site either", async () => {
    odoo.on("/payment/status/poll", () => pollResult("done", { landing_route: "//evil.example" }));
    const { user } = renderForm(
      odoo,
      checkoutProps({ selectedOptionId: "token-11", successUrl: "https://evil.example/" }),
    );
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/payment/status"));
  });
});
