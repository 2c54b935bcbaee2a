import { useEffect, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort, useRpc } from "@/core/rpc/use-rpc";
import { fetchOrderPaymentStatus, type OrderPaymentStatus } from "../api/fetch-order-payment-status";
import type { PaymentStatusProps } from "../payment-status-props";
import { MAX_STATUS_POLLS, statusPollDelayMs } from "../utils/status-polling";

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
 * The confirmation page's payment status: asks the server again while it
 * says `recall`, up to 20 times, waiting ceil(n / 3) s after the n-th answer;
 * then the message gets a warning icon (spec §4.2, §8.2).
 */
export function PaymentStatus({ orderId, accessToken, initialStatus }: PaymentStatusProps) {
  const t = useTranslate();
  const call = useRpc();
  const [status, setStatus] = useState<OrderPaymentStatus | undefined>(initialStatus);
  const [exhausted, setExhausted] = useState(false);

  useEffect(() => {
    if (initialStatus && !initialStatus.recall) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let attempt = 0;
    const poll = async () => {
      let answer: OrderPaymentStatus | undefined;
      try {
        answer = await fetchOrderPaymentStatus(call, orderId, accessToken);
      } catch (error) {
        if (isAbort(error) || stopped) return;
      }
      if (stopped) return;
      attempt += 1;
      if (answer) setStatus(answer);
      if (answer && !answer.recall) return;
      if (attempt >= MAX_STATUS_POLLS) {
        setExhausted(true);
        return;
      }
      timer = setTimeout(() => void poll(), statusPollDelayMs(attempt));
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [call, orderId, accessToken, initialStatus]);

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
        {exhausted && (
          <span
            className="weekbox-payment-status-warning"
            role="img"
            aria-label={waitingLabel}
            title={waitingLabel}
          >
            ⚠
          </span>
        )}
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
