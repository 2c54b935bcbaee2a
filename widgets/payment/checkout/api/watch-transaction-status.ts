import type { Call } from "@/core/data/use-mutation";
import { RpcError } from "@/core/rpc/rpc-errors";
import { MAX_STATUS_POLLS, statusPollDelayMs } from "../utils/status-polling";
import { wait } from "../utils/wait";
import { pollTransactionStatus, type TransactionStatus } from "./poll-transaction-status";

/**
 * Waits for the provider's answer to a token payment (Odoo processes it at
 * once): the first state past draft, or null when none came (or a poll failed).
 * As the confirmation page's polling: the first call, then the spec's 20 polls,
 * and no wait after the last one. Odoo's "retry" (the payment is being
 * post-processed by another request: its cron, another tab) is polled again,
 * as Odoo's own status page does.
 */
export async function watchTransactionStatus(
  call: Call,
  signal: AbortSignal,
): Promise<TransactionStatus | null> {
  for (let poll = 0; ; poll++) {
    let status: TransactionStatus | null;
    try {
      status = await pollTransactionStatus(call);
    } catch (error) {
      if (!isRetry(error)) return null;
      status = null;
    }
    if (status && status.state !== "draft") return status;
    if (poll >= MAX_STATUS_POLLS) return null;
    await wait(statusPollDelayMs(poll + 1), signal);
    if (signal.aborted) return null;
  }
}

/** /payment/status/poll's protocol answer "try later" (payment's post_processing.py). */
function isRetry(error: unknown): boolean {
  return error instanceof RpcError && error.message === "retry";
}
