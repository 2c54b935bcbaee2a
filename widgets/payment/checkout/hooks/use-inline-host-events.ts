import { useEffectEvent, useLayoutEffect } from "react";
import {
  busyOf,
  findInlineHost,
  INLINE_BUSY_EVENT,
  INLINE_PREPARING_ATTRIBUTE,
  INLINE_SUBMIT_BUTTON_EVENT,
  submitButtonVisibleOf,
} from "../utils/inline-host";

export type InlineHostListeners = {
  /** A flow of Odoo's form started (true) or its form is free again on this page (false). */
  onBusy: (busy: boolean) => void;
  /** The provider hid (false) or showed (true) the submit button. */
  onSubmitButton: (visible: boolean, host: HTMLElement) => void;
};

/**
 * Listens to what Odoo's hosted form reports for as long as the form is
 * shown, not only during a flow of ours: the customer can start one in the
 * provider's own fields (Enter in one), or be asked to use its own button.
 */
export function useInlineHostEvents(hostId: string | undefined, listeners: InlineHostListeners): void {
  const reportBusy = useEffectEvent(listeners.onBusy);
  const reportSubmitButton = useEffectEvent(listeners.onSubmitButton);

  // A layout effect: listening before the slot's own layout effects click a
  // radio, so that nothing Odoo says during that click is missed.
  useLayoutEffect(() => {
    const host = findInlineHost(hostId);
    if (!host) return;
    const onBusy = (event: Event) => {
      const busy = busyOf(event);
      // Odoo also disables then re-enables its button around the preparation
      // of an option (a radio click, its start): no flow runs then.
      if (busy === undefined || host.hasAttribute(INLINE_PREPARING_ATTRIBUTE)) return;
      reportBusy(busy);
    };
    const onSubmitButton = (event: Event) => {
      const visible = submitButtonVisibleOf(event);
      if (visible !== undefined) reportSubmitButton(visible, host);
    };
    host.addEventListener(INLINE_BUSY_EVENT, onBusy);
    host.addEventListener(INLINE_SUBMIT_BUTTON_EVENT, onSubmitButton);
    return () => {
      host.removeEventListener(INLINE_BUSY_EVENT, onBusy);
      host.removeEventListener(INLINE_SUBMIT_BUTTON_EVENT, onSubmitButton);
    };
  }, [hostId]);
}
