import { act, screen, waitFor, within } from "@testing-library/react";
import { getDefaultStore } from "jotai";
import { checkoutTotalAtom, checkoutUpdatesPendingAtom } from "@/sale/checkout-store";
import type { FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { goTo, submitForm } from "@/core/page/page-navigation";
import {
  buildInlineHost,
  INLINE_HOST_ID,
  startOdooForm,
  STRIPE_OPTION,
  type InlineHostPage,
} from "./inline-host-kit";
import {
  callsTo,
  CARD_OPTION,
  checkoutProps,
  fakePaymentServer,
  manageProps,
  paramsOf,
  processingValues,
  renderForm,
  tokenOption,
  WIRE_OPTION,
} from "./payment-test-kit";

jest.mock("@/core/page/page-navigation");

const EUR = { name: "EUR", symbol: "€", position: "after", decimals: 2 } as const;
const TERMS = "I agree to the terms and conditions";
const store = getDefaultStore();

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakePaymentServer();
});

afterEach(() => {
  jest.clearAllMocks();
  // Every widget of a page shares jotai's default store: so do the tests.
  store.set(checkoutUpdatesPendingAtom, 0);
  store.set(checkoutTotalAtom, null);
  document.body.querySelectorAll("#o_payment_redirect_form").forEach((form) => form.remove());
});

const payButton = () => document.querySelector<HTMLButtonElement>(".weekbox-payment-submit")!;
const termsBox = () => screen.getByRole("checkbox", { name: TERMS });

