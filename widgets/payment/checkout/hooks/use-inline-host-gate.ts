import { useLayoutEffect } from "react";
import {
  findInlineHost,
  INLINE_AMOUNT_ATTRIBUTE,
  INLINE_BLOCKED_ATTRIBUTE,
  INLINE_GATE_EVENT,
  INLINE_TERMS_ACCEPTED_ATTRIBUTE,
} from "../utils/inline-host";

export type InlineHostGate = {
  /** Pay may not start: Odoo's submit button stays disabled. */
  blocked: boolean;
  /** The customer ticked the terms and conditions the website asks for. */
  termsAccepted: boolean;
  /** The amount Odoo's transaction request sends; undefined: the one Odoo's form was rendered with. */
  amount: number | undefined;
};

function setAttribute(host: HTMLElement, name: string, value: string | null) {
  if (value === null) host.removeAttribute(name);
  else host.setAttribute(name, value);
}

/**
 * Tells Odoo's hosted form (the inline options) what the widget's Pay waits
 * for, on the host element (utils/inline-host.ts): the Odoo-side patch keeps
 * its submit button disabled while blocked, and sends terms_accepted and the
 * amount with the transaction it creates itself.
 */
export function useInlineHostGate(
  hostId: string | undefined,
  { blocked, termsAccepted, amount }: InlineHostGate,
) {
  useLayoutEffect(() => {
    const host = findInlineHost(hostId);
    if (!host) return;
    setAttribute(host, INLINE_BLOCKED_ATTRIBUTE, blocked ? "" : null);
    setAttribute(host, INLINE_TERMS_ACCEPTED_ATTRIBUTE, termsAccepted ? "" : null);
    setAttribute(host, INLINE_AMOUNT_ATTRIBUTE, amount === undefined ? null : String(amount));
    host.dispatchEvent(new CustomEvent(INLINE_GATE_EVENT));
  }, [hostId, blocked, termsAccepted, amount]);
}
