import * as v from "valibot";
import type { BatchGate } from "@/core/rpc/batch-gate";
import type { RouteName, RouteParams, RouteResult } from "@/core/rpc/route-map";
import { loadedRouteSpec, routeSpec } from "@/core/rpc/route-spec";
import { createBatcher } from "@/core/rpc/rpc-batcher";
import { readOdooError } from "@/core/rpc/odoo-error-envelope";
import {
  ConnectionLostError,
  InvalidParamsError,
  InvalidResponseError,
  RpcAbortedError,
  RpcError,
  RpcTimeoutError,
  SessionExpiredError,
  toSchemaIssues,
} from "@/core/rpc/rpc-errors";

export type RpcClientOptions = {
  /** Origin (and optional path prefix) the routes are relative to. Defaults to the page origin. */
  baseUrl?: string;
  /** Per-request time limit; default 30 000 ms. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Called once when Odoo reports the session as expired. Defaults to a redirect to the login page. */
  onSessionExpired?: () => void;
  /** Used by the default session-expired redirect; default "/web/login". */
  loginUrl?: string;
  /**
   * Sends the calls of `batchable` routes made while this gate is held (or in
   * the same task) as one `/weekbox/batch` POST. Without it, every call is
   * sent alone. The page's `rpc` uses the page's gate.
   */
  batchGate?: BatchGate;
};

export type RpcCallOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
};

export type RpcClient = {
  /**
   * Validates `params`, POSTs the JSON-RPC envelope, unwraps Odoo's error
   * envelope and validates the result. Rejects with the classes of rpc-errors.
   */
  call<R extends RouteName>(
    route: R,
    params: RouteParams<R>,
    options?: RpcCallOptions,
  ): Promise<RouteResult<R>>;
  /**
   * Fetches what a call of `route` needs (the client's code, the route's
   * schemas) ahead of it: for a call a visitor's action sends later (after a
   * debounce), which then waits for nothing. Never fails (the call reports).
   */
  prepare?(route: RouteName): void;
};

const DEFAULT_TIMEOUT_MS = 30_000;
const SESSION_EXPIRED_CODE = 100;
const SESSION_EXPIRED_EXCEPTION = "odoo.http.SessionExpiredException";

export function createRpcClient(options: RpcClientOptions = {}): RpcClient {
  const baseUrl = (options.baseUrl ?? globalThis.location?.origin ?? "").replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const onSessionExpired =
    options.onSessionExpired ?? (() => redirectToLogin(options.loginUrl ?? "/web/login"));
  let nextId = 1;
  let sessionExpiredReported = false;

  // Network failures surface from fetch as TypeError; tag them here so a
  // TypeError from our own code is never mistaken for one.
  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await baseFetch(url, init);
    } catch (error) {
      if (isAbortLike(error)) throw error;
      throw new ConnectionLostError(url, { cause: error });
    }
  }

  // Plain fetch (a client library cost the home page 2.5 KB gzip for this).
  async function post(route: string, params: unknown, timeout: number | false, signal?: AbortSignal) {
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal?.addEventListener("abort", abort, { once: true });
    let timedOut = false;
    const timer =
      timeout === false
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            abort();
          }, timeout);
    try {
      const response = await send(baseUrl + route, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", method: "call", id: nextId++, params }),
        signal: controller.signal,
      });
      if (!response.ok) throw new HttpStatusError(response.status, response.statusText);
      return await readJson(response, route);
    } catch (error) {
      if (timedOut && timeout !== false) throw new RpcTimeoutError(route, timeout);
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", abort);
    }
  }

  async function postOne(route: string, params: unknown, timeout: number, signal?: AbortSignal) {
    try {
      return await post(route, params, timeout, signal);
    } catch (error) {
      throw toRpcFailure(error, route, timeout, signal);
    }
  }

  const batcher =
    options.batchGate &&
    createBatcher(options.batchGate, {
      one: postOne,
      // No time limit of its own: each caller keeps its own (rpc-batcher).
      batch: (calls, signal) => post("/weekbox/batch", { calls }, false, signal),
      failure: toRpcFailure,
      isBatchMissing: (error) => error instanceof HttpStatusError && error.status === 404,
    });

  async function call<R extends RouteName>(
    route: R,
    params: RouteParams<R>,
    callOptions: RpcCallOptions = {},
  ): Promise<RouteResult<R>> {
    const spec = loadedRouteSpec(route) ?? (await routeSpec(route));
    const checked = v.safeParse(spec.params, params);
    if (!checked.success) throw new InvalidParamsError(route, toSchemaIssues(checked.issues));

    const { signal } = callOptions;
    const requestTimeout = callOptions.timeoutMs ?? timeoutMs;
    if (signal?.aborted) throw new RpcAbortedError(route);

    const checkedParams = checked.output as Record<string, unknown>;
    const body =
      batcher && spec.batchable
        ? await batcher.add(route, checkedParams, requestTimeout, signal)
        : await postOne(route, checkedParams, requestTimeout, signal);

    if (!isObject(body)) throw new InvalidResponseError(route, [envelopeIssue("body is not a JSON object")]);
    if (body.error !== undefined && body.error !== null) {
      const error = toRpcError(body.error, route);
      if (error instanceof SessionExpiredError && !sessionExpiredReported) {
        sessionExpiredReported = true;
        onSessionExpired();
      }
      throw error;
    }
    // Odoo leaves `result` out when a route returns None: that is a null result
    // (routes that never return null still fail their schema).
    const result = v.safeParse(spec.result, "result" in body ? body.result : null);
    if (!result.success) throw new InvalidResponseError(route, toSchemaIssues(result.issues));
    return result.output as RouteResult<R>;
  }

  return {
    call,
    prepare(route) {
      routeSpec(route).catch(() => undefined);
    },
  };
}

