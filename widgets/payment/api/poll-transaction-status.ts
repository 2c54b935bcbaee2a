import type { RouteResult } from "@/core/rpc/route-map";
import type { BoundCall } from "@/core/rpc/use-rpc";

export type TransactionStatus = RouteResult<"/payment/status/poll">;

/** The state of the transaction this session made last (Odoo's /payment/status/poll). */
export function pollTransactionStatus(call: BoundCall): Promise<TransactionStatus> {
  return call("/payment/status/poll", {});
}
