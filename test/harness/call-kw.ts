// One ORM call (model.method(*args, **kwargs)) through Odoo's JSON-RPC endpoint:
// how the suites and the bench set up and read back data as admin.
import type { OdooSession } from "./odoo-session";

export function callKw<T = unknown>(
  session: OdooSession,
  model: string,
  method: string,
  args: unknown[],
  kwargs: Record<string, unknown> = {},
): Promise<T> {
  return session.jsonRpc<T>("/web/dataset/call_kw", { model, method, args, kwargs });
}
