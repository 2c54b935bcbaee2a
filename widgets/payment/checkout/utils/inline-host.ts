// The DOM protocol with Odoo's own payment form for the inline options (the
// provider's form and JavaScript). The server renders it, hidden, beside the
// widget's mount point; an Odoo-side patch (website_sale_payment_widget's
// inline_host.js) reports on it with the attributes and events below, and
// follows what the widget sets there (whether Pay may start, the terms ticked,
// the amount). The widget places it once in its form, checks an option's
// radio and presses its submit button: it never reads the form's fields.
import type { PaymentOption } from "../payment-form-props";

/**
 * Set on the host (with INLINE_READY_EVENT) once Odoo's payment form has
 * started and prepared the option checked then (also when that failed).
 */
export const INLINE_READY_ATTRIBUTE = "data-weekbox-ready";
export const INLINE_READY_EVENT = "weekbox:inline-ready";
/** Set on the host while Odoo prepares an option's inline form (at its start, on each radio click). */
export const INLINE_PREPARING_ATTRIBUTE = "data-weekbox-preparing";
/** `detail.busy`: true when Odoo's form starts a flow, false when it is free again on this page. */
export const INLINE_BUSY_EVENT = "weekbox:inline-busy";
/**
 * `detail.visible`: false when the provider hides the submit button (the
 * customer acts in its own form, e.g. a wallet's button), true when shown again.
 */
export const INLINE_SUBMIT_BUTTON_EVENT = "weekbox:inline-submit-button";

/**
 * Set by the widget on the host while its Pay may not start (the terms and
 * conditions not ticked, an order update on its way): Odoo's submit button
 * stays disabled, so Enter in the provider's fields pays nothing either.
 */
export const INLINE_BLOCKED_ATTRIBUTE = "data-weekbox-pay-blocked";
/** Set by the widget once the customer ticked the terms: Odoo's transaction request says so (terms_accepted). */
export const INLINE_TERMS_ACCEPTED_ATTRIBUTE = "data-weekbox-terms-accepted";
/** The amount to pay, set by the widget: Odoo's transaction request sends it (the checkout may have changed it). */
export const INLINE_AMOUNT_ATTRIBUTE = "data-weekbox-amount";
/** Dispatched by the widget on the host once it changed the three above. */
export const INLINE_GATE_EVENT = "weekbox:inline-gate";

export function findInlineHost(hostId: string | undefined): HTMLElement | null {
  return hostId ? document.getElementById(hostId) : null;
}

/** Odoo's radio of `option` (a provider and payment method pair, never a saved token). */
export function findInlineRadio(
  host: HTMLElement,
  option: Pick<PaymentOption, "providerId" | "paymentMethodId">,
): HTMLInputElement | null {
  const radios = host.querySelectorAll<HTMLInputElement>('input[name="o_payment_radio"]');
  return (
    [...radios].find(
      (radio) =>
        radio.dataset.providerId === String(option.providerId) &&
        radio.dataset.paymentOptionId === String(option.paymentMethodId) &&
        // A token's id may equal a payment method's.
        radio.dataset.paymentOptionType !== "token",
    ) ?? null
  );
}

type MovableParent = ParentNode & { moveBefore?: (node: Node, child: Node | null) => void };

/**
 * Moves `node` into `parent` before `child`, keeping its state where the
 * browser can (`moveBefore`): a plain re-insertion reloads the provider's
 * iframes (Stripe's, Adyen's card fields) and loses what was typed there.
 */
function moveInto(parent: Node, node: Node, child: Node | null) {
  const movable = parent as MovableParent;
  if (typeof movable.moveBefore === "function" && node.isConnected && parent.isConnected) {
    try {
      movable.moveBefore(node, child);
      return;
    } catch {
      // Not movable this way (e.g. another document): insert it.
    }
  }
  parent.insertBefore(node, child);
}

/**
 * Moves the host into `slot`, still hidden; the function returned hides it
 * and puts it back where it was. Once only: moving it again would reload the
 * provider's iframes, which Odoo never mounts again.
 */
export function lendHost(host: HTMLElement, slot: HTMLElement): () => void {
  const parent = host.parentNode;
  const next = host.nextSibling;
  moveInto(slot, host, null);
  return () => {
    host.hidden = true;
    if (!parent) return;
    moveInto(parent, host, next?.parentNode === parent ? next : null);
  };
}

/** An INLINE_BUSY_EVENT's `busy`; undefined when the event carries none. */
export function busyOf(event: Event): boolean | undefined {
  const busy = (event as CustomEvent<{ busy?: unknown } | null>).detail?.busy;
  return typeof busy === "boolean" ? busy : undefined;
}

/** An INLINE_SUBMIT_BUTTON_EVENT's `visible`; undefined when the event carries none. */
export function submitButtonVisibleOf(event: Event): boolean | undefined {
  const visible = (event as CustomEvent<{ visible?: unknown } | null>).detail?.visible;
  return typeof visible === "boolean" ? visible : undefined;
}
