import type { RouteResult } from "@/core/rpc/route-map";
import type { Call } from "@/core/data/use-mutation";

export type TransactionStatus = RouteResult<"/payment/status/poll">;

/** The state of the transaction this session made last (Odoo's /payment/status/poll). */
export function pollTransactionStatus(call: Call): Promise<TransactionStatus> {
  return call("/payment/status/poll", {});
}
