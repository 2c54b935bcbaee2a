import type { RpcClient } from "@/core/rpc/rpc-client";
import { VISITOR_PREFILL_FIELDS } from "@/core/rpc/routes/website-form-routes";

/**
 * The logged-in visitor's own name, e-mail, phone and company for the form's
 * `data-fill-with` fields (one call when the page loads, none for a guest:
 * `userId` null); nothing when the call fails: the form works without.
 */
export async function readVisitorPrefill(
  client: RpcClient,
  userId: number | null,
): Promise<Record<string, unknown>> {
  if (userId === null) return {};
  try {
    const [user] = await client.call("/web/dataset/call_kw/res.users/read", {
      model: "res.users",
      method: "read",
      args: [[userId], [...VISITOR_PREFILL_FIELDS]],
      kwargs: {},
    });
    return user ?? {};
  } catch {
    return {};
  }
}
