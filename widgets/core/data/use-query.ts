import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { RouteName, RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { queryCacheFor } from "./page-query-cache";
import { routeKey, type QueryFn } from "./query-cache";
import { useRpcClient } from "./rpc-client-context";

export type QueryOptions = {
  /** When false nothing is requested (e.g. until the visitor picks a value). Default true. */
  enabled?: boolean;
  /** Defaults to the client of the nearest RpcClientContext (the page's `rpc`). */
  client?: RpcClient;
};

export type Query<T> = {
  data: T | undefined;
  error: unknown;
  /** Nothing answered yet for this key, or a request for it is on its way. */
  isLoading: boolean;
  /** Requests again, keeping the current data visible until the answer arrives. */
  reload: () => void;
  /** Shows `data` as this key's answer, without asking (the server gave it in a mutation's answer). */
  setData: (data: T) => void;
};

/**
 * Reads `key` from the page's query cache, requesting it with `fetcher` when
 * nobody has yet. `fetcher` must depend on nothing but `key` and the client
 * (memoise it): the cache calls whichever reader's fetcher comes first.
 */
export function useQuery<T>(
  key: string,
  fetcher: (client: RpcClient, signal: AbortSignal) => Promise<T>,
  { enabled = true, client: givenClient }: QueryOptions = {},
): Query<T> {
  const contextClient = useRpcClient();
  const client = givenClient ?? contextClient;
  const cache = queryCacheFor(client);
  const fn = useCallback<QueryFn<T>>((signal) => fetcher(client, signal), [fetcher, client]);

  const subscribe = useCallback(
    (listener: () => void) => (enabled ? cache.subscribe(key, listener) : () => {}),
    [cache, key, enabled],
  );
  const read = useCallback(() => cache.read<T>(key), [cache, key]);
  const snapshot = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (enabled) void cache.fetch(key, fn);
  }, [cache, key, fn, enabled]);

  const reload = useCallback(() => void cache.fetch(key, fn, { force: true }), [cache, key, fn]);
  const setData = useCallback((data: T) => cache.set(key, data), [cache, key]);
  const unanswered = snapshot.data === undefined && snapshot.error === undefined;
  return {
    data: snapshot.data,
    error: snapshot.error,
    isLoading: enabled && (snapshot.isFetching || unanswered),
    reload,
    setData,
  };
}

export type RouteQueryOptions = QueryOptions & { timeoutMs?: number };

/**
 * One route's answer for a component. Params are compared as JSON, so an
 * inline object literal does not refetch on every render; a change of params
 * (or the last reader unmounting) aborts the request in flight.
 */
export function useRouteQuery<R extends RouteName>(
  route: R,
  params: RouteParams<R>,
  { timeoutMs, ...options }: RouteQueryOptions = {},
): Query<RouteResult<R>> {
  const key = routeKey(route, params);
  const fetcher = useMemo(() => {
    // Rebuilt from the key so the fetcher changes with the params' value, not their identity.
    const requestParams = JSON.parse(key.slice(route.length + 1)) as RouteParams<R>;
    return (client: RpcClient, signal: AbortSignal) =>
      client.call(route, requestParams, { signal, ...(timeoutMs ? { timeoutMs } : {}) });
  }, [route, key, timeoutMs]);
  return useQuery(key, fetcher, options);
}
