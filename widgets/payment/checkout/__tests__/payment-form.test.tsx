import { act, screen, waitFor, within } from "@testing-library/react";
import { odooError, odooResult, type FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { goTo, reloadPage, submitForm } from "@/core/page/page-navigation";
import {
  callsTo,
  CARD_OPTION,
  checkoutProps,
  deferred,
  fakePaymentServer,
  manageProps,
  paramsOf,
  pollResult,
  processingValues,
  renderForm,
  tokenOption,
  WIRE_OPTION,
} from "./payment-test-kit";

jest.mock("@/core/page/page-navigation");

let odoo: FakeOdoo;

beforeEach(() => {
  odoo = fakePaymentServer();
});

afterEach(() => {
  jest.clearAllMocks();
  document.body.querySelectorAll("#o_payment_redirect_form").forEach((form) => form.remove());
});

// By class: while a modal dialog is open the rest of the page is hidden from queries by role.
const payButton = () => document.querySelector<HTMLButtonElement>(".weekbox-payment-submit")!;
const addButton = () => screen.getByRole("button", { name: /Add payment method/ });

async function fillCard(
  user: ReturnType<typeof renderForm>["user"],
  card = { number: "4242424242424242", expiry: "1239", cvc: "123" },
) {
  await user.type(screen.getByLabelText("Card number"), card.number);
  await user.type(screen.getByLabelText("Expiry date (MM / YY)"), card.expiry);
  await user.type(screen.getByLabelText("Security code (CVC)"), card.cvc);
}

describe("options", () => {
  test("should show each option as a radio carrying its acquirer, provider and flags", () => {
    renderForm(odoo, checkoutProps());
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(3);
    const card = screen.getByRole("radio", { name: /^Card/ }).closest("label");
    expect(card).toHaveAttribute("data-acquirer-id", "6");
    expect(card).toHaveAttribute("data-provider", "demo");
    expect(card).toHaveAttribute("data-s2s-payment", "True");
    expect(card).toHaveAttribute("data-form-payment", "False");
    const wire = screen.getByRole("radio", { name: /Wire Transfer/ }).closest("label");
    expect(wire).toHaveAttribute("data-s2s-payment", "False");
    expect(wire).toHaveAttribute("data-form-payment", "True");
    const token = screen.getByRole("radio", { name: /VISA •••• 4242/ }).closest("label");
    expect(token).toHaveAttribute("data-s2s-payment", "False");
    expect(token).toHaveAttribute("data-form-payment", "False");
    expect(screen.getByText("Your payment methods")).toBeInTheDocument();
    expect(screen.getByText("Choose a payment method")).toBeInTheDocument();
  });

  test("should show only the selected option's form", async () => {
    const { user } = renderForm(odoo, checkoutProps());
    expect(screen.queryByTestId("payment-subform")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /^Card/ }));
    expect(screen.getAllByTestId("payment-subform")).toHaveLength(1);
    expect(screen.getByLabelText("Card number")).toBeInTheDocument();
    expect(screen.getByText("Secured by Demo")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Wire Transfer/ }));
    expect(screen.getAllByTestId("payment-subform")).toHaveLength(1);
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.getByText("Transfer the amount to our bank account.")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /VISA •••• 4242/ }));
    expect(screen.queryByTestId("payment-subform")).not.toBeInTheDocument();
  });

  test("should start on the option the server selected", () => {
    renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    expect(screen.getByRole("radio", { name: /VISA •••• 4242/ })).toBeChecked();
  });

  test("should show four brand logos and a 'more' button revealing the others", async () => {
    const { user } = renderForm(odoo, checkoutProps());
    const cardRow = screen.getByTestId("payment-option-pm-6-40");
    expect(within(cardRow).getAllByRole("img")).toHaveLength(4);
    await user.click(within(cardRow).getByRole("button", { name: "Show 4 more payment brands" }));
    expect(
      within(cardRow)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["VISA", "MASTERCARD", "MAESTRO", "AMEX", "DISCOVER", "DINERS", "JCB", "UNIONPAY"]);
  });

  test("should say so when there is nothing to pay with", () => {
    renderForm(odoo, checkoutProps({ options: [] }));
    expect(screen.getByText("No suitable payment option could be found.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay" })).not.toBeInTheDocument();
  });
});

