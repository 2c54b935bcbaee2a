import type { Call } from "@/core/data/use-mutation";
import { MAX_STATUS_POLLS, statusPollDelayMs } from "../utils/status-polling";
import { wait } from "../utils/wait";
import { pollTransactionStatus, type TransactionStatus } from "./poll-transaction-status";

/**
 * Waits for the provider's answer to a token payment (Odoo processes it at
 * once): the first state past draft, or null when none came (or a poll failed).
 */
export async function watchTransactionStatus(
  call: Call,
  signal: AbortSignal,
): Promise<TransactionStatus | null> {
  for (let attempt = 1; attempt <= MAX_STATUS_POLLS; attempt++) {
    let status: TransactionStatus;
    try {
      status = await pollTransactionStatus(call);
    } catch {
      return null;
    }
    if (status.state !== "draft") return status;
    await wait(statusPollDelayMs(attempt), signal);
  }
  return null;
}
