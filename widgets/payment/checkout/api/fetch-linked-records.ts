import type { RouteResult } from "@/core/rpc/route-map";
import type { Call } from "@/core/data/use-mutation";

export type LinkedRecord = RouteResult<"/payment/weekbox/token/linked_records">[string][number];

/** The records a saved card is linked to (spec §7.4 get_linked_records). */
export async function fetchLinkedRecords(call: Call, tokenId: number): Promise<LinkedRecord[]> {
  const byToken = await call("/payment/weekbox/token/linked_records", { token_ids: [tokenId] });
  return byToken[String(tokenId)] ?? [];
}
