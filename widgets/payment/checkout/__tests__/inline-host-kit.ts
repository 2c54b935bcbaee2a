// Odoo's own payment form as the server renders it beside the widget for the
// inline options, and a stand-in for the Odoo-side patch that reports on it.
import type { PaymentOption } from "../payment-form-props";
import { BRANDS, CARD_OPTION } from "./payment-test-kit";

export const INLINE_HOST_ID = "o_weekbox_inline_host";

export const STRIPE_OPTION: PaymentOption = {
  ...CARD_OPTION,
  id: "pm-20-300",
  kind: "inline",
  providerId: 20,
  providerCode: "stripe",
  providerName: "Stripe",
  isTest: true,
  paymentMethodId: 300,
  label: "Card (Stripe)",
  brands: BRANDS.slice(0, 2),
};

export const ADYEN_OPTION: PaymentOption = {
  ...STRIPE_OPTION,
  id: "pm-21-301",
  providerId: 21,
  providerCode: "adyen",
  providerName: "Adyen",
  isTest: false,
  paymentMethodId: 301,
  label: "Card (Adyen)",
};

export type InlineHostPage = ReturnType<typeof buildInlineHost>;

/**
 * A page part holding the hidden host between two siblings, with Odoo's radio,
 * inline form container and submit button for each of `options`.
 */
export function buildInlineHost(options: PaymentOption[], { checked }: { checked?: PaymentOption } = {}) {
  const page = document.createElement("div");
  const before = document.createElement("p");
  const after = document.createElement("p");
  const host = document.createElement("div");
  host.id = INLINE_HOST_ID;
  host.className = "o_weekbox_inline_host";
  host.hidden = true;
  host.dataset.odooOwned = "payment.form";
  const form = document.createElement("form");
  form.id = "o_payment_form";
  for (const option of options) {
    const radio = document.createElement("input");
    radio.type = "radio";
    radio.name = "o_payment_radio";
    radio.dataset.providerId = String(option.providerId);
    radio.dataset.paymentOptionId = String(option.paymentMethodId);
    radio.dataset.paymentOptionType = "payment_method";
    radio.checked = option === checked;
    const inlineForm = document.createElement("div");
    inlineForm.setAttribute("name", "o_payment_inline_form");
    form.append(radio, inlineForm);
  }
  const submit = document.createElement("button");
  submit.name = "o_payment_submit_button";
  submit.type = "submit";
  // Odoo renders it disabled: its JavaScript enables it once an option is checked and prepared.
  submit.disabled = true;
  submit.textContent = "Pay now";
  form.append(submit);
  host.append(form);
  page.append(before, host, after);
  document.body.append(page);

  const radioClicks: string[] = [];
  host.addEventListener("click", (event) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "o_payment_radio") radioClicks.push(target.dataset.paymentOptionId ?? "");
  });

  return {
    page,
    before,
    after,
    host,
    submit,
    radioClicks,
    radioOf: (option: PaymentOption) =>
      host.querySelector<HTMLInputElement>(`input[data-payment-option-id="${option.paymentMethodId}"]`)!,
  };
}

export type OdooFormOptions = {
  /** false: a press on its submit button starts nothing (e.g. the provider's script failed). */
  takesPress?: boolean;
  /** false: website_sale keeps its button disabled (no delivery method, terms not ticked). */
  canSubmit?: boolean;
  /** Prepares an option's inline form (its radio): a test holds it with a deferred. */
  prepare?: (radio: HTMLInputElement) => Promise<void>;
  /** Options whose provider hides the submit button once prepared (its own button pays). */
  hidesSubmitButton?: PaymentOption[];
};

const PREPARING = "data-weekbox-preparing";

