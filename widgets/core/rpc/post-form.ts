import { getCsrfToken } from "@/core/rpc/csrf-token";
import { ConnectionLostError, RpcAbortedError } from "@/core/rpc/rpc-errors";

export type PostFormOptions = {
  signal?: AbortSignal;
  fetch?: typeof fetch;
};

/**
 * POSTs form-encoded fields to an Odoo `type='http'` route, adding the
 * `csrf_token` those routes require for unsafe methods. Returns the Response
 * as is (these routes answer with HTML, redirects or ad-hoc JSON).
 */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  options: PostFormOptions = {},
): Promise<Response> {
  const body = new URLSearchParams(fields);
  const token = getCsrfToken();
  // Set last so a stray field cannot replace the real token.
  if (token) body.set("csrf_token", token);
  else console.warn("[weekbox] window.odoo.csrf_token is missing; Odoo will reject this form post");

  const fetchImpl = options.fetch ?? globalThis.fetch;
  try {
    return await fetchImpl(url, {
      method: "POST",
      // A string plus explicit type, rather than URLSearchParams, so a polyfilled
      // or foreign-realm URLSearchParams is never sent as text/plain.
      body: body.toString(),
      credentials: "same-origin",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        Accept: "text/html,application/json;q=0.9,*/*;q=0.8",
      },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw new RpcAbortedError(url);
    throw new ConnectionLostError(url, { cause: error });
  }
}
