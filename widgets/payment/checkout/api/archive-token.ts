import type { Call } from "@/core/data/use-mutation";

/**
 * Deletes a saved card: Odoo 17 archives it. Resolving means it is gone (the
 * spec's unlink answering true, §7.4); a refusal rejects.
 */
export async function archiveToken(call: Call, tokenId: number): Promise<true> {
  await call("/payment/archive_token", { token_id: tokenId });
  return true;
}
