import { act, screen, waitFor, within } from "@testing-library/react";
import type { FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { goTo, reloadPage, submitForm } from "@/core/page/page-navigation";
import {
  ADYEN_OPTION,
  buildInlineHost,
  type OdooFormOptions,
  INLINE_HOST_ID,
  startOdooForm,
  STRIPE_OPTION,
  type InlineHostPage,
} from "./inline-host-kit";
import {
  CARD_OPTION,
  checkoutProps,
  deferred,
  fakePaymentServer,
  manageProps,
  renderForm,
  tokenOption,
  WIRE_OPTION,
} from "./payment-test-kit";

jest.mock("@/core/page/page-navigation");

let odoo: FakeOdoo;
let page: InlineHostPage;

beforeEach(() => {
  odoo = fakePaymentServer();
  page = buildInlineHost([STRIPE_OPTION, ADYEN_OPTION]);
});

afterEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
  page.page.remove();
});

const payButton = () => document.querySelector<HTMLButtonElement>(".weekbox-payment-submit")!;
const stripeRow = () => screen.getByTestId(`payment-option-${STRIPE_OPTION.id}`);
const slot = () => screen.getByTestId("payment-inline-slot");
const radio = (name: RegExp) => screen.getByRole("radio", { name });
const UNAVAILABLE = "This payment method cannot be shown here. Please choose another payment method.";
const NOT_LOADED =
  "Server Error: The payment form of Stripe could not be loaded. Please try again or choose another payment method.";
const NOT_READY =
  "Cannot set-up the payment: This payment method is not ready: please check your order above (delivery method, terms and conditions) and try again.";

function inlineProps(overrides: Parameters<typeof checkoutProps>[0] = {}) {
  return checkoutProps({
    options: [tokenOption(11, "4242"), STRIPE_OPTION, ADYEN_OPTION, WIRE_OPTION],
    inlineHostId: INLINE_HOST_ID,
    ...overrides,
  });
}

/** Odoo's form started on the page, and done preparing the option checked in it. */
async function startedAndPrepared(options?: OdooFormOptions) {
  const odooForm = startOdooForm(page, options);
  await waitFor(() => expect(page.host).toHaveAttribute("data-weekbox-ready"));
  await waitFor(() => expect(page.host).not.toHaveAttribute("data-weekbox-preparing"));
  return odooForm;
}

function expectBackInPlace() {
  expect(page.host.hidden).toBe(true);
  expect(page.host.parentNode).toBe(page.page);
  expect(page.host.previousSibling).toBe(page.before);
  expect(page.host.nextSibling).toBe(page.after);
}

