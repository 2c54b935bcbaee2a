import * as z from "zod/mini";

// Odoo's form widget fills these from the logged-in user (its _getUserPreFillFields).
const PREFILL_FIELDS = ["name", "phone", "email", "commercial_company_name"];

const readAnswerSchema = z.object({
  result: z.array(z.record(z.string(), z.unknown())),
});

type SessionInfo = { user_id?: number | false; geoip_phone_code?: string | null };

export function pageSessionInfo(view: Window): SessionInfo {
  return (view as unknown as { odoo?: { __session_info__?: SessionInfo } }).odoo?.__session_info__ ?? {};
}

/**
 * The logged-in visitor's own name, e-mail, phone and company for the form's
 * `data-fill-with` fields (one call when the page loads, none for a guest);
 * nothing when the call fails: the form works without.
 */
export async function readVisitorPrefill(view: Window): Promise<Record<string, unknown>> {
  const userId = pageSessionInfo(view).user_id;
  if (!userId) return {};
  try {
    const response = await view.fetch("/web/dataset/call_kw/res.users/read", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        method: "call",
        params: { model: "res.users", method: "read", args: [[userId], PREFILL_FIELDS], kwargs: {} },
      }),
    });
    const answer = readAnswerSchema.safeParse(await response.json());
    return answer.success ? (answer.data.result[0] ?? {}) : {};
  } catch {
    return {};
  }
}
