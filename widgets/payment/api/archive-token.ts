import type { BoundCall } from "@/core/rpc/use-rpc";

/**
 * Deletes a saved card: Odoo 17 archives it. Resolving is the spec's "result
 * true"; a refusal rejects.
 */
export async function archiveToken(call: BoundCall, tokenId: number): Promise<true> {
  await call("/payment/archive_token", { token_id: tokenId });
  return true;
}
