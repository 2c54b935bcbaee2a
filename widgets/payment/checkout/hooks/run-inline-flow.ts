import type { PaymentOption } from "../payment-form-props";
import { submitInlineForm, untilInlineReady } from "../utils/inline-form-submit";
import { findInlineHost, findInlineRadio } from "../utils/inline-host";
import type { PaymentFlowKit } from "./payment-flow-kit";

/**
 * Pay or add with an inline option. Odoo's own form does the work (the
 * provider's fields, the transaction, the redirection or its error dialog):
 * the widget presses its submit button once Odoo's JavaScript has started and
 * prepared the option, and stays busy until that form is free again or the
 * page leaves. A button Odoo keeps disabled then is not waited for: it waits
 * for the customer (the order's delivery method, terms and conditions). It sends
 * no call of its own and reads nothing of the form.
 */
export async function runInlineFlow(
  kit: PaymentFlowKit,
  option: PaymentOption,
  action: "pay" | "add",
  signal: AbortSignal,
): Promise<void> {
  const host = findInlineHost(kit.props.inlineHostId);
  const radio = host && findInlineRadio(host, option);
  if (!host || !radio) {
    kit.showError(kit.errors.inlineUnavailable(), option);
    return;
  }
  kit.begin(action, option.id);
  // Odoo pays with the radio checked in its form, which the customer may have changed there.
  if (!radio.checked) radio.click();
  const readiness = await untilInlineReady(host, signal);
  if (readiness === "aborted") return;
  if (readiness === "timeout") {
    kit.showError(kit.errors.inlineNotLoaded(option.providerName), option);
    return;
  }
  // Free again ("free"): Odoo has shown its own error, there is nothing to add.
  const outcome = await submitInlineForm(host, signal);
  if (outcome === "blocked") kit.showError(kit.errors.inlineBlocked(), option);
  else if (outcome === "not-started") kit.showError(kit.errors.inlineNotLoaded(option.providerName), option);
}