describe("terms and conditions", () => {
  test("should keep Pay disabled until the terms checkbox is ticked", async () => {
    const { user } = renderForm(odoo, checkoutProps({ termsUrl: "/terms", selectedOptionId: "token-11" }));
    expect(termsBox()).not.toBeChecked();
    expect(payButton()).toBeDisabled();
    await user.click(payButton());
    expect(odoo.calls).toHaveLength(0);

    await user.click(termsBox());
    expect(termsBox()).toBeChecked();
    expect(payButton()).toBeEnabled();
    await user.click(termsBox());
    expect(payButton()).toBeDisabled();
  });

  test("should link the terms page, opening in a new tab, and say so", () => {
    renderForm(odoo, checkoutProps({ termsUrl: "/terms" }));
    const link = within(screen.getByTestId("payment-terms")).getByRole("link");
    expect(link).toHaveAttribute("href", "/terms");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(link).toHaveTextContent("Read the terms and conditions (opens in a new tab)");
  });

  test("should tell the server the terms are accepted when paying with a saved card", async () => {
    const { user } = renderForm(odoo, checkoutProps({ termsUrl: "/terms", selectedOptionId: "token-11" }));
    await user.click(termsBox());
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/payment/validate"));
    expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({ token_id: 11, terms_accepted: true });
  });

  test("should tell the server the terms are accepted when paying with a new card", async () => {
    const { user } = renderForm(
      odoo,
      checkoutProps({ termsUrl: "/terms", selectedOptionId: CARD_OPTION.id }),
    );
    await user.type(screen.getByLabelText("Card number"), "4242424242424242");
    await user.type(screen.getByLabelText("Expiry date (MM / YY)"), "1239");
    await user.type(screen.getByLabelText("Security code (CVC)"), "123");
    await user.click(termsBox());
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    // Checked before the card goes anywhere, and again when paying with it.
    expect(paramsOf(odoo, "/payment/weekbox/token/create")).toMatchObject({ terms_accepted: true });
    expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({ terms_accepted: true });
  });

  test("should tell the server the terms are accepted when paying by redirect", async () => {
    odoo.on("/shop/payment/transaction", () =>
      processingValues({
        redirect_form_html: '<form action="/payment/custom/process" method="post"></form>',
      }),
    );
    const { user } = renderForm(
      odoo,
      checkoutProps({ termsUrl: "/terms", selectedOptionId: WIRE_OPTION.id }),
    );
    await user.click(termsBox());
    await user.click(payButton());
    await waitFor(() => expect(submitForm).toHaveBeenCalled());
    expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({
      flow: "redirect",
      terms_accepted: true,
    });
  });

  test("should show no checkbox and send nothing of it when the website does not ask", async () => {
    const { user } = renderForm(odoo, checkoutProps({ termsUrl: null, selectedOptionId: "token-11" }));
    expect(screen.queryByRole("checkbox", { name: TERMS })).not.toBeInTheDocument();
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(paramsOf(odoo, "/shop/payment/transaction")).not.toHaveProperty("terms_accepted");
  });

  test("should not ask for the terms on the payment methods page", () => {
    renderForm(odoo, manageProps({ termsUrl: "/terms" }));
    expect(screen.queryByRole("checkbox", { name: TERMS })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add payment method" })).toBeEnabled();
  });
});

describe("checkout updates", () => {
  test("should disable Pay while an update of the order is pending", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    expect(payButton()).toBeEnabled();
    act(() => store.set(checkoutUpdatesPendingAtom, 2));
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Your order is being updated…");
    await user.click(payButton());
    expect(odoo.calls).toHaveLength(0);

    act(() => store.set(checkoutUpdatesPendingAtom, 1));
    expect(payButton()).toBeDisabled();
    act(() => store.set(checkoutUpdatesPendingAtom, 0));
    expect(payButton()).toBeEnabled();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  test("should want both the terms ticked and no update pending", async () => {
    const { user } = renderForm(odoo, checkoutProps({ termsUrl: "/terms", selectedOptionId: "token-11" }));
    act(() => store.set(checkoutUpdatesPendingAtom, 1));
    await user.click(termsBox());
    expect(payButton()).toBeDisabled();
    act(() => store.set(checkoutUpdatesPendingAtom, 0));
    expect(payButton()).toBeEnabled();
  });

  test("should show the amount on Pay and pay the checkout's updated total", async () => {
    const { user } = renderForm(odoo, checkoutProps({ currency: EUR, selectedOptionId: "token-11" }));
    expect(payButton()).toHaveTextContent("Pay 18.17 €");
    act(() => store.set(checkoutTotalAtom, 25.5));
    expect(payButton()).toHaveTextContent("Pay 25.50 €");
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({ amount: 25.5 });
  });

  test("should pay the page's amount until the checkout changes it, and show 'Pay' without a currency", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    expect(payButton()).toHaveTextContent(/^Pay$/);
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({ amount: 18.17 });
  });

  test("should not let the checkout's updates touch the payment methods page", () => {
    renderForm(odoo, manageProps());
    act(() => {
      store.set(checkoutUpdatesPendingAtom, 1);
      store.set(checkoutTotalAtom, 99);
    });
    expect(screen.getByRole("button", { name: "Add payment method" })).toBeEnabled();
  });
});

describe("Odoo's hosted form (inline options)", () => {
  let page: InlineHostPage;

  beforeEach(() => {
    page = buildInlineHost([STRIPE_OPTION]);
  });

  afterEach(() => {
    page.page.remove();
  });

  function inlineProps(overrides: Parameters<typeof checkoutProps>[0] = {}) {
    return checkoutProps({
      options: [tokenOption(11, "4242"), STRIPE_OPTION, WIRE_OPTION],
      inlineHostId: INLINE_HOST_ID,
      termsUrl: "/terms",
      selectedOptionId: STRIPE_OPTION.id,
      ...overrides,
    });
  }

  async function started() {
    const odooForm = startOdooForm(page);
    await waitFor(() => expect(page.host).toHaveAttribute("data-weekbox-ready"));
    await waitFor(() => expect(page.host).not.toHaveAttribute("data-weekbox-preparing"));
    return odooForm;
  }

  test("should keep Odoo's own button disabled until the terms are ticked, then pay with them accepted", async () => {
    const { user } = renderForm(odoo, inlineProps());
    const odooForm = await started();
    expect(page.host).toHaveAttribute("data-weekbox-pay-blocked");
    expect(page.submit).toBeDisabled();
    expect(payButton()).toBeDisabled();
    expect(odooForm.transactionParams()).not.toHaveProperty("terms_accepted");

    await user.click(termsBox());
    expect(page.host).not.toHaveAttribute("data-weekbox-pay-blocked");
    expect(page.host).toHaveAttribute("data-weekbox-terms-accepted");
    expect(page.submit).toBeEnabled();
    await user.click(payButton());
    await waitFor(() => expect(odooForm.submits()).toBe(1));
    expect(odooForm.transactionParams()).toEqual({ amount: 18.17, terms_accepted: true });
    // Odoo's form made the transaction: the widget's route played no part.
    expect(callsTo(odoo, "/shop/payment/transaction")).toHaveLength(0);
  });

  test("should disable Odoo's button again when the terms are unticked or the order is being updated", async () => {
    const { user } = renderForm(odoo, inlineProps());
    await started();
    await user.click(termsBox());
    expect(page.submit).toBeEnabled();
    await user.click(termsBox());
    expect(page.submit).toBeDisabled();
    expect(page.host).not.toHaveAttribute("data-weekbox-terms-accepted");

    await user.click(termsBox());
    act(() => store.set(checkoutUpdatesPendingAtom, 1));
    expect(page.submit).toBeDisabled();
    expect(payButton()).toBeDisabled();
    act(() => store.set(checkoutUpdatesPendingAtom, 0));
    expect(page.submit).toBeEnabled();
  });

  test("should have Odoo's form pay the checkout's updated total", async () => {
    renderForm(odoo, inlineProps({ termsUrl: null }));
    const odooForm = await started();
    expect(page.host).toHaveAttribute("data-weekbox-amount", "18.17");
    act(() => store.set(checkoutTotalAtom, 30.2));
    expect(page.host).toHaveAttribute("data-weekbox-amount", "30.2");
    expect(odooForm.transactionParams()).toEqual({ amount: 30.2 });
    expect(page.submit).toBeEnabled();
  });
});
