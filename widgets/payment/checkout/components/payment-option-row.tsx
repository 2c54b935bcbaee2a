import type { ReactNode } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/upgrade/button";
import { Radio } from "@/ui/upgrade/controls";
import type { PaymentOption } from "../payment-form-props";
import type { PaymentError } from "../utils/payment-errors";
import { BrandIcons } from "./brand-icons";

export type PaymentOptionRowProps = {
  option: PaymentOption;
  isSelected: boolean;
  /** Its flex order in the radio group (the inline form's slot shows right after the selected row). */
  order?: number;
  /** The option's form (new card; help text of a redirect or inline option): shown only while selected. */
  subForm?: ReactNode;
  /** An error shown in this option's form. */
  error?: PaymentError | null;
  isDeleting?: boolean;
  isBusy?: boolean;
  onDelete?: () => void;
};

/**
 * A radio of the payment form with its data (acquirer id, provider, and the s2s
 * flag "True" for a new card, the form-payment flag "True" for a redirect,
 * neither for a saved token: spec §2.8), logos, delete button and sub-form.
 */
export function PaymentOptionRow({
  option,
  isSelected,
  order,
  subForm,
  error,
  isDeleting,
  isBusy,
  onDelete,
}: PaymentOptionRowProps) {
  const t = useTranslate();
  return (
    <div
      className="weekbox-payment-option"
      data-kind={option.kind}
      data-selected={isSelected ? "" : undefined}
      data-testid={`payment-option-${option.id}`}
      style={order === undefined ? undefined : { order }}
    >
      <div className="weekbox-payment-option-header">
        <Radio
          value={option.id}
          className="weekbox-payment-radio"
          data-acquirer-id={option.providerId}
          data-provider={option.providerCode}
          data-s2s-payment={option.kind === "new_card" ? "True" : "False"}
          data-form-payment={option.kind === "redirect" ? "True" : "False"}
        >
          <span className="weekbox-payment-radio-mark" aria-hidden="true" />
          <span className="weekbox-payment-option-label">{option.label}</span>
          {option.details && <span className="weekbox-payment-option-details">{option.details}</span>}
          {option.isTest && <span className="weekbox-payment-badge">{t("Test mode")}</span>}
        </Radio>
        <BrandIcons brands={option.brands} />
        {option.canDelete && onDelete && (
          <Button
            variant="link"
            className="weekbox-button weekbox-payment-delete"
            aria-label={t("Delete {name}", { name: `${option.label} ${option.details}`.trim() })}
            isPending={isDeleting ?? false}
            isDisabled={(isBusy ?? false) && !isDeleting}
            onPress={onDelete}
          >
            {t("Delete")}
          </Button>
        )}
      </div>
      {isSelected && option.kind !== "token" && (subForm || error) && (
        <div className="weekbox-payment-subform" data-testid="payment-subform">
          {subForm}
          {error && (
            <Alert tone="error" className="weekbox-alert weekbox-payment-error">
              {error.title ? <strong>{error.title}: </strong> : null}
              {error.message}
            </Alert>
          )}
        </div>
      )}
    </div>
  );
}
