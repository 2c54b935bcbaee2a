import { useEffectEvent, useLayoutEffect, useRef } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { useInlineHostEvents } from "../hooks/use-inline-host-events";
import { useInlineHostGate, type InlineHostGate } from "../hooks/use-inline-host-gate";
import type { PaymentOption } from "../payment-form-props";
import { findInlineHost, findInlineRadio, lendHost } from "../utils/inline-host";

export type InlineHostSlotProps = {
  /** The id of the element holding Odoo's payment form (props.inlineHostId). */
  hostId: string | undefined;
  /** The selected option: Odoo's form shows while it is an inline one. */
  selected: PaymentOption | undefined;
  /** The slot's flex order: the one right after the selected row's. */
  order: number;
  /** The host, or the selected option's radio in it, is not on the page. */
  onUnavailable: (option: PaymentOption) => void;
  /** Odoo's form runs a flow (true), or is free again (false). */
  onBusyChange: (busy: boolean) => void;
  /** The inline option whose provider hid the submit button; null once it is shown again. */
  onSubmitHiddenFor: (optionId: string | null) => void;
  /** What the widget's Pay waits for, which Odoo's form follows too (its own button, Enter in its fields). */
  gate: InlineHostGate;
};

/**
 * Where Odoo's own payment form (the inline options' provider forms) lives in
 * the widget. Odoo's form is moved in once, on mount, and never again: a move
 * reloads the provider's iframes (Stripe's, Adyen's card fields), which Odoo
 * never mounts again. The slot stays at the end of the options' column, after
 * the radio group (outside it: the group is swapped for react-aria's on first
 * use); its flex order shows it under the selected inline option's row. React renders
 * nothing inside it: the moved element is Odoo's alone.
 */
export function InlineHostSlot({
  hostId,
  selected,
  order,
  onUnavailable,
  onBusyChange,
  onSubmitHiddenFor,
  gate,
}: InlineHostSlotProps) {
  const t = useTranslate();
  const slot = useRef<HTMLDivElement>(null);
  const inline = selected?.kind === "inline" ? selected : undefined;

  // A layout effect: its cleanup puts the host back before React removes the
  // slot, so Odoo's form never leaves the page.
  useLayoutEffect(() => {
    const host = findInlineHost(hostId);
    if (!host || !slot.current) return;
    return lendHost(host, slot.current);
  }, [hostId]);

  useInlineHostGate(hostId, gate);

  useInlineHostEvents(hostId, {
    onBusy: onBusyChange,
    onSubmitButton: (visible, host) => {
      if (visible) onSubmitHiddenFor(null);
      // Odoo's form speaks of its checked radio: the selected option's, unless not clicked yet.
      else if (inline && findInlineRadio(host, inline)?.checked) onSubmitHiddenFor(inline.id);
    },
  });

  // Odoo's form shows for an inline option, its radio checked there; for any
  // other option it is hidden where it is, never moved.
  const showSelected = useEffectEvent(() => {
    const host = findInlineHost(hostId);
    const radio = host && inline ? findInlineRadio(host, inline) : null;
    if (host) host.hidden = !radio;
    if (!inline) return;
    if (!radio) {
      onUnavailable(inline);
      return;
    }
    // Odoo prepares the provider's form on the click; not started yet, it
    // prepares the checked radio when it starts. Checked already: prepared.
    if (!radio.checked) radio.click();
  });
  useLayoutEffect(() => showSelected(), [hostId, inline?.id]);

  return (
    <div
      ref={slot}
      role="group"
      aria-label={inline ? t("{label} payment details", { label: inline.label }) : undefined}
      className="weekbox-payment-inline"
      data-testid="payment-inline-slot"
      hidden={!inline}
      style={{ order }}
    />
  );
}