/**
 * Odoo's payment form starting on the host, as the Odoo-side patch
 * (website_sale_payment_widget's inline_host.js) reports it:
 * - at start, radios unchecked if the host is still hidden (not placed by the
 *   widget), `data-weekbox-preparing` while the checked option (if any) is
 *   prepared, asynchronously, then `data-weekbox-ready` and its event;
 * - a radio click: preparing set, the submit button shown, disabled (busy
 *   true), the option prepared asynchronously, the button enabled (busy
 *   false), preparing cleared;
 * - a press on its enabled submit button: a flow starts (busy true), busy
 *   until `free()`, its transaction request made of the host's gate
 *   (`transactionParams()`: terms_accepted, amount);
 * - the widget's gate ("weekbox:inline-gate"): the button follows it unless
 *   a flow or a preparation runs.
 * The button is enabled only with exactly one radio checked, `canSubmit`
 * and the host not blocked by the widget.
 */
export function startOdooForm(
  page: InlineHostPage,
  {
    takesPress = true,
    canSubmit = true,
    prepare = () => Promise.resolve(),
    hidesSubmitButton = [],
  }: OdooFormOptions = {},
) {
  const { host, submit } = page;
  const radios = () => [...host.querySelectorAll<HTMLInputElement>('input[name="o_payment_radio"]')];
  const notify = (type: string, detail: object) => host.dispatchEvent(new CustomEvent(type, { detail }));
  const showInputs = (visible: boolean) => notify("weekbox:inline-submit-button", { visible });
  let busy = false;
  // website_sale's and the patch's PaymentButton._canSubmit.
  const mayEnable = () =>
    canSubmit &&
    !host.hasAttribute("data-weekbox-pay-blocked") &&
    radios().filter((radio) => radio.checked).length === 1;
  const disableButton = () => {
    busy = true;
    submit.disabled = true;
    notify("weekbox:inline-busy", { busy: true });
  };
  const enableButton = () => {
    busy = false;
    if (mayEnable()) submit.disabled = false;
    notify("weekbox:inline-busy", { busy: false });
  };
  host.addEventListener("weekbox:inline-gate", () => {
    if (busy) return;
    // Odoo's bus: "disablePaymentButton" / "enablePaymentButton" (not through the form: no busy report).
    if (host.hasAttribute("data-weekbox-pay-blocked")) submit.disabled = true;
    else if (mayEnable()) submit.disabled = false;
  });
  // The form's paymentContext.amount, from the data-amount Odoo rendered.
  const renderedAmount = 18.17;
  const prepareOption = async (radio: HTMLInputElement) => {
    await prepare(radio);
    if (hidesSubmitButton.some((option) => page.radioOf(option) === radio)) showInputs(false);
  };
  let presses = 0;
  let submits = 0;

  if (host.hidden) for (const radio of radios()) radio.checked = false;
  host.setAttribute(PREPARING, "");
  host.addEventListener("click", (event) => {
    const radio = event.target as HTMLInputElement;
    if (radio.name !== "o_payment_radio") return;
    host.setAttribute(PREPARING, "");
    showInputs(true);
    disableButton();
    void prepareOption(radio)
      .then(enableButton)
      .finally(() => host.removeAttribute(PREPARING));
  });
  submit.addEventListener("click", (event) => {
    event.preventDefault();
    presses += 1;
    if (!takesPress) return;
    submits += 1;
    disableButton();
  });
  const checked = radios().find((radio) => radio.checked);
  void (checked ? prepareOption(checked).then(enableButton) : Promise.resolve()).finally(() => {
    host.removeAttribute(PREPARING);
    host.setAttribute("data-weekbox-ready", "");
    host.dispatchEvent(new CustomEvent("weekbox:inline-ready"));
  });

  return {
    /** Clicks on its submit button, taken or not. */
    presses: () => presses,
    /** Flows started by a press on its submit button. */
    submits: () => submits,
    /** A flow started in Odoo's form itself (e.g. Enter in the provider's field). */
    startFlow: () => disableButton(),
    /** Odoo free again on this page (it showed its own error dialog). */
    free: () => enableButton(),
    /** The provider shows (true) or hides (false) the submit button. */
    showInputs,
    /** What the patched _prepareTransactionRouteParams adds to Odoo's transaction request now. */
    transactionParams: () => ({
      amount: Number(host.getAttribute("data-weekbox-amount") ?? renderedAmount),
      ...(host.hasAttribute("data-weekbox-terms-accepted") ? { terms_accepted: true } : {}),
    }),
  };
}
