// Test helper: an in-process Odoo at the network edge. Pass `fake.fetch` as the
// `fetch` option of createRpcClient / loadTranslations.

export type OdooErrorInit = {
  name?: string;
  message?: string;
  code?: number;
  arguments?: unknown[];
  debug?: string;
};

export type FakeReply = Response | { result: unknown } | { error: OdooErrorInit } | "hang";

export type FakeHandler = (request: {
  url: URL;
  body: unknown;
  params: unknown;
  raw: Request;
}) => FakeReply | Promise<FakeReply>;

export type RecordedCall = { url: URL; method: string; headers: Headers; body: unknown; raw: Request };

export type FakeOdoo = {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** Replaces or adds the handler for a path. */
  on(path: string, handler: FakeHandler): void;
};

/** `{ result }` for a handler. */
export function odooResult(result: unknown): { result: unknown } {
  return { result };
}

/** An Odoo error envelope as `odoo.http` builds it, traceback included. */
export function odooError(init: OdooErrorInit = {}): { error: OdooErrorInit } {
  return { error: init };
}

export function createFakeOdoo(handlers: Record<string, FakeHandler> = {}): FakeOdoo {
  const routes = new Map(Object.entries(handlers));
  const calls: RecordedCall[] = [];

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === "GET" ? "" : await request.text();
    const body = parseBody(text, request.headers.get("content-type"));
    calls.push({ url, method: request.method, headers: request.headers, body, raw: request });

    const signal = request.signal;
    if (signal.aborted) throw abortError();
    const handler = routes.get(url.pathname);
    if (!handler) return new Response("Not Found", { status: 404 });
    const params = isRecord(body) ? body.params : undefined;

    const reply = await raceAbort(Promise.resolve(handler({ url, body, params, raw: request })), signal);
    if (reply === "hang") return raceAbort(new Promise<never>(() => {}), signal);
    if (reply instanceof Response) return reply;
    const id = isRecord(body) ? body.id : null;
    if ("error" in reply) {
      const {
        code = 200,
        name = "odoo.exceptions.UserError",
        message = "",
        debug = "",
        arguments: args = [message],
      } = reply.error;
      return Response.json({
        jsonrpc: "2.0",
        id,
        error: {
          code,
          message: code === 100 ? "Odoo Session Expired" : "Odoo Server Error",
          data: { name, debug, message, arguments: args, context: {} },
        },
      });
    }
    return Response.json({ jsonrpc: "2.0", id, result: reply.result });
  };

  return {
    fetch: fakeFetch as typeof fetch,
    calls,
    on(path, handler) {
      routes.set(path, handler);
    },
  };
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.includes("application/json")) return JSON.parse(text);
  if (contentType?.includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(text));
  return text;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function abortError(): Error {
  return new DOMException("This operation was aborted", "AbortError");
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
