import { lazy, Suspense } from "react";
import { useMoney } from "@/core/format/use-money";
import { useTranslate } from "@/core/i18n/use-translate";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { Checkbox, RadioGroup } from "@/ui/upgrade/controls";
import { UpgradeScope } from "@/ui/upgrade/upgrade-scope";
import { useCardFields } from "../hooks/use-card-fields";
import { useChallengeOutcome } from "../hooks/use-challenge-outcome";
import { usePayGate } from "../hooks/use-pay-gate";
import { usePaymentFlows } from "../hooks/use-payment-flows";
import { useReloadWhenRestored } from "../hooks/use-reload-when-restored";
import { useSimulatedFields } from "../hooks/use-simulated-fields";
import type { PaymentFormProps, PaymentOption } from "../payment-form-props";
import { CardFields } from "./card-fields";
import { ChallengeOutcomeAlert } from "./challenge-outcome-alert";
import { InlineHostSlot } from "./inline-host-slot";
import { PaymentOptionRow } from "./payment-option-row";
import { SimulatedPaymentFields } from "./simulated-payment-fields";
import { TermsCheckbox } from "./terms-checkbox";

// The dialogs (react-aria's modal) load when one opens.
const PaymentErrorDialog = lazy(() =>
  import("./payment-error-dialog").then((module) => ({ default: module.PaymentErrorDialog })),
);
const DeleteTokenDialog = lazy(() =>
  import("./delete-token-dialog").then((module) => ({ default: module.DeleteTokenDialog })),
);

/** A heading of the radio group, or an option's row. */
type GroupItem = { heading: string } | PaymentOption;

/**
 * The radio group is a flex column: items take the even orders in their
 * order, so an odd one (the inline form's slot) shows between two of them.
 */
const flexOrder = (index: number) => 2 * index;

/**
 * The payment form (spec §2.8): saved payment methods and the ways to pay,
 * one radio each, the selected one's form, and Pay (or "Add payment method"
 * on the payment methods page). Pay shows the amount it pays and waits for
 * the terms and conditions when asked, and for the checkout's order updates
 * (spec §5.2, §4.2). Its controls are plain until first used, react-aria's
 * then (ui/upgrade); its dialogs come when they open.
 */
