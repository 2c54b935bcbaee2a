// The payment errors: each situation's title and message, shown as
// "{title}: {message}" in the selected option's form, or in an "Error: {title}"
// dialog when there is none (spec §8.4).
import type { Translate } from "@/core/i18n/translate";
import { isUserFacing } from "@/core/rpc/rpc-errors";

export type PaymentError = {
  /** "" when the message stands alone (a refusal worded by the server). */
  title: string;
  message: string;
};

/** The server's own words for a failed call, when it has some worth showing. */
export function serverMessage(error: unknown): string {
  return isUserFacing(error) ? error.message : "";
}

function withServerMessage(message: string, error: unknown): string {
  const detail = serverMessage(error);
  return detail ? `${message} ${detail}` : message;
}

/** Every §8.4 error, worded once. */
export function paymentErrors(t: Translate) {
  return {
    noOptionSelected: (): PaymentError => ({
      title: t("No payment method selected"),
      message: t("Please select a payment method."),
    }),
    noNewCardOptionSelected: (): PaymentError => ({
      title: t("No payment method selected"),
      message: t("Please select the option to add a new payment method."),
    }),
    /** The tokenise response carried the server's refusal. */
    tokenRefused: (serverError: string): PaymentError => ({ title: "", message: serverError }),
    /** The tokenise response had neither a result nor an error. */
    tokenNoAnswer: (): PaymentError => ({
      title: t("Server Error"),
      message: t("e.g. Your credit card details are wrong. Please verify."),
    }),
    tokenCallFailed: (error: unknown, adding: boolean): PaymentError => ({
      title: adding ? t("Server error") : t("Server Error"),
      message: withServerMessage(t("We are not able to add your payment method at the moment."), error),
    }),
    redirectEmpty: (): PaymentError => ({
      title: t("Server Error"),
      message: t("We are not able to redirect you to the payment form."),
    }),
    redirectCallFailed: (error: unknown): PaymentError => ({
      title: t("Server Error"),
      message: withServerMessage(t("We are not able to redirect you to the payment form."), error),
    }),
    noTransactionRoute: (): PaymentError => ({
      title: t("Cannot set-up the payment"),
      message: t("We're unable to process your payment."),
    }),
    deleteFailed: (): PaymentError => ({
      title: t("Server Error"),
      message: t("We are not able to delete your payment method at the moment."),
    }),
    linkedRecordsFailed: (error: unknown): PaymentError => ({
      title: t("Server Error"),
      message: withServerMessage(t("We are not able to delete your payment method at the moment."), error),
    }),
    /** Paying with a saved or new token: the transaction could not be created. */
    paymentCallFailed: (error: unknown): PaymentError => ({
      title: t("Payment processing failed"),
      message: serverMessage(error) || t("We are not able to process your payment at the moment."),
    }),
    /** An inline option whose Odoo form (or its radio there) is not on the page. */
    inlineUnavailable: (): PaymentError => ({
      title: "",
      message: t("This payment method cannot be shown here. Please choose another payment method."),
    }),
    /** Odoo's form of an inline option did not start in time, or did not take the press. */
    inlineNotLoaded: (provider: string): PaymentError => ({
      title: t("Server Error"),
      message: t(
        "The payment form of {provider} could not be loaded. Please try again or choose another payment method.",
        { provider },
      ),
    }),
    /**
     * Odoo's form of an inline option keeps its button disabled: website_sale
     * waits for a delivery method and, when shown, the terms and conditions ticked.
     */
    inlineBlocked: (): PaymentError => ({
      title: t("Cannot set-up the payment"),
      message: t(
        "This payment method is not ready: please check your order above (delivery method, terms and conditions) and try again.",
      ),
    }),
    /** The provider refused the payment (transaction in error or cancelled). */
    paymentRefused: (stateMessage: string): PaymentError => ({
      title: t("Payment refused"),
      message: stateMessage || t("Your payment was not accepted. Please try another payment method."),
    }),
  };
}

export type PaymentErrors = ReturnType<typeof paymentErrors>;
