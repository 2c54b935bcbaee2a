import { useEffect, useState } from "react";
import { useCall } from "@/core/data/use-mutation";
import { isAbort } from "@/core/rpc/rpc-errors";
import { fetchOrderPaymentStatus, type OrderPaymentStatus } from "../api/fetch-order-payment-status";
import type { PaymentStatusProps } from "../payment-status-props";
import { MAX_STATUS_POLLS, statusPollDelayMs } from "../utils/status-polling";
import { wait } from "../utils/wait";

export type OrderPaymentStatusState = {
  /** The latest answer, the page's own status until then. */
  status: OrderPaymentStatus | undefined;
  /** The server still said `recall` after the last poll allowed. */
  exhausted: boolean;
};

/**
 * An order's payment status, asked again while the server says `recall`:
 * after the first call, up to 20 polls, the n-th ceil(n / 3) s after the
 * answer before it (spec §4.2, §8.2). A failed call (a lost connection)
 * counts as one and polling goes on.
 */
export function useOrderPaymentStatus({
  orderId,
  accessToken,
  initialStatus,
}: PaymentStatusProps): OrderPaymentStatusState {
  const call = useCall();
  const [status, setStatus] = useState<OrderPaymentStatus | undefined>(initialStatus);
  const [exhausted, setExhausted] = useState(false);

  useEffect(() => {
    if (initialStatus && !initialStatus.recall) return;
    // Aborting it stops the loop: the request on its way, or the wait and then the next request.
    const polling = new AbortController();
    const poll = async () => {
      // Poll 0 is the first call; the spec's 20 polls come after it.
      for (let poll = 0; ; poll++) {
        let answer: OrderPaymentStatus | undefined;
        try {
          answer = await fetchOrderPaymentStatus(call, orderId, accessToken, polling.signal);
        } catch (error) {
          if (isAbort(error)) return;
        }
        if (answer) setStatus(answer);
        if (answer && !answer.recall) return;
        if (poll >= MAX_STATUS_POLLS) {
          setExhausted(true);
          return;
        }
        await wait(statusPollDelayMs(poll + 1), polling.signal);
      }
    };
    void poll();
    return () => polling.abort();
  }, [call, orderId, accessToken, initialStatus]);

  return { status, exhausted };
}
