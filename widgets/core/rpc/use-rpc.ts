import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { RouteName, RouteParams, RouteResult } from "@/core/rpc/route-map";
import { rpc, type RpcCallOptions, type RpcClient } from "@/core/rpc/rpc-client";
import { isAbort, RpcAbortedError } from "@/core/rpc/rpc-errors";

export { isAbort };

export type BoundCall = RpcClient["call"];

/**
 * `client.call` tied to the component: every call still in flight when the
 * component unmounts is aborted and rejects with RpcAbortedError — check
 * `isAbort(error)` and ignore it.
 */
export function useRpc(client: RpcClient = rpc): BoundCall {
  const controllers = useRef(new Set<AbortController>());
  const disposed = useRef(false);

  useEffect(() => {
    disposed.current = false;
    const active = controllers.current;
    return () => {
      disposed.current = true;
      for (const controller of active) controller.abort();
      active.clear();
    };
  }, []);

  return useCallback<BoundCall>(
    async (route, params, options = {}) => {
      if (disposed.current) throw new RpcAbortedError(route);
      const controller = new AbortController();
      const unlink = linkSignal(options.signal, controller);
      controllers.current.add(controller);
      try {
        return await client.call(route, params, { ...options, signal: controller.signal });
      } finally {
        unlink();
        controllers.current.delete(controller);
      }
    },
    [client],
  );
}

export type RouteQueryOptions = {
  /** When false nothing is requested (e.g. until the visitor picks a value). Default true. */
  enabled?: boolean;
  client?: RpcClient;
} & Pick<RpcCallOptions, "timeoutMs">;

export type RouteQuery<R extends RouteName> = {
  data: RouteResult<R> | undefined;
  error: unknown;
  isLoading: boolean;
  /** Requests again with the same params, keeping the current data until it answers. */
  reload: () => void;
};

type QueryState = { token: string; key: string; data: unknown; error: unknown };

/**
 * Loads one route for a component. Params are compared as JSON, so an inline
 * object literal does not refetch on every render; a change of params (or
 * unmount) aborts the request in flight. `reload()` keeps the current data
 * visible until the new answer arrives.
 */
export function useRouteQuery<R extends RouteName>(
  route: R,
  params: RouteParams<R>,
  { enabled = true, client = rpc, timeoutMs }: RouteQueryOptions = {},
): RouteQuery<R> {
  const key = `${route} ${JSON.stringify(params)}`;
  const [reloadCount, reload] = useReducer((n: number) => n + 1, 0);
  const token = `${reloadCount} ${key}`;
  const [settled, setSettled] = useState<QueryState | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // Params travel as JSON anyway; rebuilding them from the key lets the
    // effect depend on the key instead of the caller's object identity.
    const requestParams = JSON.parse(key.slice(route.length + 1)) as RouteParams<R>;
    client
      .call(route, requestParams, { signal: controller.signal, ...(timeoutMs ? { timeoutMs } : {}) })
      .then(
        (data) => setSettled({ token, key, data, error: undefined }),
        (error: unknown) => {
          if (controller.signal.aborted || isAbort(error)) return;
          setSettled((prev) => ({ token, key, data: prev?.key === key ? prev.data : undefined, error }));
        },
      );
    return () => controller.abort();
  }, [client, route, key, token, enabled, timeoutMs]);

  const sameKey = settled?.key === key;
  const sameRequest = settled?.token === token;
  return {
    data: sameKey ? (settled.data as RouteResult<R> | undefined) : undefined,
    error: sameRequest ? settled.error : undefined,
    isLoading: enabled && !sameRequest,
    reload,
  };
}

function linkSignal(outer: AbortSignal | undefined, controller: AbortController): () => void {
  if (!outer) return () => {};
  if (outer.aborted) {
    controller.abort(outer.reason);
    return () => {};
  }
  const onAbort = () => controller.abort(outer.reason);
  outer.addEventListener("abort", onAbort, { once: true });
  return () => outer.removeEventListener("abort", onAbort);
}
