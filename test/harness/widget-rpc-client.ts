// The widgets' own RPC client (route map, schema checks, typed errors) for a test
// visitor: requests go through that visitor's cookie jar, so each OdooSession is a
// separate Odoo session, as separate browsers would be.
import { createRpcClient, type RpcClient } from "@/core/rpc/rpc-client";
import type { OdooSession } from "./odoo-session";

export function widgetRpcClient(session: OdooSession): RpcClient {
  const sessionFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    return session.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.method === "GET" ? null : await request.text(),
      signal: request.signal,
    });
  };
  return createRpcClient({
    baseUrl: session.baseUrl,
    fetch: sessionFetch as typeof fetch,
    onSessionExpired: () => {
      throw new Error("session expired during a test");
    },
  });
}