/**
 * `answer` as `route`'s result, checked against the route's schema as a call's
 * is (core/data/prime-page-answers.ts: an answer the server rendered with the
 * page); undefined when it does not match.
 */
export async function checkedAnswer<R extends RouteName>(
  route: R,
  answer: unknown,
): Promise<RouteResult<R> | undefined> {
  const result = v.safeParse((await routeSpec(route)).result, answer);
  return result.success ? (result.output as RouteResult<R>) : undefined;
}

/** A status outside 2xx: Odoo answers its JSON-RPC errors with 200, so this is a proxy's or a crash's. */
class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`HTTP ${status}`);
  }
}

function toRpcError(raw: unknown, route: string): RpcError {
  const error = readOdooError(raw);
  const init = {
    route,
    code: error.code,
    exceptionName: error.data?.name ?? null,
    // data.message is the human one; the top-level message is "Odoo Server Error".
    message: error.data?.message || error.message || "Odoo Server Error",
    arguments: error.data?.arguments ?? [],
    fieldErrors: error.data?.field_errors ?? {},
  };
  const expired = init.code === SESSION_EXPIRED_CODE || init.exceptionName === SESSION_EXPIRED_EXCEPTION;
  return expired ? new SessionExpiredError(init) : new RpcError(init);
}

function toRpcFailure(
  error: unknown,
  route: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Error {
  if (signal?.aborted) return new RpcAbortedError(route);
  if (error instanceof RpcTimeoutError) return new RpcTimeoutError(route, timeoutMs);
  if (isAbortLike(error)) return new RpcAbortedError(route);
  if (error instanceof HttpStatusError) {
    return new RpcError({
      route,
      code: error.status,
      message: `HTTP ${error.status} from "${route}"`,
      statusText: error.statusText,
    });
  }
  if (error instanceof ConnectionLostError) return new ConnectionLostError(route, { cause: error.cause });
  if (error instanceof Error) return error;
  return new ConnectionLostError(route, { cause: error });
}

// Like Odoo's own client: a body that is not JSON (a proxy error page, a full
// connection pool) means the server could not handle the request.
async function readJson(response: Response, route: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    if (isAbortLike(error)) throw error;
    throw new ConnectionLostError(route, { cause: error });
  }
}

function redirectToLogin(loginUrl: string): void {
  const { pathname, search, hash } = window.location;
  const separator = loginUrl.includes("?") ? "&" : "?";
  window.location.assign(`${loginUrl}${separator}redirect=${encodeURIComponent(pathname + search + hash)}`);
}

function isAbortLike(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function envelopeIssue(message: string) {
  return { code: "invalid_envelope", path: [], message };
}
