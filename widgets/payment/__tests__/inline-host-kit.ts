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

/**
 * Odoo's payment form starting on the host (what the Odoo-side patch
 * reports): a press on its submit button starts a flow, busy until `free()`.
 */
export function startOdooForm(page: InlineHostPage, { takesPress = true } = {}) {
  let submits = 0;
  const busy = (value: boolean) =>
    page.host.dispatchEvent(new CustomEvent("weekbox:inline-busy", { detail: { busy: value } }));
  page.submit.addEventListener("click", (event) => {
    event.preventDefault();
    if (!takesPress) return;
    submits += 1;
    busy(true);
  });
  page.host.setAttribute("data-weekbox-ready", "");
  page.host.dispatchEvent(new CustomEvent("weekbox:inline-ready"));
  return {
    submits: () => submits,
    /** Odoo free again on this page (it showed its own error dialog). */
    free: () => busy(false),
  };
}
