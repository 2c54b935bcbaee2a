import type { RpcClient } from "@/core/rpc/rpc-client";
import { createQueryCache, type QueryCache } from "./query-cache";

// One cache per client: the page's `rpc` gets the page cache every island
// shares; a test's client on a fake Odoo gets its own, so tests never see
// each other's answers.
const caches = new WeakMap<RpcClient, QueryCache>();

export function queryCacheFor(client: RpcClient): QueryCache {
  let cache = caches.get(client);
  if (!cache) {
    cache = createQueryCache();
    caches.set(client, cache);
  }
  return cache;
}