export function PaymentForm(props: PaymentFormProps) {
  const t = useTranslate();
  const money = useMoney(props.currency);
  const card = useCardFields();
  const simulated = useSimulatedFields();
  const gate = usePayGate(props);
  const actions = usePaymentFlows(props, card, simulated, gate);
  const challengeOutcome = useChallengeOutcome();
  useReloadWhenRestored();
  const { options, selected, busy, shownError } = actions;
  const isBusy = busy !== null;
  const adding = props.mode === "manage";
  const payLabel =
    gate.amount !== undefined && props.currency
      ? t("Pay {amount}", { amount: money(gate.amount) })
      : t("Pay");
  const tokens = options.filter((option) => option.kind === "token");
  const methods = options.filter((option) => option.kind !== "token");
  const challengeAlert = challengeOutcome && (
    <ChallengeOutcomeAlert outcome={challengeOutcome} adding={adding} />
  );

  if (options.length === 0) {
    return (
      <div className="weekbox-payment" data-mode={props.mode}>
        {challengeAlert}
        <Alert tone="warning">
          {adding
            ? t("No payment method can be saved here.")
            : t("No suitable payment option could be found.")}
        </Alert>
      </div>
    );
  }

  const items: GroupItem[] = [
    ...(tokens.length > 0 ? [{ heading: t("Your payment methods") }] : []),
    ...tokens,
    ...(methods.length > 0
      ? [{ heading: adding ? t("Add a payment method") : t("Choose a payment method") }]
      : []),
    ...methods,
  ];
  const selectedIndex = items.findIndex((item) => item === selected);

  const saveCardCheckbox = (label: string) => (
    <Checkbox
      className="weekbox-checkbox weekbox-payment-save-card"
      isSelected={actions.saveCard}
      onChange={actions.setSaveCard}
      isDisabled={isBusy}
    >
      <span className="weekbox-checkbox-box" aria-hidden="true">
        {actions.saveCard ? "✓" : ""}
      </span>
      {label}
    </Checkbox>
  );

  const renderOption = (option: PaymentOption, order: number) => {
    const isSelected = option.id === selected?.id;
    return (
      <PaymentOptionRow
        key={option.id}
        option={option}
        isSelected={isSelected}
        order={order}
        isBusy={isBusy}
        isDeleting={busy?.action === "delete" && busy.optionId === option.id}
        onDelete={() => void actions.requestDelete(option)}
        error={shownError?.optionId === option.id ? shownError.error : null}
        subForm={
          option.kind === "new_card" ? (
            <>
              <CardFields card={card} isDisabled={isBusy} />
              {!adding && saveCardCheckbox(t("Save my card"))}
              <p className="weekbox-payment-secured">
                {t("Secured by {provider}", { provider: option.providerName })}
              </p>
            </>
          ) : option.kind === "simulated" ? (
            <>
              <SimulatedPaymentFields fields={simulated} isDisabled={isBusy} />
              {saveCardCheckbox(t("Save my payment details"))}
              {option.helpMessage && <p className="weekbox-payment-help">{option.helpMessage}</p>}
            </>
          ) : option.helpMessage ? (
            // A redirect's or inline option's (Odoo's copy is hidden in its hosted form).
            <p className="weekbox-payment-help">{option.helpMessage}</p>
          ) : null
        }
      />
    );
  };

  const dialogError = shownError && shownError.optionId === null ? shownError.error : null;
  const deleting = actions.pendingDelete?.records ?? null;
  return (
    <UpgradeScope className="weekbox-payment" data-mode={props.mode}>
      {challengeAlert}
      {/* The flex column of the rows and Odoo's form: an element of its own, not
          the radio group, which is swapped for react-aria's when a visitor first
          uses it: Odoo's form inside it would move, and a move reloads the
          provider's iframes. The group's `display: contents` leaves its rows
          in this column, so the slot's `order` still puts it under the
          selected row. */}
      <div className="weekbox-payment-options">
        <RadioGroup
          className="weekbox-payment-options-group"
          aria-label={adding ? t("Payment methods") : t("Payment method")}
          value={selected?.id ?? null}
          onChange={actions.select}
          isDisabled={isBusy}
        >
          {items.map((item, index) =>
            "heading" in item ? (
              <h3 key={item.heading} className="weekbox-payment-heading" style={{ order: flexOrder(index) }}>
                {item.heading}
              </h3>
            ) : (
              renderOption(item, flexOrder(index))
            ),
          )}
        </RadioGroup>
        {methods.some((option) => option.kind === "inline") && (
          // Rendered once, after every row: Odoo's form must never move again.
          <InlineHostSlot
            hostId={props.inlineHostId}
            selected={selected}
            order={selectedIndex < 0 ? flexOrder(items.length) : flexOrder(selectedIndex) + 1}
            onUnavailable={actions.reportInlineUnavailable}
            onBusyChange={actions.reportHostedBusy}
            onSubmitHiddenFor={actions.reportSubmitHiddenFor}
            gate={{
              blocked: !gate.isOpen,
              termsAccepted: gate.termsUrl !== null && gate.termsAccepted,
              amount: gate.amount,
            }}
          />
        )}
      </div>
      {gate.termsUrl !== null && (
        <TermsCheckbox
          url={gate.termsUrl}
          isSelected={gate.termsAccepted}
          onChange={gate.setTermsAccepted}
          isDisabled={isBusy}
        />
      )}
      <div className="weekbox-payment-actions">
        {/* Hidden while the provider's own button (in its hosted form) pays. */}
        {!actions.submitHidden && (
          <Button
            className="weekbox-button weekbox-payment-submit"
            isPending={busy !== null && busy.action !== "delete"}
            isDisabled={busy?.action === "delete" || (busy === null && !gate.isOpen)}
            onPress={() => void (adding ? actions.add() : actions.pay())}
          >
            {adding ? t("Add payment method") : payLabel}
          </Button>
        )}
        {/* Always there: a live region announces what appears in it. */}
        <p className="weekbox-payment-updating" role="status">
          {gate.updatesPending ? t("Your order is being updated…") : null}
        </p>
      </div>
      {dialogError && (
        <Suspense fallback={null}>
          <PaymentErrorDialog error={dialogError} onClose={actions.dismissError} />
        </Suspense>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteTokenDialog
            records={deleting}
            onConfirm={() => void actions.confirmDelete()}
            onCancel={actions.cancelDelete}
          />
        </Suspense>
      )}
    </UpgradeScope>
  );
}
