// Pressing the submit button of Odoo's hosted form (the inline options), once
// it is ready, and following the flow it starts (utils/inline-host.ts: the protocol).
import {
  busyOf,
  INLINE_BUSY_EVENT,
  INLINE_PREPARING_ATTRIBUTE,
  INLINE_READY_ATTRIBUTE,
  INLINE_READY_EVENT,
} from "./inline-host";

/** Odoo's JavaScript loads lazily: past this, its form is taken as not coming. */
export const INLINE_READY_TIMEOUT_MS = 20_000;

export type InlineReadiness = "ready" | "timeout" | "aborted";
/**
 * free: Odoo's flow ended on this page (it showed its own error);
 * blocked: its button is disabled (website_sale waits for a delivery method,
 * the terms and conditions ticked), not pressed; not-started: the press did nothing.
 */
export type InlineSubmitOutcome = "free" | "blocked" | "not-started" | "aborted";

function submitButtonOf(host: HTMLElement): HTMLButtonElement | null {
  return host.querySelector<HTMLButtonElement>('button[name="o_payment_submit_button"]');
}

/** Odoo's form has started and prepares no option: its submit button says whether it can pay. */
function isInlineReady(host: HTMLElement): boolean {
  return host.hasAttribute(INLINE_READY_ATTRIBUTE) && !host.hasAttribute(INLINE_PREPARING_ATTRIBUTE);
}

/**
 * Resolves once Odoo's form is ready (isInlineReady), or after `timeoutMs`,
 * or when `signal` aborts.
 */
export function untilInlineReady(
  host: HTMLElement,
  signal: AbortSignal,
  timeoutMs = INLINE_READY_TIMEOUT_MS,
): Promise<InlineReadiness> {
  if (signal.aborted) return Promise.resolve("aborted");
  if (isInlineReady(host)) return Promise.resolve("ready");
  return new Promise((resolve) => {
    const check = () => {
      if (isInlineReady(host)) finish("ready");
    };
    const onAbort = () => finish("aborted");
    const observer = new MutationObserver(check);
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    function finish(readiness: InlineReadiness) {
      clearTimeout(timer);
      observer.disconnect();
      host.removeEventListener(INLINE_READY_EVENT, check);
      signal.removeEventListener("abort", onAbort);
      resolve(readiness);
    }
    // The event comes at once with the attribute; the observer, a little later, sees it too.
    host.addEventListener(INLINE_READY_EVENT, check);
    signal.addEventListener("abort", onAbort, { once: true });
    observer.observe(host, {
      attributes: true,
      attributeFilter: [INLINE_READY_ATTRIBUTE, INLINE_PREPARING_ATTRIBUTE],
    });
  });
}

/**
 * Presses Odoo's submit button and resolves when its form is free again
 * without having left the page. Odoo reports the start of its flow during
 * the click: without that report, the press did nothing. A disabled button
 * is not pressed: it waits for the customer, not for Odoo.
 */
export function submitInlineForm(host: HTMLElement, signal: AbortSignal): Promise<InlineSubmitOutcome> {
  const button = submitButtonOf(host);
  if (signal.aborted) return Promise.resolve("aborted");
  if (!button) return Promise.resolve("not-started");
  if (button.disabled) return Promise.resolve("blocked");
  return new Promise((resolve) => {
    let started = false;
    let done = false;
    const onBusy = (event: Event) => {
      const busy = busyOf(event);
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
