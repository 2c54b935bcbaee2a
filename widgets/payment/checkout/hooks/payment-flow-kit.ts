import type { Call } from "@/core/data/use-mutation";
import type { PaymentFormProps, PaymentOption } from "../payment-form-props";
import type { PaymentError, PaymentErrors } from "../utils/payment-errors";
import type { CardFields } from "./use-card-fields";
import type { SimulatedFields } from "./use-simulated-fields";
import type { PayGate } from "./use-pay-gate";

export type BusyAction = "pay" | "add" | "delete";

/**
 * What the form's three flows (pay, save a card, delete a card) share: one
 * single-flight guard, so one action runs at a time whichever button started
 * it, and one place for errors.
 */
export type PaymentFlowKit = {
  props: PaymentFormProps;
  card: CardFields;
  /** The test provider's own method's fields (details, outcome). */
  simulated: SimulatedFields;
  /** The terms ticked, the checkout's updates over, and the amount Pay pays. */
  gate: PayGate;
  call: Call;
  errors: PaymentErrors;
  /** The option selected when the flow starts. */
  selected: PaymentOption | undefined;
  /** Runs a flow under the form's guard: a press while another flow runs does nothing. */
  run: (task: (signal: AbortSignal) => Promise<void>) => Promise<void>;
  /** Shows `action` busy (its spinner, the rest disabled) until the flow ends. */
  begin: (action: BusyAction, optionId: string) => void;
  /** In `option`'s form (the selected one by default); in a dialog for a saved card or no option. */
  showError: (error: PaymentError, option?: PaymentOption) => void;
  clearError: () => void;
};

/**
 * The page is leaving (to the provider, the bank's 3-D Secure page, the
 * landing page): the flow never ends, so the form stays busy until it goes.
 */
export function untilPageLeaves(): Promise<never> {
  return new Promise<never>(() => {});
}
