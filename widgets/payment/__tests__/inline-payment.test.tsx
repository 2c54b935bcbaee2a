import { act, screen, waitFor, within } from "@testing-library/react";
import type { FakeOdoo } from "@/core/testing/fake-odoo-fetch";
import { goTo, submitForm } from "../utils/page-navigation";
import {
  ADYEN_OPTION,
  buildInlineHost,
  INLINE_HOST_ID,
  startOdooForm,
  STRIPE_OPTION,
  type InlineHostPage,
} from "./inline-host-kit";
import {
  checkoutProps,
  fakePaymentServer,
  manageProps,
  renderForm,
  tokenOption,
  WIRE_OPTION,
} from "./payment-test-kit";

jest.mock("../utils/page-navigation");

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
const UNAVAILABLE = "This payment method cannot be shown here. Please choose another payment method.";
const NOT_LOADED =
  "Server Error: The payment form of Stripe could not be loaded. Please try again or choose another payment method.";

function inlineProps(overrides: Parameters<typeof checkoutProps>[0] = {}) {
  return checkoutProps({
    options: [tokenOption(11, "4242"), STRIPE_OPTION, ADYEN_OPTION, WIRE_OPTION],
    inlineHostId: INLINE_HOST_ID,
    ...overrides,
  });
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
    const radio = screen.getByRole("radio", { name: /Card \(Stripe\)/ });
    expect(within(stripeRow()).getByText("Test mode")).toBeInTheDocument();
    expect(within(stripeRow()).getAllByRole("img")).toHaveLength(2);
    expect(stripeRow()).toHaveAttribute("data-kind", "inline");

    await user.click(radio);
    expect(screen.queryByRole("checkbox", { name: "Save my card" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Secured by/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
  });

  test("should move Odoo's form into the selected row, shown, with the option's radio clicked", async () => {
    const { user } = renderForm(odoo, inlineProps());
    expect(page.host.hidden).toBe(true);

    await user.click(screen.getByRole("radio", { name: /Card \(Stripe\)/ }));
    const slot = within(stripeRow()).getByTestId("payment-inline-slot");
    expect([...slot.childNodes]).toEqual([page.host]);
    expect(page.host.hidden).toBe(false);
    expect(page.radioOf(STRIPE_OPTION).checked).toBe(true);
    expect(page.radioClicks).toEqual(["300"]);
    expect(odoo.calls).toHaveLength(0);
  });

  test("should not click a radio already checked in Odoo's form", async () => {
    page.page.remove();
    page = buildInlineHost([STRIPE_OPTION, ADYEN_OPTION], { checked: STRIPE_OPTION });
    const { user } = renderForm(odoo, inlineProps());
    await user.click(screen.getByRole("radio", { name: /Card \(Stripe\)/ }));
    expect(stripeRow()).toContainElement(page.host);
    expect(page.radioClicks).toEqual([]);
  });

  test("should hide Odoo's form and put it back where it was when another option is selected", async () => {
    const { user } = renderForm(odoo, inlineProps());
    await user.click(screen.getByRole("radio", { name: /Card \(Stripe\)/ }));
    await user.click(screen.getByRole("radio", { name: /Wire Transfer/ }));
    expectBackInPlace();

    await user.click(screen.getByRole("radio", { name: /Card \(Stripe\)/ }));
    expect(stripeRow()).toContainElement(page.host);
    expect(page.host.hidden).toBe(false);
    // Checked since the first time: Odoo keeps its form prepared.
    expect(page.radioClicks).toEqual(["300"]);
  });

  test("should move Odoo's form from one inline option's row to another's", async () => {
    const { user } = renderForm(odoo, inlineProps());
    await user.click(screen.getByRole("radio", { name: /Card \(Stripe\)/ }));
    await user.click(screen.getByRole("radio", { name: /Card \(Adyen\)/ }));
    expect(screen.getByTestId(`payment-option-${ADYEN_OPTION.id}`)).toContainElement(page.host);
    expect(stripeRow()).not.toContainElement(page.host);
    expect(page.host.hidden).toBe(false);
    expect(page.radioOf(ADYEN_OPTION).checked).toBe(true);
    expect(page.radioClicks).toEqual(["300", "301"]);
  });

  test("should put Odoo's form back when the widget goes", () => {
    const { unmount } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    expect(stripeRow()).toContainElement(page.host);
    unmount();
    expectBackInPlace();
  });

  test("should never take Odoo's form off the page while moving it", async () => {
    // Custom element reactions run once the DOM operation is over: a move is
    // seen connected, a removal (the slot going with the form in it) is not.
    const seen: boolean[] = [];
    customElements.define(
      "odoo-field-probe",
      class extends HTMLElement {
        disconnectedCallback() {
          seen.push(this.isConnected);
        }
      },
    );
    page.host
      .querySelector('[name="o_payment_inline_form"]')!
      .append(document.createElement("odoo-field-probe"));
    const { user, unmount } = renderForm(odoo, inlineProps());
    await user.click(screen.getByRole("radio", { name: /Card \(Stripe\)/ }));
    await user.click(screen.getByRole("radio", { name: /Wire Transfer/ }));
    await user.click(screen.getByRole("radio", { name: /Card \(Stripe\)/ }));
    unmount();
    expect(seen).toEqual([true, true, true, true]);
  });

  test("should keep arrow keys typed in Odoo's form from changing the option", async () => {
    const field = document.createElement("input");
    field.setAttribute("aria-label", "Stripe card number");
    page.host.querySelector('[name="o_payment_inline_form"]')!.append(field);
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(screen.getByLabelText("Stripe card number"));
    await user.keyboard("{ArrowDown}{ArrowUp}");
    expect(screen.getByRole("radio", { name: /Card \(Stripe\)/ })).toBeChecked();
    expect(stripeRow()).toContainElement(page.host);
  });

  test("should say so in the row when Odoo's form is not on the page", () => {
    renderForm(odoo, inlineProps({ inlineHostId: undefined, selectedOptionId: STRIPE_OPTION.id }));
    expect(within(stripeRow()).getByRole("alert")).toHaveTextContent(UNAVAILABLE);
    expect(page.host.hidden).toBe(true);
  });

  test("should say so in the row when the option's radio is not in Odoo's form", () => {
    page.page.remove();
    page = buildInlineHost([ADYEN_OPTION]);
    renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    expect(within(stripeRow()).getByRole("alert")).toHaveTextContent(UNAVAILABLE);
    expectBackInPlace();
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
});

describe("paying with an inline option", () => {
  test("should press Odoo's submit button once, its form started before ours, and send nothing", async () => {
    const odooForm = startOdooForm(page);
    const { user } = renderForm(odoo, inlineProps());
    await user.click(screen.getByRole("radio", { name: /Card \(Stripe\)/ }));
    await user.click(payButton());

    await waitFor(() => expect(odooForm.submits()).toBe(1));
    expect(payButton()).toHaveAttribute("data-pending", "true");
    expect(screen.getByRole("radio", { name: /Wire Transfer/ })).toBeDisabled();
    expect(odoo.calls).toHaveLength(0);
    expect(goTo).not.toHaveBeenCalled();
    expect(submitForm).not.toHaveBeenCalled();
  });

  test("should wait for Odoo's form to start after Pay is pressed", async () => {
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(payButton());
    await waitFor(() => expect(payButton()).toHaveAttribute("data-pending", "true"));

    const odooForm = startOdooForm(page);
    await waitFor(() => expect(odooForm.submits()).toBe(1));
    expect(odoo.calls).toHaveLength(0);
  });

  test("should wait while Odoo prepares the provider's form (its button disabled)", async () => {
    page.submit.disabled = true;
    const odooForm = startOdooForm(page);
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(payButton());
    await waitFor(() => expect(payButton()).toHaveAttribute("data-pending", "true"));
    expect(odooForm.submits()).toBe(0);

    page.submit.disabled = false;
    await waitFor(() => expect(odooForm.submits()).toBe(1));
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

    act(() => odooForm.free());
    await waitFor(() => expect(payButton()).not.toHaveAttribute("data-pending"));
    expect(payButton()).not.toHaveAttribute("aria-disabled");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Wire Transfer/ })).toBeEnabled();

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
    startOdooForm(page, { takesPress: false });
    const { user } = renderForm(odoo, inlineProps({ selectedOptionId: STRIPE_OPTION.id }));
    await user.click(payButton());
    expect(await within(stripeRow()).findByRole("alert")).toHaveTextContent(NOT_LOADED);
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
    expect(stripeRow()).toContainElement(page.host);
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
