import { getPageConfig } from "@/core/page/page-config";
import { pageBatchGate } from "@/core/rpc/batch-gate";
import type { RpcClient } from "@/core/rpc/rpc-client";

// The client's code comes with the page's first call, as the route schemas do
// (route-spec.ts): a page whose widgets call nothing before a visitor acts
// (every page's header) does not ship it. A widget that calls at mount imports
// the route map in its chunk, which brings the client with it.
let pageClient: Promise<RpcClient> | undefined;
// Once created, calls go to it in the same task: awaiting even a settled promise
// lets React render whatever the caller just changed before the request leaves.
let readyClient: RpcClient | undefined;

function client(): Promise<RpcClient> {
  pageClient ??= import("@/core/rpc/rpc-client").then(({ createRpcClient }) => {
    readyClient = createRpcClient({ loginUrl: getPageConfig().loginUrl, batchGate: pageBatchGate });
    return readyClient;
  });
  pageClient.catch(() => (pageClient = undefined));
  return pageClient;
}

/** The page-wide client, created on first call (so importing never touches the page). */
export const rpc: RpcClient = {
  async call(route, params, options) {
    return (readyClient ?? (await client())).call(route, params, options);
  },
  prepare(route) {
    client()
      .then((ready) => ready.prepare?.(route))
      .catch(() => undefined);
  },
};