describe("card fields", () => {
  test("should format as typed and fill the hidden brand", async () => {
    const { user, container } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await user.type(screen.getByLabelText("Card number"), "378282246310005");
    await user.type(screen.getByLabelText("Expiry date (MM / YY)"), "530");
    expect(screen.getByLabelText("Card number")).toHaveValue("3782 822463 10005");
    expect(screen.getByLabelText("Expiry date (MM / YY)")).toHaveValue("05 / 30");
    expect(container.querySelector('input[name="cc_brand"]')).toHaveValue("amex");
    expect(screen.getByTestId("card-brand")).toHaveTextContent("American Express");
  });

  test("should mark a field success or error when focus leaves it", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    const number = screen.getByLabelText("Card number");
    await user.type(number, "4242424242424241");
    await user.tab();
    expect(number.closest("[data-status]")).toHaveAttribute("data-status", "error");
    expect(number).toHaveAttribute("aria-invalid", "true");

    await user.clear(number);
    await user.type(number, "4242424242424242");
    await user.tab();
    expect(number.closest("[data-status]")).toHaveAttribute("data-status", "success");
    expect(number).not.toHaveAttribute("aria-invalid");
  });

  test("should accept a pasted number with dashes", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await user.click(screen.getByLabelText("Card number"));
    await user.paste("5555-5555-5555-4444");
    expect(screen.getByLabelText("Card number")).toHaveValue("5555 5555 5555 4444");
  });
});

