import { useState } from "react";

export type HostedFormState = {
  /** Odoo's hosted form runs a flow: started by our Pay, or in its own fields (Enter in one). */
  busy: boolean;
  setBusy: (busy: boolean) => void;
  /** The inline option whose provider hid the submit button (its own button pays); null: none. */
  submitHiddenFor: string | null;
  setSubmitHiddenFor: (optionId: string | null) => void;
};

/**
 * What Odoo's hosted form (the inline options) says of itself at any time,
 * not only during a flow of ours: the payment form shows it busy, and hides
 * Pay while the provider's own button is the one to use.
 */
export function useHostedFormState(): HostedFormState {
  const [busy, setBusy] = useState(false);
  const [submitHiddenFor, setSubmitHiddenFor] = useState<string | null>(null);
  return { busy, setBusy, submitHiddenFor, setSubmitHiddenFor };
}
