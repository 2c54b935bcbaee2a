import { useCallback, useEffect, useRef, useState } from "react";
import type { RouteName, RouteParams, RouteResult } from "@/core/rpc/route-map";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { RpcAbortedError } from "@/core/rpc/rpc-errors";
import { useRpcClient } from "./rpc-client-context";

export type SingleFlight = {
  /**
   * Runs `task` unless another task of this guard is still running (a double
   * click, or Pay while a card is being deleted): then resolves undefined
   * without running it. The task's signal aborts when the component unmounts.
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T | undefined>;
  /** A task is running: disable the actions it guards. */
  busy: boolean;
};

/** One action at a time for a component, however fast the visitor clicks. */
export function useSingleFlight(): SingleFlight {
  // A ref as well as state: two clicks in one frame both see the state of the last render.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(task: (signal: AbortSignal) => Promise<T>) => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    const current = new AbortController();
    controller.current = current;
    try {
      return await task(current.signal);
    } finally {
      running.current = false;
      if (!current.signal.aborted) setBusy(false);
    }
  }, []);
  return { run, busy };
}

export type Call = RpcClient["call"];

/**
 * The client's `call` tied to the component: calls still on their way when it
 * unmounts are aborted and reject with RpcAbortedError (`isAbort(error)`).
 */
export function useCall(givenClient?: RpcClient): Call {
  const contextClient = useRpcClient();
  const client = givenClient ?? contextClient;
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

  return useCallback<Call>(
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

export type Mutation<R extends RouteName> = {
  /** Calls the route; rejects with the RPC error (also kept in `error`). */
  mutate: (params: RouteParams<R>) => Promise<RouteResult<R>>;
  isPending: boolean;
  error: unknown;
  reset: () => void;
};

/** A route that changes server state, with its pending and error state for the UI. */
export function useRouteMutation<R extends RouteName>(route: R, client?: RpcClient): Mutation<R> {
  const call = useCall(client);
  const [state, setState] = useState<{ pending: number; error: unknown }>({ pending: 0, error: undefined });
  const mutate = useCallback(
    async (params: RouteParams<R>) => {
      setState((s) => ({ pending: s.pending + 1, error: undefined }));
      try {
        const result = await call(route, params);
        setState((s) => ({ ...s, pending: s.pending - 1 }));
        return result;
      } catch (error) {
        setState((s) => ({ pending: s.pending - 1, error }));
        throw error;
      }
    },
    [call, route],
  );
  const reset = useCallback(() => setState((s) => ({ ...s, error: undefined })), []);
  return { mutate, isPending: state.pending > 0, error: state.error, reset };
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