describe("inline options", () => {
  test("should show an inline option's header like the others, without our card extras", async () => {
    const { user } = renderForm(odoo, inlineProps());
    expect(within(stripeRow()).getByText("Test mode")).toBeInTheDocument();
    expect(within(stripeRow()).getAllByRole("img")).toHaveLength(2);
    expect(stripeRow()).toHaveAttribute("data-kind", "inline");

    await user.click(radio(/Card \(Stripe\)/));
    expect(screen.queryByRole("checkbox", { name: "Save my card" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Secured by/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  test("should show an inline option's help text in its row", async () => {
    const withHelp = { ...STRIPE_OPTION, helpMessage: "Pay securely with your card." };
    const { user } = renderForm(odoo, inlineProps({ options: [withHelp, WIRE_OPTION] }));
    await user.click(radio(/Card \(Stripe\)/));
    expect(within(stripeRow()).getByText("Pay securely with your card.")).toBeInTheDocument();
  });

  test("should place Odoo's form, hidden, in one slot after the rows when the form shows", () => {
    renderForm(odoo, inlineProps());
    expect([...slot().childNodes]).toEqual([page.host]);
    expect(slot().parentElement!.lastElementChild).toBe(slot());
    expect(slot()).not.toBeVisible();
    expect(page.host.hidden).toBe(true);
    expect(page.radioClicks).toEqual([]);
  });

  test("should show Odoo's form under the selected inline option, with its radio clicked", async () => {
    const { user } = renderForm(odoo, inlineProps());
    await user.click(radio(/Card \(Stripe\)/));
    expect(screen.getByRole("group", { name: "Card (Stripe) payment details" })).toBe(slot());
    expect(slot()).toBeVisible();
    expect(slot()).toContainElement(page.host);
    expect(Number(slot().style.order)).toBe(Number(stripeRow().style.order) + 1);
    expect(page.host.hidden).toBe(false);
    expect(page.radioOf(STRIPE_OPTION).checked).toBe(true);
    expect(page.radioClicks).toEqual(["300"]);
    expect(odoo.calls).toHaveLength(0);

    await user.click(radio(/Card \(Adyen\)/));
    const adyenRow = screen.getByTestId(`payment-option-${ADYEN_OPTION.id}`);
    expect(screen.getByRole("group", { name: "Card (Adyen) payment details" })).toBe(slot());
    expect(Number(slot().style.order)).toBe(Number(adyenRow.style.order) + 1);
    expect(page.radioOf(ADYEN_OPTION).checked).toBe(true);
    expect(page.radioClicks).toEqual(["300", "301"]);
  });

  test("should give every heading and row of the group its own place, in order", () => {
    renderForm(odoo, inlineProps());
    const group = screen.getByRole("radiogroup");
    const items = [...group.children].filter((child) => child !== slot()) as HTMLElement[];
    expect(items.map((item) => item.style.order)).toEqual(["0", "2", "4", "6", "8", "10"]);
  });

  test("should not click a radio already checked in Odoo's form", async () => {
    page.page.remove();
    page = buildInlineHost([STRIPE_OPTION, ADYEN_OPTION], { checked: STRIPE_OPTION });
    const { user } = renderForm(odoo, inlineProps());
    await user.click(radio(/Card \(Stripe\)/));
    expect(slot()).toContainElement(page.host);
    expect(page.host.hidden).toBe(false);
    expect(page.radioClicks).toEqual([]);
  });

  test("should hide Odoo's form, where it is, when another option is selected", async () => {
    const { user } = renderForm(odoo, inlineProps());
    await user.click(radio(/Card \(Stripe\)/));
    await user.click(radio(/Wire Transfer/));
    expect(slot()).not.toBeVisible();
    expect(page.host.hidden).toBe(true);
    expect(page.host.parentNode).toBe(slot());

    await user.click(radio(/Card \(Stripe\)/));
    expect(slot()).toBeVisible();
    expect(page.host.hidden).toBe(false);
    // Checked since the first time: Odoo keeps its form prepared.
    expect(page.radioClicks).toEqual(["300"]);
  });

  test("should never move Odoo's form again once placed, whatever is selected", async () => {
    // Custom element reactions run once the DOM operation is over: a move is
    // seen connected, a removal (the slot going with the form in it) is not.
    const disconnections: boolean[] = [];
    customElements.define(
      "odoo-field-probe",
      class extends HTMLElement {
        disconnectedCallback() {
          disconnections.push(this.isConnected);
        }
      },
    );
    page.host
      .querySelector('[name="o_payment_inline_form"]')!
      .append(document.createElement("odoo-field-probe"));
    const { user, unmount } = renderForm(
      odoo,
      inlineProps({ options: [STRIPE_OPTION, CARD_OPTION, ADYEN_OPTION, WIRE_OPTION] }),
    );
    const placedIn = page.host.parentNode;
    expect(placedIn).toBe(slot());
    expect(disconnections).toEqual([true]);

    for (const name of [/Card \(Stripe\)/, /^Card(?! \()/, /Card \(Adyen\)/, /Card \(Stripe\)/]) {
      await user.click(radio(name));
      expect(page.host.parentNode).toBe(placedIn);
    }
    expect(disconnections).toEqual([true]);
    expect(page.radioClicks).toEqual(["300", "301", "300"]);

    unmount();
    expect(disconnections).toEqual([true, true]);
    expectBackInPlace();
  });

  test("should put Odoo's form back when the widget goes", () => {
    const { unmount } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    expect(slot()).toContainElement(page.host);
    expect(page.host.hidden).toBe(false);
    unmount();
    expectBackInPlace();
  });

  test("should keep arrow keys typed in Odoo's form from changing the option", async () => {
    const field = document.createElement("input");
    field.setAttribute("aria-label", "Stripe card number");
    page.host.querySelector('[name="o_payment_inline_form"]')!.append(field);
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(screen.getByLabelText("Stripe card number"));
    await user.keyboard("{ArrowDown}{ArrowUp}");
    expect(radio(/Card \(Stripe\)/)).toBeChecked();
    expect(slot()).toContainElement(page.host);
  });

  test("should say so in the row when Odoo's form is not on the page", () => {
    renderForm(odoo, inlineProps({ inlineHostId: undefined, selectedOptionId: STRIPE_OPTION.id }));
    expect(within(stripeRow()).getByRole("alert")).toHaveTextContent(UNAVAILABLE);
    expect(slot()).toBeEmptyDOMElement();
    expectBackInPlace();
  });

  test("should say so in the row when the option's radio is not in Odoo's form", () => {
    page.page.remove();
    page = buildInlineHost([ADYEN_OPTION]);
    renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    expect(within(stripeRow()).getByRole("alert")).toHaveTextContent(UNAVAILABLE);
    expect(page.host.hidden).toBe(true);
  });

  test("should not pay when Odoo's form is not on the page", async () => {
    const { user } = renderForm(
      odoo,
      inlineProps({ inlineHostId: "nowhere", selectedOptionId: STRIPE_OPTION.id }),
    );
    await user.click(payButton());
    expect(within(stripeRow()).getByRole("alert")).toHaveTextContent(UNAVAILABLE);
    expect(payButton()).not.toHaveAttribute("data-pending");
    expect(odoo.calls).toHaveLength(0);
  });

  test("should have no slot without an inline option", () => {
    renderForm(odoo, checkoutProps({ inlineHostId: INLINE_HOST_ID }));
    expect(screen.queryByTestId("payment-inline-slot")).not.toBeInTheDocument();
    expectBackInPlace();
  });
});

describe("paying with an inline option", () => {
  test("should press Odoo's submit button once, its form started before ours, and send nothing", async () => {
    const odooForm = startOdooForm(page);
    const { user } = renderForm(odoo, inlineProps());
    await user.click(radio(/Card \(Stripe\)/));
    await user.click(payButton());

    await waitFor(() => expect(odooForm.submits()).toBe(1));
    expect(payButton()).toHaveAttribute("data-pending", "true");
    expect(radio(/Wire Transfer/)).toBeDisabled();
    expect(odoo.calls).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
    expect(submitForm).not.toHaveBeenCalled();
  });

  test("should wait for Odoo's form to start (and prepare the option) after Pay is pressed", async () => {
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(payButton());
    await waitFor(() => expect(payButton()).toHaveAttribute("data-pending", "true"));

    // Placed and shown: Odoo keeps the widget's choice and prepares it as it starts.
    const odooForm = startOdooForm(page);
    expect(page.radioOf(STRIPE_OPTION).checked).toBe(true);
    await waitFor(() => expect(odooForm.submits()).toBe(1));
    expect(odoo.calls).toHaveLength(0);
  });

  test("should leave Odoo's radios unchecked when it starts before an inline option is selected", async () => {
    page.page.remove();
    page = buildInlineHost([STRIPE_OPTION, ADYEN_OPTION], { checked: STRIPE_OPTION });
    renderForm(odoo, inlineProps());
    await startedAndPrepared();
    expect(page.radioOf(STRIPE_OPTION).checked).toBe(false);
  });

  test("should never press Odoo's button while it prepares the option", async () => {
    const preparation = deferred<void>();
    const odooForm = await startedAndPrepared({ prepare: () => preparation.promise });
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    expect(page.host).toHaveAttribute("data-weekbox-preparing");
    await user.click(payButton());
    await waitFor(() => expect(payButton()).toHaveAttribute("data-pending", "true"));
    expect(odooForm.presses()).toBe(0);

    await act(async () => preparation.resolve());
    await waitFor(() => expect(odooForm.submits()).toBe(1));
  });

  test("should not take Odoo's preparation of an option for a flow", async () => {
    const preparation = deferred<void>();
    await startedAndPrepared({ prepare: () => preparation.promise });
    const { user } = renderForm(odoo, inlineProps());
    await user.click(radio(/Card \(Stripe\)/));
    // Odoo disabled its button (busy) to prepare the option.
    expect(page.submit).toBeDisabled();
    expect(payButton()).not.toHaveAttribute("data-pending");
    expect(radio(/Wire Transfer/)).toBeEnabled();

    await act(async () => preparation.resolve());
    await waitFor(() => expect(page.host).not.toHaveAttribute("data-weekbox-preparing"));
    expect(payButton()).not.toHaveAttribute("data-pending");
  });

  test("should say the order is not ready, pressing nothing, when Odoo keeps its button disabled", async () => {
    const odooForm = await startedAndPrepared({ canSubmit: false });
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(payButton());
    expect(await within(stripeRow()).findByRole("alert")).toHaveTextContent(NOT_READY);
    expect(odooForm.presses()).toBe(0);
    expect(payButton()).not.toHaveAttribute("data-pending");
    expect(radio(/Wire Transfer/)).toBeEnabled();
  });

  test("should show Pay busy while a flow started in Odoo's own form runs", async () => {
    const odooForm = await startedAndPrepared();
    renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await waitFor(() => expect(page.host).not.toHaveAttribute("data-weekbox-preparing"));

    // The customer pressed Enter in the provider's field: Odoo pays without our Pay.
    act(() => odooForm.startFlow());
    expect(payButton()).toHaveAttribute("data-pending", "true");
    expect(radio(/Wire Transfer/)).toBeDisabled();

    act(() => odooForm.free());
    expect(payButton()).not.toHaveAttribute("data-pending");
    expect(radio(/Wire Transfer/)).toBeEnabled();
    expect(odooForm.presses()).toBe(0);
  });

  test("should hide Pay while the provider's own button pays", async () => {
    await startedAndPrepared({ hidesSubmitButton: [ADYEN_OPTION] });
    const { user } = renderForm(odoo, inlineProps());
    await user.click(radio(/Card \(Adyen\)/));
    await waitFor(() => expect(payButton()).toBeNull());

    // Odoo's form keeps the provider's own button while its option stays checked there.
    await user.click(radio(/Wire Transfer/));
    expect(payButton()).toBeInTheDocument();
    await user.click(radio(/Card \(Adyen\)/));
    expect(payButton()).toBeNull();

    // Another inline option: Odoo shows its button again.
    await user.click(radio(/Card \(Stripe\)/));
    await waitFor(() => expect(payButton()).toBeInTheDocument());
    await waitFor(() => expect(page.host).not.toHaveAttribute("data-weekbox-preparing"));
    expect(payButton()).toBeInTheDocument();
  });

  test("should do nothing on a second Pay press meanwhile", async () => {
    const odooForm = startOdooForm(page);
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.dblClick(payButton());
    await user.click(payButton());
    await waitFor(() => expect(odooForm.submits()).toBe(1));
    await user.click(payButton());
    expect(odooForm.submits()).toBe(1);
  });

  test("should free the form when Odoo's form is free again, adding no error of its own", async () => {
    const odooForm = startOdooForm(page);
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(payButton());
    await waitFor(() => expect(payButton()).toHaveAttribute("data-pending", "true"));
    await waitFor(() => expect(odooForm.submits()).toBe(1));

    act(() => odooForm.free());
    await waitFor(() => expect(payButton()).not.toHaveAttribute("data-pending"));
    expect(payButton()).not.toHaveAttribute("aria-disabled");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(radio(/Wire Transfer/)).toBeEnabled();

    await user.click(payButton());
    await waitFor(() => expect(odooForm.submits()).toBe(2));
    expect(odoo.calls).toHaveLength(0);
  });

  test("should check the option's radio in Odoo's form before pressing its button", async () => {
    const odooForm = startOdooForm(page);
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    // The customer picked the other option inside Odoo's own form.
    act(() => page.radioOf(ADYEN_OPTION).click());
    await user.click(payButton());
    await waitFor(() => expect(odooForm.submits()).toBe(1));
    expect(page.radioOf(STRIPE_OPTION).checked).toBe(true);
  });

  test("should say the provider's form could not be loaded when Odoo's never starts", async () => {
    jest.useFakeTimers();
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }), {
      advanceTimers: jest.advanceTimersByTime,
    });
    await user.click(payButton());
    await act(async () => jest.advanceTimersByTime(19_000));
    expect(payButton()).toHaveAttribute("data-pending", "true");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(1_000));
    expect(within(stripeRow()).getByRole("alert")).toHaveTextContent(NOT_LOADED);
    expect(payButton()).not.toHaveAttribute("data-pending");
    expect(page.submit).toBeInTheDocument();
    expect(odoo.calls).toHaveLength(0);
  });

  test("should say the provider's form could not be loaded when it does not take the press", async () => {
    const odooForm = startOdooForm(page, { takesPress: false });
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(payButton());
    expect(await within(stripeRow()).findByRole("alert")).toHaveTextContent(NOT_LOADED);
    expect(odooForm.presses()).toBe(1);
    expect(payButton()).not.toHaveAttribute("data-pending");
  });

  test("should pay without the widget's transaction route", async () => {
    const odooForm = startOdooForm(page);
    const { user } = renderForm(
      odoo,
      inlineProps({ selectedOptionId: STRIPE_OPTION.id, transactionRoute: undefined }),
    );
    await user.click(payButton());
    await waitFor(() => expect(odooForm.submits()).toBe(1));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("adding with an inline option (manage payment methods)", () => {
  const manageInline = () =>
    manageProps({
      options: [tokenOption(11, "4242"), STRIPE_OPTION],
      inlineHostId: INLINE_HOST_ID,
      selectedOptionId: STRIPE_OPTION.id,
    });

  test("should press Odoo's submit button once, send nothing, and be free when Odoo is", async () => {
    const { user } = renderForm(odoo, manageInline());
    expect(slot()).toContainElement(page.host);
    const add = screen.getByRole("button", { name: /Add payment method/ });
    await user.dblClick(add);
    await waitFor(() => expect(add).toHaveAttribute("data-pending", "true"));

    const odooForm = startOdooForm(page);
    await waitFor(() => expect(odooForm.submits()).toBe(1));
    await user.click(add);
    expect(odooForm.submits()).toBe(1);

    act(() => odooForm.free());
    await waitFor(() => expect(add).not.toHaveAttribute("data-pending"));
    expect(odoo.calls).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe("coming back to the page", () => {
  test("should reload the page restored from the back/forward cache", () => {
    renderForm(odoo, inlineProps());
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    });
    expect(reloadPage).not.toHaveBeenCalled();

    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
