import { useEffectEvent, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import type { PaymentOption } from "../payment-form-props";
import { findInlineHost, findInlineRadio, lendHost } from "../utils/inline-host";

export type InlineProviderFormProps = {
  /** The id of the element holding Odoo's payment form (props.inlineHostId). */
  hostId: string | undefined;
  option: PaymentOption;
  /** The host, or the option's radio in it, is not on the page. */
  onUnavailable: () => void;
};

const RADIO_GROUP_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

/**
 * The selected inline option's form: Odoo's own payment form, moved into this
 * slot while the option is selected, with the option's radio checked there so
 * that Odoo shows (and prepares) the provider's inline form. React renders
 * nothing inside the slot: the moved element is Odoo's alone.
 */
export function InlineProviderForm({ hostId, option, onUnavailable }: InlineProviderFormProps) {
  const slot = useRef<HTMLDivElement>(null);
  const reportUnavailable = useEffectEvent(onUnavailable);
  const { providerId, paymentMethodId } = option;

  // A layout effect: its cleanup puts the host back before React removes the
  // slot, so Odoo's form never leaves the page.
  useLayoutEffect(() => {
    const host = findInlineHost(hostId);
    const radio = host && findInlineRadio(host, { providerId, paymentMethodId });
    if (!host || !radio || !slot.current) {
      reportUnavailable();
      return;
    }
    const giveBack = lendHost(host, slot.current);
    // Odoo prepares the provider's form on the click; not started yet, it
    // expands the checked radio when it starts.
    if (!radio.checked) radio.click();
    return giveBack;
  }, [hostId, providerId, paymentMethodId]);

  return (
    <div
      ref={slot}
      className="weekbox-payment-inline"
      data-testid="payment-inline-slot"
      onKeyDown={keepArrowKeysInside}
    />
  );
}

/** The slot sits in our radio group: arrows typed in Odoo's fields must not change the option. */
function keepArrowKeysInside(event: KeyboardEvent) {
  if (RADIO_GROUP_KEYS.has(event.key)) event.stopPropagation();
}
