import { createRpcClient } from "@/core/rpc/rpc-client";
import {
  ConnectionLostError,
  InvalidParamsError,
  InvalidResponseError,
  RpcAbortedError,
  RpcError,
  RpcTimeoutError,
  SessionExpiredError,
} from "@/core/rpc/rpc-errors";
import { createFakeOdoo, odooError, odooResult, type FakeHandler } from "@/core/testing/fake-odoo-fetch";
import type { RouteParams } from "@/core/rpc/route-map";

const ROUTE = "/weekbox/get_all_values";
const BASE = "http://shop.test";
const TRACEBACK = 'Traceback (most recent call last):\n  File "/odoo/http.py", line 1, in dispatch';

const allValues = {
  all_meals: {
    "2": {
      "3": { meal_price: 7.5, total_price: 45, box_price: 45, currency: "€", meal_id: 12, extra_field: true },
    },
  },
  max_meals: { max_meal: 5, max_people: 4 },
  currency_info: { symbol: "€", position: "after", decimals: 2, name: "EUR" },
  server_added_later: "ignored",
};

function setup(handler: FakeHandler, options: Parameters<typeof createRpcClient>[0] = {}) {
  const odoo = createFakeOdoo({ [ROUTE]: handler });
  const onSessionExpired = jest.fn();
  const client = createRpcClient({ baseUrl: BASE, fetch: odoo.fetch, onSessionExpired, ...options });
  return { odoo, client, onSessionExpired };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

test("should POST a JSON-RPC call envelope and return the validated result", async () => {
  const { odoo, client } = setup(() => odooResult(allValues));

  const result = await client.call(ROUTE, {});

  expect(result.all_meals["2"]?.["3"]?.box_price).toBe(45);
  expect(result.currency_info.position).toBe("after");
  const [call] = odoo.calls;
  expect(call?.method).toBe("POST");
  expect(call?.url.href).toBe(`${BASE}${ROUTE}`);
  expect(call?.headers.get("content-type")).toContain("application/json");
  expect(call?.body).toEqual({ jsonrpc: "2.0", method: "call", id: expect.any(Number), params: {} });
});

test("should drop fields the server adds that the route map does not know", async () => {
  const { client } = setup(() => odooResult(allValues));

  const result = await client.call(ROUTE, {});

  expect(result).not.toHaveProperty("server_added_later");
  expect(result.all_meals["2"]?.["3"]).not.toHaveProperty("extra_field");
});

test("should use a new id for each call", async () => {
  const { odoo, client } = setup(() => odooResult(allValues));

  await client.call(ROUTE, {});
  await client.call(ROUTE, {});

  const ids = odoo.calls.map((call) => (call.body as { id: number }).id);
  expect(new Set(ids).size).toBe(2);
});

test("should reject with an RpcError carrying the Odoo exception but no traceback", async () => {
  const { client } = setup(() =>
    odooError({
      name: "odoo.exceptions.UserError",
      message: "Box is full",
      arguments: ["Box is full"],
      debug: TRACEBACK,
    }),
  );

  const error = await rejection(client.call(ROUTE, {}));

  expect(error).toBeInstanceOf(RpcError);
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({
    name: "RpcError",
    code: 200,
    exceptionName: "odoo.exceptions.UserError",
    message: "Box is full",
    arguments: ["Box is full"],
    route: ROUTE,
  });
  const rpcError = error as RpcError;
  expect(JSON.stringify(rpcError)).not.toContain("Traceback");
  expect(rpcError.message).not.toContain("Traceback");
  expect(String(rpcError.stack)).not.toContain("Traceback");
  expect(
    JSON.stringify(Object.getOwnPropertyNames(rpcError).map((key) => (rpcError as never)[key])),
  ).not.toContain("Traceback");
  expect(rpcError).not.toHaveProperty("data");
  expect(rpcError).not.toHaveProperty("debug");
});

test("should report an expired session once and reject with SessionExpiredError", async () => {
  const { client, onSessionExpired } = setup(() =>
    odooError({
      code: 100,
      name: "odoo.http.SessionExpiredException",
      message: "Session expired",
      debug: TRACEBACK,
    }),
  );

  const first = await rejection(client.call(ROUTE, {}));
  const second = await rejection(client.call(ROUTE, {}));

  expect(first).toBeInstanceOf(SessionExpiredError);
  expect(first).toBeInstanceOf(RpcError);
  expect(second).toBeInstanceOf(SessionExpiredError);
  expect(onSessionExpired).toHaveBeenCalledTimes(1);
});

test("should recognise a session expiry by its exception name alone", async () => {
  const { client, onSessionExpired } = setup(() =>
    odooError({ code: 200, name: "odoo.http.SessionExpiredException" }),
  );

  await expect(client.call(ROUTE, {})).rejects.toBeInstanceOf(SessionExpiredError);
  expect(onSessionExpired).toHaveBeenCalled();
});

test("should reject with RpcTimeoutError when the server does not answer in time", async () => {
  const { client } = setup(() => "hang", { timeoutMs: 50 });

  const error = await rejection(client.call(ROUTE, {}));

  expect(error).toBeInstanceOf(RpcTimeoutError);
  expect(error).toMatchObject({ name: "RpcTimeoutError", route: ROUTE, timeoutMs: 50 });
});

test("should reject with ConnectionLostError when the network fails", async () => {
  const client = createRpcClient({
    baseUrl: BASE,
    fetch: () => Promise.reject(new TypeError("fetch failed")),
  });

  const error = await rejection(client.call(ROUTE, {}));

  expect(error).toBeInstanceOf(ConnectionLostError);
  expect(error).toMatchObject({ name: "ConnectionLostError", route: ROUTE });
});

test("should reject with ConnectionLostError when the body is not JSON", async () => {
  const { client } = setup(() => new Response("<html>502 Bad Gateway</html>", { status: 200 }));

  await expect(client.call(ROUTE, {})).rejects.toBeInstanceOf(ConnectionLostError);
});

test("should reject with RpcAbortedError when the caller aborts", async () => {
  const { client } = setup(() => "hang");
  const controller = new AbortController();

  const pending = rejection(client.call(ROUTE, {}, { signal: controller.signal }));
  controller.abort();

  expect(await pending).toBeInstanceOf(RpcAbortedError);
});

test("should not send anything when the signal is already aborted", async () => {
  const { client, odoo } = setup(() => odooResult(allValues));

  await expect(client.call(ROUTE, {}, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
    RpcAbortedError,
  );
  expect(odoo.calls).toHaveLength(0);
});

test("should turn an HTTP error status into an RpcError with that code and its text", async () => {
  const { client } = setup(() => new Response("boom", { status: 503, statusText: "Service Unavailable" }));

  const error = await rejection(client.call(ROUTE, {}));

  expect(error).toBeInstanceOf(RpcError);
  expect(error).toMatchObject({ code: 503, exceptionName: null, statusText: "Service Unavailable" });
});

test("should reject a result that does not match the route schema, keeping issues but not the body", async () => {
  const { client } = setup(() =>
    odooResult({
      ...allValues,
      max_meals: { max_meal: "five", max_people: 4 },
      secret: "customer@example.com",
    }),
  );

  const error = await rejection(client.call(ROUTE, {}));

  expect(error).toBeInstanceOf(InvalidResponseError);
  const invalid = error as InvalidResponseError;
  expect(invalid.route).toBe(ROUTE);
  expect(invalid.issues).toEqual([expect.objectContaining({ path: ["max_meals", "max_meal"] })]);
  expect(JSON.stringify(invalid)).not.toContain("five");
  expect(JSON.stringify(invalid)).not.toContain("customer@example.com");
});

test("should reject invalid params before sending anything", async () => {
  const { client, odoo } = setup(() => odooResult(allValues));

  const error = await rejection(
    client.call(ROUTE, { unexpected: 1 } as unknown as RouteParams<typeof ROUTE>),
  );

  expect(error).toBeInstanceOf(InvalidParamsError);
  expect(error).toBeInstanceOf(TypeError);
  expect(odoo.calls).toHaveLength(0);
});

test("should send in the caller's task once the route's schemas have arrived", async () => {
  const odoo = createFakeOdoo({ [ROUTE]: () => odooResult(allValues) });
  const fetch = jest.fn(odoo.fetch);
  const client = createRpcClient({ baseUrl: BASE, fetch });
  await client.call(ROUTE, {});

  // Nothing awaited between the call and the request: the page cannot render first.
  const second = client.call(ROUTE, {});
  expect(fetch).toHaveBeenCalledTimes(2);
  await expect(second).resolves.toMatchObject({ max_meals: { max_meal: 5 } });
});
