import { useCallback, useMemo, useState } from "react";
import { useCall, useSingleFlight } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import type { PaymentFormProps, PaymentOption } from "../payment-form-props";
import { paymentErrors, type PaymentError } from "../utils/payment-errors";
import type { BusyAction, PaymentFlowKit } from "./payment-flow-kit";
import type { CardFields } from "./use-card-fields";
import type { SimulatedFields } from "./use-simulated-fields";
import { useDeleteCard, type DeleteCardFlow } from "./use-delete-card";
import { useHostedFormState } from "./use-hosted-form-state";
import type { PayGate } from "./use-pay-gate";
import { usePay, type PayFlow } from "./use-pay";
import { useSaveCard, type SaveCardFlow } from "./use-save-card";

/** An error and where it shows: in the option's form, or (optionId null) in a dialog. */
export type ShownError = { error: PaymentError; optionId: string | null };

export type PaymentActions = PayFlow &
  SaveCardFlow &
  DeleteCardFlow & {
    options: PaymentOption[];
    selected: PaymentOption | undefined;
    select: (optionId: string) => void;
    /**
     * The action running, for its spinner; null when the form is free. Also
     * Pay (or Add) while Odoo's hosted form runs a flow, whoever started it.
     */
    busy: { action: BusyAction; optionId: string | null } | null;
    /** The selected option's provider hid the submit button: its own button pays, Pay is hidden. */
    submitHidden: boolean;
    shownError: ShownError | null;
    dismissError: () => void;
    /** An inline option's Odoo form (or its radio there) is not on the page: said in its row. */
    reportInlineUnavailable: (option: PaymentOption) => void;
    /** Odoo's hosted form started a flow (true) or is free again (false). */
    reportHostedBusy: (busy: boolean) => void;
    /** The provider hid the submit button for this inline option (null: shown again). */
    reportSubmitHiddenFor: (optionId: string | null) => void;
  };

/**
 * The payment form's state and its three flows, which share one guard: one
 * action at a time, a press meanwhile (a double click, Pay while a card is
 * being deleted) does nothing.
 */
export function usePaymentFlows(
  props: PaymentFormProps,
  card: CardFields,
  simulated: SimulatedFields,
  gate: PayGate,
): PaymentActions {
  const t = useTranslate();
  const errors = useMemo(() => paymentErrors(t), [t]);
  const call = useCall();
  const flight = useSingleFlight();
  const [running, setRunning] = useState<PaymentActions["busy"]>(null);
  const [options, setOptions] = useState(props.options);
  const [selectedId, setSelectedId] = useState<string | null>(() =>
    props.options.some((option) => option.id === props.selectedOptionId)
      ? (props.selectedOptionId ?? null)
      : null,
  );
  const [shownError, setShownError] = useState<ShownError | null>(null);
  const selected = options.find((option) => option.id === selectedId);
  const hosted = useHostedFormState();
  const ownBusy = flight.busy ? running : null;

  const kit: PaymentFlowKit = {
    props,
    card,
    simulated,
    gate,
    call,
    errors,
    selected,
    run: async (task) => {
      await flight.run((signal) => {
        // Checks come before begin(): until then the form does not look busy.
        setRunning(null);
        return task(signal);
      });
    },
    begin: (action, optionId) => setRunning({ action, optionId }),
    showError: (error, option = selected) =>
      setShownError({ error, optionId: option && option.kind !== "token" ? option.id : null }),
    clearError: () => setShownError(null),
  };

  const removeOption = (optionId: string) => {
    setOptions((current) => current.filter((candidate) => candidate.id !== optionId));
    setSelectedId((current) => (current === optionId ? null : current));
  };

  const select = useCallback((optionId: string) => {
    setSelectedId(optionId);
    setShownError(null);
  }, []);

  return {
    ...usePay(kit),
    ...useSaveCard(kit),
    ...useDeleteCard(kit, removeOption),
    options,
    selected,
    select,
    busy:
      ownBusy ??
      (hosted.busy ? { action: props.mode === "manage" ? "add" : "pay", optionId: selectedId } : null),
    submitHidden: selectedId !== null && hosted.submitHiddenFor === selectedId,
    shownError,
    dismissError: kit.clearError,
    reportInlineUnavailable: (option) => kit.showError(errors.inlineUnavailable(), option),
    reportHostedBusy: hosted.setBusy,
    reportSubmitHiddenFor: hosted.setSubmitHiddenFor,
  };
}
