// The DOM protocol with Odoo's own payment form for the inline options (the
// provider's form and JavaScript). The server renders it, hidden, beside the
// widget's mount point; an Odoo-side patch reports on it with the events
// below. The widget lends it a row, checks an option's radio and presses its
// submit button: it never reads the form's fields.
import type { PaymentOption } from "../payment-form-props";

/** Set on the host once Odoo's payment form has started on it (with INLINE_READY_EVENT). */
export const INLINE_READY_ATTRIBUTE = "data-weekbox-ready";
export const INLINE_READY_EVENT = "weekbox:inline-ready";
/** `detail.busy`: true when Odoo's form starts a flow, false when it is free again on this page. */
export const INLINE_BUSY_EVENT = "weekbox:inline-busy";
/** Odoo's JavaScript loads lazily: past this, its form is taken as not coming. */
export const INLINE_READY_TIMEOUT_MS = 20_000;

export type InlineReadiness = "ready" | "timeout" | "aborted";
/** free: Odoo's flow ended on this page (it showed its own error); not-started: the press did nothing. */
export type InlineSubmitOutcome = "free" | "not-started" | "aborted";

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

function submitButtonOf(host: HTMLElement): HTMLButtonElement | null {
  return host.querySelector<HTMLButtonElement>('button[name="o_payment_submit_button"]');
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

/** Shows the host inside `slot`; the function returned hides it and puts it back where it was. */
export function lendHost(host: HTMLElement, slot: HTMLElement): () => void {
  const parent = host.parentNode;
  const next = host.nextSibling;
  moveInto(slot, host, null);
  host.hidden = false;
  return () => {
    host.hidden = true;
    if (!parent) return;
    moveInto(parent, host, next?.parentNode === parent ? next : null);
  };
}

/**
 * Resolves once Odoo's form has started on the host and its submit button is
 * enabled (Odoo disables it while it prepares a provider's inline form), or
 * after `timeoutMs`, or when `signal` aborts.
 */
export function untilInlineReady(
  host: HTMLElement,
  signal: AbortSignal,
  timeoutMs = INLINE_READY_TIMEOUT_MS,
): Promise<InlineReadiness> {
  let started = host.hasAttribute(INLINE_READY_ATTRIBUTE);
  const isReady = () => {
    const button = submitButtonOf(host);
    return started && button !== null && !button.disabled;
  };
  if (signal.aborted) return Promise.resolve("aborted");
  if (isReady()) return Promise.resolve("ready");
  return new Promise((resolve) => {
    const check = () => {
      started ||= host.hasAttribute(INLINE_READY_ATTRIBUTE);
      if (isReady()) finish("ready");
    };
    const onReady = () => {
      started = true;
      check();
    };
    const onAbort = () => finish("aborted");
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    function finish(readiness: InlineReadiness) {
      clearTimeout(timer);
      observer.disconnect();
      host.removeEventListener(INLINE_READY_EVENT, onReady);
      signal.removeEventListener("abort", onAbort);
      resolve(readiness);
    }
    host.addEventListener(INLINE_READY_EVENT, onReady);
    signal.addEventListener("abort", onAbort, { once: true });
    observer.observe(host, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: [INLINE_READY_ATTRIBUTE, "disabled"],
    });
  });
}

/**
 * Presses Odoo's submit button and resolves when its form is free again
 * without having left the page. Odoo reports the start of its flow during
 * the click: without that report, the press did nothing.
 */
export function submitInlineForm(host: HTMLElement, signal: AbortSignal): Promise<InlineSubmitOutcome> {
  const button = submitButtonOf(host);
  if (signal.aborted) return Promise.resolve("aborted");
  if (!button) return Promise.resolve("not-started");
  return new Promise((resolve) => {
    let started = false;
    let done = false;
    const onBusy = (event: Event) => {
      const busy = (event as CustomEvent<{ busy?: unknown } | null>).detail?.busy;
      if (busy === true) started = true;
      else if (busy === false) finish("free");
    };
    const onAbort = () => finish("aborted");
    function finish(outcome: InlineSubmitOutcome) {
      if (done) return;
      done = true;
      host.removeEventListener(INLINE_BUSY_EVENT, onBusy);
      signal.removeEventListener("abort", onAbort);
      resolve(outcome);
    }
    host.addEventListener(INLINE_BUSY_EVENT, onBusy);
    signal.addEventListener("abort", onAbort, { once: true });
    button.click();
    if (!started) finish("not-started");
  });
}
