import { useTranslate } from "@/core/i18n/use-translate";
import type { OrderPaymentStatus } from "../api/fetch-order-payment-status";
import { useOrderPaymentStatus } from "../hooks/use-order-payment-status";
import { usePurchaseEvent } from "../hooks/use-purchase-event";
import type { PaymentStatusProps } from "../payment-status-props";
import { WaitingWarning } from "./waiting-warning";

const TONES: Record<OrderPaymentStatus["state"], "success" | "info" | "danger" | "warning"> = {
  done: "success",
  authorized: "success",
  pending: "info",
  draft: "warning",
  cancel: "danger",
  error: "danger",
  none: "info",
};

/**
 * The confirmation page's payment status, kept up to date while the server
 * says `recall`; when it still does after the last poll, the message gets a
 * warning icon (spec §4.2, §8.2). Sends the order's purchase event once the
 * payment is accepted.
 */
export function PaymentStatus(props: PaymentStatusProps) {
  const t = useTranslate();
  const { status, exhausted } = useOrderPaymentStatus(props);
  usePurchaseEvent(props.trackingInfo, status);

  if (!status || status.state === "none") return null;
  const waitingLabel = t("We are waiting the confirmation of the bank or payment provider");
  // Not paid yet (e.g. a wire transfer): the page must not read as a confirmed order.
  const isPending = status.state === "pending" || status.state === "draft";
  return (
    <div
      className="weekbox-payment-status"
      data-state={status.state}
      data-tone={TONES[status.state]}
      data-exhausted={exhausted ? "" : undefined}
      role="status"
    >
      {isPending && (
        <p className="weekbox-payment-status-title">
          <strong>
            {t("Your payment is pending: your order {name} will be confirmed once we receive it.", {
              name: status.orderName,
            })}
          </strong>
        </p>
      )}
      <p className="weekbox-payment-status-message">
        {exhausted && <WaitingWarning label={waitingLabel} />}
        <span>{status.message}</span>
      </p>
      {status.communication && (
        <p className="weekbox-payment-status-communication">
          {t("Communication: {communication}", { communication: status.communication })}
        </p>
      )}
      {status.reference && (
        <p className="weekbox-payment-status-reference">
          {t("Payment reference: {reference}", { reference: status.reference })}
        </p>
      )}
    </div>
  );
}
