import { useTranslate } from "@/core/i18n/use-translate";
import { NativeSelect } from "@/ui/native-select";
import { Input, Label, TextField } from "@/ui/upgrade/controls";
import type { SimulatedState } from "../api/simulate-payment";
import type { SimulatedFields } from "../hooks/use-simulated-fields";

export type SimulatedPaymentFieldsProps = {
  fields: SimulatedFields;
  isDisabled?: boolean;
};

/**
 * The demo provider's own method (a test payment): any details, and the
 * outcome the provider is to simulate, as Odoo's demo form asks them.
 */
export function SimulatedPaymentFields({ fields, isDisabled }: SimulatedPaymentFieldsProps) {
  const t = useTranslate();
  const outcomes: { value: SimulatedState; label: string }[] = [
    { value: "done", label: t("Successful") },
    { value: "pending", label: t("Pending") },
    { value: "cancel", label: t("Canceled") },
    { value: "error", label: t("Error") },
  ];
  return (
    <fieldset className="weekbox-card-fields weekbox-payment-simulated">
      <legend className="weekbox-payment-sr-only">{t("Test payment")}</legend>
      <div className="weekbox-card-row">
        <div className="weekbox-card-field">
          <TextField
            name="payment_details"
            value={fields.paymentDetails}
            onChange={fields.setPaymentDetails}
            isDisabled={isDisabled ?? false}
            maxLength={64}
            className="weekbox-field"
          >
            <Label className="weekbox-field-label">{t("Payment details (test data)")}</Label>
            <Input
              className="weekbox-field-input"
              autoComplete="off"
              spellCheck={false}
              placeholder="XXXX XXXX XXXX XXXX"
            />
          </TextField>
        </div>
        <div className="weekbox-card-field">
          <NativeSelect
            label={t("Payment status")}
            options={outcomes}
            value={fields.simulatedState}
            onChange={(value) => fields.setSimulatedState(value as SimulatedState)}
            isDisabled={isDisabled ?? false}
          />
        </div>
      </div>
    </fieldset>
  );
}