describe("paying with a new card", () => {
  test("should tokenise the card, then pay with the new token and go to the landing page", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());

    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/payment/validate"));
    expect(paramsOf(odoo, "/payment/weekbox/token/create")).toEqual({
      cc_number: "4242 4242 4242 4242",
      cc_expiry: "12 / 39",
      cc_cvc: "123",
      cc_brand: "visa",
      provider_id: 6,
      payment_method_id: 40,
      partner_id: 7,
      access_token: "order-access-token",
      verify_validity: false,
      order_id: 42,
      return_url: "/shop/payment",
      landing_route: "/shop/payment/validate",
      save_card: false,
    });
    expect(paramsOf(odoo, "/shop/payment/transaction")).toEqual({
      order_id: 42,
      provider_id: 6,
      payment_method_id: null,
      token_id: 77,
      amount: 18.17,
      flow: "token",
      tokenization_requested: false,
      landing_route: "/shop/payment/validate",
      is_validation: false,
      access_token: "order-access-token",
    });
  });

  test("should go to the 3-D Secure challenge page of this site", async () => {
    odoo.on("/payment/weekbox/token/create", () =>
      odooResult({
        result: true,
        id: false,
        challenge_url: "/payment/x/challenge/5?access_token=abc",
        error: false,
      }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());

    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/payment/x/challenge/5?access_token=abc"));
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(callsTo(odoo, "/shop/payment/transaction")).toHaveLength(0);
    // The page is the bank's check now: the button stays busy.
    expect(payButton()).toHaveAttribute("data-pending", "true");
  });

  test("should not leave the site for a challenge page of another site", async () => {
    odoo.on("/payment/weekbox/token/create", () =>
      odooResult({ result: true, id: false, challenge_url: "https://evil.example", error: false }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Server Error: e.g. Your credit card details are wrong. Please verify.",
    );
    expect(goTo).not.toHaveBeenCalled();
    expect(callsTo(odoo, "/shop/payment/transaction")).toHaveLength(0);
    expect(payButton()).not.toHaveAttribute("data-pending");
  });

  test("should show a refused payment in the card form and let the customer pay again", async () => {
    odoo.on("/payment/status/poll", () =>
      pollResult("error", { state_message: "Your card was declined by your bank." }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Payment refused: Your card was declined by your bank.",
    );
    expect(goTo).not.toHaveBeenCalled();
    expect(payButton()).not.toHaveAttribute("data-pending");

    await user.clear(screen.getByLabelText("Card number"));
    await user.type(screen.getByLabelText("Card number"), "5555555555554444");
    odoo.on("/payment/status/poll", () => pollResult("done"));
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/payment/validate"));
    expect(callsTo(odoo, "/payment/weekbox/token/create")).toHaveLength(2);
  });

  test("should pay again with the card already tokenised when it did not change", async () => {
    odoo.on("/shop/payment/transaction", () =>
      odooError({ message: "The cart has been updated. Please refresh the page." }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Payment processing failed: The cart has been updated. Please refresh the page.",
    );

    odoo.on("/shop/payment/transaction", () => processingValues());
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(callsTo(odoo, "/payment/weekbox/token/create")).toHaveLength(1);
    expect(paramsOf(odoo, "/shop/payment/transaction", 1)).toMatchObject({ token_id: 77 });
  });
});

describe("paying with a saved card or a redirect", () => {
  test("should pay with the saved token directly", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    await user.click(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/shop/payment/validate"));
    expect(callsTo(odoo, "/payment/weekbox/token/create")).toHaveLength(0);
    expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({
      token_id: 11,
      flow: "token",
      provider_id: 6,
    });
  });

  test("should post the provider's form, hidden, without the inputs marked for removal", async () => {
    odoo.on("/shop/payment/transaction", () =>
      processingValues({
        provider_code: "custom",
        redirect_form_html:
          '<form action="/payment/custom/process" method="post"><input type="hidden" name="reference" value="S00042"/><input name="debug" value="1" data-remove-me=""/></form>',
      }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: WIRE_OPTION.id }));
    await user.click(payButton());

    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
    const form = (submitForm as jest.Mock).mock.calls[0][0] as HTMLFormElement;
    expect(form.isConnected).toBe(true);
    expect(form.hidden).toBe(true);
    expect(form.method).toBe("post");
    expect(form.getAttribute("action")).toBe("/payment/custom/process");
    const fields = [...form.querySelectorAll("input")].map((input) => [input.type, input.name, input.value]);
    expect(fields).toEqual([["hidden", "reference", "S00042"]]);
    expect(paramsOf(odoo, "/shop/payment/transaction")).toMatchObject({
      flow: "redirect",
      payment_method_id: 200,
      provider_id: 15,
    });
  });
});

describe("errors (spec §8.4)", () => {
  test("Pay with no radio selected: a dialog 'Error: No payment method selected'", async () => {
    const { user } = renderForm(odoo, checkoutProps());
    await user.click(payButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Error: No payment method selected");
    expect(dialog).toHaveTextContent("Please select a payment method.");
    await user.click(within(dialog).getByRole("button", { name: "Ok" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(odoo.calls).toHaveLength(0);
  });

  test("Add method without the new-card option selected: a dialog", async () => {
    const { user } = renderForm(odoo, manageProps());
    await user.click(screen.getByRole("radio", { name: /VISA •••• 4444/ }));
    await user.click(addButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Error: No payment method selected");
    expect(dialog).toHaveTextContent("Please select the option to add a new payment method.");
    expect(odoo.calls).toHaveLength(0);
  });

  test("Required or invalid field: 'The value is invalid.' under each, nothing sent", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await user.type(screen.getByLabelText("Card number"), "4242424242424241");
    await user.click(payButton());
    expect(screen.getAllByText("The value is invalid.")).toHaveLength(3);
    expect(odoo.calls).toHaveLength(0);
    expect(payButton()).not.toHaveAttribute("data-pending");

    await user.clear(screen.getByLabelText("Card number"));
    await user.type(screen.getByLabelText("Card number"), "4242424242424242");
    await user.tab();
    // On success the field's message goes.
    expect(screen.getAllByText("The value is invalid.")).toHaveLength(2);
  });

  test("Tokenise response with an error: the server's text, no title", async () => {
    odoo.on("/payment/weekbox/token/create", () =>
      odooResult({
        result: false,
        id: false,
        challenge_url: false,
        error: "Your card was declined by your bank.",
      }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/^Your card was declined by your bank\.$/);
    expect(within(screen.getByTestId("payment-subform")).getByRole("alert")).toBe(alert);
    expect(payButton()).not.toHaveAttribute("data-pending");
  });

  test("Tokenise response with neither result nor error: 'Server Error'", async () => {
    odoo.on("/payment/weekbox/token/create", () =>
      odooResult({ result: false, id: false, challenge_url: false, error: false }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Server Error: e.g. Your credit card details are wrong. Please verify.",
    );
  });

  test("Tokenise call failed: 'Server Error' plus the server message", async () => {
    odoo.on("/payment/weekbox/token/create", () =>
      odooError({
        name: "odoo.exceptions.ValidationError",
        message: "This payment method is not available.",
      }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Server Error: We are not able to add your payment method at the moment. This payment method is not available.",
    );
  });

  test("Tokenise call failed when adding: 'Server error'", async () => {
    odoo.on("/payment/weekbox/token/create", () => new Response("Bad Gateway", { status: 502 }));
    const { user } = renderForm(odoo, manageProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(addButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Server error: We are not able to add your payment method at the moment\.$/,
    );
    expect(paramsOf(odoo, "/payment/weekbox/token/create")).toMatchObject({ verify_validity: true });
    expect(paramsOf(odoo, "/payment/weekbox/token/create")).not.toHaveProperty("order_id");
  });

  test("Redirect preparation returned empty", async () => {
    odoo.on("/shop/payment/transaction", () => processingValues({ provider_code: "custom" }));
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: WIRE_OPTION.id }));
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Server Error: We are not able to redirect you to the payment form\.$/,
    );
    expect(submitForm).not.toHaveBeenCalled();
  });

  test("Redirect preparation call failed: plus the server message", async () => {
    odoo.on("/shop/payment/transaction", () => odooError({ message: "The order has been canceled." }));
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: WIRE_OPTION.id }));
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Server Error: We are not able to redirect you to the payment form. The order has been canceled.",
    );
  });

  test("Missing transaction URL: 'Cannot set-up the payment'", async () => {
    const { user } = renderForm(
      odoo,
      checkoutProps({ selectedOptionId: WIRE_OPTION.id, transactionRoute: undefined }),
    );
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Cannot set-up the payment: We're unable to process your payment.",
    );
    expect(odoo.calls).toHaveLength(0);
  });

  test("Missing transaction URL with a saved card: the same, in a dialog", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11", transactionRoute: "" }));
    await user.click(payButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Error: Cannot set-up the payment");
    expect(dialog).toHaveTextContent("We're unable to process your payment.");
  });

  test("Delete failed: 'Server Error' without details", async () => {
    odoo.on("/payment/archive_token", () =>
      odooError({ name: "odoo.exceptions.AccessError", message: "Nope." }),
    );
    const { user } = renderForm(odoo, manageProps());
    await user.click(screen.getByRole("button", { name: "Delete VISA •••• 4242" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Error: Server Error");
    expect(
      within(dialog).getByText("We are not able to delete your payment method at the moment."),
    ).toBeInTheDocument();
    // Behind the modal (hidden from roles while it is open), the card is still listed.
    expect(screen.getByRole("radio", { name: /VISA •••• 4242/, hidden: true })).toBeInTheDocument();
  });

  test("Delete failed at the linked-records check: plus the server message", async () => {
    odoo.on("/payment/weekbox/token/linked_records", () =>
      odooError({
        name: "odoo.exceptions.AccessError",
        message: "You do not have access to this payment token.",
      }),
    );
    const { user } = renderForm(odoo, manageProps());
    await user.click(screen.getByRole("button", { name: "Delete VISA •••• 4242" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "We are not able to delete your payment method at the moment. You do not have access to this payment token.",
    );
    expect(callsTo(odoo, "/payment/archive_token")).toHaveLength(0);
  });

  test("an error in a dialog when a saved card is selected; in the form otherwise", async () => {
    odoo.on("/shop/payment/transaction", () => odooError({ message: "No shipping method is selected." }));
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    await user.click(payButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Error: Payment processing failed");
    expect(dialog).toHaveTextContent("No shipping method is selected.");
  });
});

describe("deleting a saved card", () => {
  test("should delete at once when nothing is linked to it", async () => {
    const { user } = renderForm(odoo, manageProps());
    await user.click(screen.getByRole("button", { name: "Delete VISA •••• 4242" }));
    await waitFor(() =>
      expect(screen.queryByRole("radio", { name: /VISA •••• 4242/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(paramsOf(odoo, "/payment/weekbox/token/linked_records")).toEqual({ token_ids: [11] });
    expect(paramsOf(odoo, "/payment/archive_token")).toEqual({ token_id: 11 });
    expect(screen.getByRole("radio", { name: /VISA •••• 4444/ })).toBeInTheDocument();
  });

  test("should warn with links to the linked records and delete on 'Confirm Deletion'", async () => {
    odoo.on("/payment/weekbox/token/linked_records", () =>
      odooResult({
        "11": [{ url: "/my/orders/42?access_token=x", description: "Sales Order", name: "S00042" }],
      }),
    );
    const { user } = renderForm(odoo, manageProps());
    await user.click(screen.getByRole("button", { name: "Delete VISA •••• 4242" }));

    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading")).toHaveTextContent("Warning!");
    expect(dialog).toHaveTextContent("This card is currently linked to the following records:");
    const link = within(dialog).getByRole("link", { name: "S00042" });
    expect(link).toHaveAttribute("href", "/my/orders/42?access_token=x");
    expect(link).toHaveAttribute("title", "Sales Order");
    expect(callsTo(odoo, "/payment/archive_token")).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Confirm Deletion" }));
    await waitFor(() =>
      expect(screen.queryByRole("radio", { name: /VISA •••• 4242/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(callsTo(odoo, "/payment/archive_token")).toHaveLength(1);
  });

  test("should keep the card on 'Cancel'", async () => {
    odoo.on("/payment/weekbox/token/linked_records", () =>
      odooResult({ "11": [{ url: "/my/orders/42", description: "Sales Order", name: "S00042" }] }),
    );
    const { user } = renderForm(odoo, manageProps());
    await user.click(screen.getByRole("button", { name: "Delete VISA •••• 4242" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /VISA •••• 4242/ })).toBeInTheDocument();
    expect(callsTo(odoo, "/payment/archive_token")).toHaveLength(0);
  });
});

describe("adding a card (manage payment methods)", () => {
  test("should tokenise with verify_validity and go to the return URL", async () => {
    const { user } = renderForm(odoo, manageProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.click(addButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/my/payment_method"));
    expect(paramsOf(odoo, "/payment/weekbox/token/create")).toMatchObject({
      verify_validity: true,
      provider_id: 6,
    });
    expect(callsTo(odoo, "/shop/payment/transaction")).toHaveLength(0);
  });

  test("should reload when no return URL is given", async () => {
    const { user } = renderForm(
      odoo,
      manageProps({ selectedOptionId: CARD_OPTION.id, returnUrl: undefined }),
    );
    await fillCard(user);
    await user.click(addButton());
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });
});

describe("busy states", () => {
  test("should disable Pay with a spinner while busy and re-enable it after an error", async () => {
    const answer = deferred<ReturnType<typeof odooError>>();
    odoo.on("/shop/payment/transaction", () => answer.promise);
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    await user.click(payButton());

    await waitFor(() => expect(payButton()).toHaveAttribute("data-pending", "true"));
    expect(payButton()).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("progressbar", { name: "Please wait…" })).toBeInTheDocument();
    // Other options cannot be picked meanwhile.
    expect(screen.getByRole("radio", { name: /^Card/ })).toBeDisabled();

    await act(async () => answer.resolve(odooError({ message: "No shipping method is selected." })));
    await screen.findByRole("alertdialog");
    expect(payButton()).not.toHaveAttribute("data-pending");
    expect(payButton()).not.toHaveAttribute("aria-disabled");
    expect(screen.getByRole("radio", { name: /^Card/, hidden: true })).toBeEnabled();
  });

  test("should show the delete button busy while the card is being deleted", async () => {
    const answer = deferred<ReturnType<typeof odooResult>>();
    odoo.on("/payment/archive_token", () => answer.promise);
    const { user } = renderForm(odoo, manageProps());
    const remove = screen.getByRole("button", { name: "Delete VISA •••• 4242" });
    await user.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute("data-pending", "true"));
    expect(screen.getByRole("button", { name: "Delete VISA •••• 4444" })).toBeDisabled();
    await act(async () => answer.resolve(odooResult(null)));
    await waitFor(() => expect(remove).not.toBeInTheDocument());
  });
});

describe("double click", () => {
  test("should create one transaction for a saved card", async () => {
    const answer = deferred<ReturnType<typeof processingValues>>();
    odoo.on("/shop/payment/transaction", () => answer.promise);
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: "token-11" }));
    await user.dblClick(payButton());
    await user.click(payButton());
    await act(async () => answer.resolve(processingValues()));
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(callsTo(odoo, "/shop/payment/transaction")).toHaveLength(1);
  });

  test("should tokenise once and create one transaction for a new card", async () => {
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: CARD_OPTION.id }));
    await fillCard(user);
    await user.dblClick(payButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    expect(callsTo(odoo, "/payment/weekbox/token/create")).toHaveLength(1);
    expect(callsTo(odoo, "/shop/payment/transaction")).toHaveLength(1);
  });

  test("should post one redirect form", async () => {
    odoo.on("/shop/payment/transaction", () =>
      processingValues({
        redirect_form_html: '<form action="/payment/custom/process" method="post"></form>',
      }),
    );
    const { user } = renderForm(odoo, checkoutProps({ selectedOptionId: WIRE_OPTION.id }));
    await user.dblClick(payButton());
    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
    expect(callsTo(odoo, "/shop/payment/transaction")).toHaveLength(1);
  });
});

test("should never put the card number or CVC in storage or the console", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  const warned = jest.spyOn(console, "warn").mockImplementation(() => {});
  const info = jest.spyOn(console, "log").mockImplementation(() => {});
  odoo.on("/payment/weekbox/token/create", () => new Response("nope", { status: 500 }));
  const { user } = renderForm(
    odoo,
    checkoutProps({ selectedOptionId: CARD_OPTION.id, options: [tokenOption(11, "4242"), CARD_OPTION] }),
  );
  await fillCard(user, { number: "4000056655665556", expiry: "1239", cvc: "987" });
  await user.click(payButton());
  await screen.findByRole("alert");
  const everything = [
    JSON.stringify([...logged.mock.calls, ...warned.mock.calls, ...info.mock.calls].map(String)),
    JSON.stringify({ ...window.localStorage }),
    JSON.stringify({ ...window.sessionStorage }),
    document.cookie,
  ].join(" ");
  expect(everything).not.toMatch(/4000056655665556|4000 0566 5566 5556|987/);
  logged.mockRestore();
  warned.mockRestore();
  info.mockRestore();
});
