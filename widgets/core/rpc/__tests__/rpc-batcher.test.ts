import { createBatchGate, type BatchGate } from "@/core/rpc/batch-gate";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { InvalidResponseError, RpcAbortedError, RpcError, RpcTimeoutError } from "@/core/rpc/rpc-errors";
import type { BatchCall } from "@/core/rpc/routes/batch-routes";
import {
  createFakeOdoo,
  odooError,
  odooResult,
  type FakeHandler,
  type FakeReply,
} from "@/core/testing/fake-odoo-fetch";

const BASE = "http://shop.test";
const BATCH = "/weekbox/batch";
const TRACEBACK = 'Traceback (most recent call last):\n  File "/odoo/http.py"';

const menu = { front_products: [], categ_list: [{ id: 1, name: "Veggie" }] };
const duration = {
  day: 1,
  hours: 2,
  minutes: 3,
  deadline: "2026-01-02T10:00:00Z",
  now: "2026-01-01T08:00:00Z",
  tz: "Europe/Brussels",
  delivery_date: "2026-01-03",
};
const allValues = {
  all_meals: {},
  max_meals: { max_meal: 5, max_people: 4 },
  currency_info: { symbol: "€", position: "after", decimals: 2, name: "EUR" },
};
const zipAnswer = { valid: true, zip: "1000", message: "", zone_name: "Brussels", delivery_period_list: [] };

type Answer = { result: unknown } | { error: unknown };

/** A fake Odoo serving the home routes alone and through the batch route. */
function setup({ gate = createBatchGate(), batch }: { gate?: BatchGate; batch?: FakeHandler } = {}) {
  const single: Record<string, () => FakeReply> = {
    "/our/menu": () => odooResult(menu),
    "/get/duration": () => odooResult(duration),
    "/weekbox/get_all_values": () => odooResult(allValues),
    "/weekbox/zip/check": () => odooResult(zipAnswer),
  };
  const odoo = createFakeOdoo(single);
  odoo.on(
    BATCH,
    batch ??
      (({ params }) =>
        odooResult(
          (params as { calls: BatchCall[] }).calls.map((call): Answer => {
            const reply = single[call.route]?.() as Answer | undefined;
            return reply ?? { error: { code: 404, message: "404: Not Found", data: {} } };
          }),
        )),
  );
  const client = createRpcClient({ baseUrl: BASE, fetch: odoo.fetch, batchGate: gate });
  const paths = () => odoo.calls.map((call) => call.url.pathname);
  return { odoo, client, paths };
}

function batchAnswer(answers: Answer[]): FakeHandler {
  return () => odooResult(answers);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

test("should send batchable calls made in the same task as one POST and answer each caller", async () => {
  const { client, odoo, paths } = setup();

  const [ourMenu, countdown, matrix] = await Promise.all([
    client.call("/our/menu", {}),
    client.call("/get/duration", {}),
    client.call("/weekbox/get_all_values", {}),
  ]);

  expect(paths()).toEqual([BATCH]);
  expect(odoo.calls[0]?.body).toMatchObject({
    params: {
      calls: [
        { route: "/our/menu", params: {} },
        { route: "/get/duration", params: {} },
        { route: "/weekbox/get_all_values", params: {} },
      ],
    },
  });
  expect(ourMenu.categ_list).toEqual([{ id: 1, name: "Veggie" }]);
  expect(countdown.deadline).toBe(duration.deadline);
  expect(matrix.max_meals?.max_meal).toBe(5);
});

test("should send a call that has no company as itself, not batched", async () => {
  const { client, paths, odoo } = setup();

  await expect(client.call("/our/menu", {})).resolves.toMatchObject({ categ_list: menu.categ_list });

  expect(paths()).toEqual(["/our/menu"]);
  expect(odoo.calls[0]?.body).toMatchObject({ method: "call", params: {} });
});

test("should never batch a route the route map does not mark batchable", async () => {
  const { client, paths } = setup();

  await Promise.all([
    client.call("/weekbox/zip/check", { zip_postal_code: "1000" }),
    client.call("/our/menu", {}),
    client.call("/weekbox/zip/check", { zip_postal_code: "1000" }),
  ]);

  expect(paths().sort()).toEqual(["/our/menu", "/weekbox/zip/check", "/weekbox/zip/check"]);
});

test("should hold calls of later tasks while the gate is held and send them together once released", async () => {
  const gate = createBatchGate();
  const { client, paths } = setup({ gate });
  const release = gate.hold();

  const first = client.call("/get/duration", {});
  await nextTask();
  await nextTask();
  const second = client.call("/our/menu", {});
  await nextTask();
  expect(paths()).toEqual([]);
  release();
  await Promise.all([first, second]);

  expect(paths()).toEqual([BATCH]);
});

test("should send what is queued after the longest wait, even while the gate is still held", async () => {
  const gate = createBatchGate({ maxWaitMs: 30 });
  const { client, paths } = setup({ gate });
  gate.hold();

  await Promise.all([client.call("/get/duration", {}), client.call("/our/menu", {})]);

  expect(paths()).toEqual([BATCH]);
});

test("should reject only the caller whose call failed, with its route and without the traceback", async () => {
  const { client } = setup({
    batch: batchAnswer([
      { result: menu },
      {
        error: {
          code: 200,
          message: "Odoo Server Error",
          data: {
            name: "odoo.exceptions.UserError",
            message: "No menu this week",
            arguments: [],
            debug: TRACEBACK,
          },
        },
      },
    ]),
  });

  const [ourMenu, countdown] = await Promise.allSettled([
    client.call("/our/menu", {}),
    client.call("/get/duration", {}),
  ]);

  expect(ourMenu).toMatchObject({ status: "fulfilled", value: { categ_list: menu.categ_list } });
  expect(countdown.status).toBe("rejected");
  const error = (countdown as PromiseRejectedResult).reason as RpcError;
  expect(error).toBeInstanceOf(RpcError);
  expect(error).toMatchObject({
    route: "/get/duration",
    exceptionName: "odoo.exceptions.UserError",
    message: "No menu this week",
  });
  expect(JSON.stringify(error)).not.toContain("Traceback");
});

test("should check each answer against its own route's result schema", async () => {
  const { client } = setup({
    batch: batchAnswer([{ result: { front_products: "x" } }, { result: duration }]),
  });

  const [ourMenu, countdown] = await Promise.allSettled([
    client.call("/our/menu", {}),
    client.call("/get/duration", {}),
  ]);

  expect((ourMenu as PromiseRejectedResult).reason).toBeInstanceOf(InvalidResponseError);
  expect((ourMenu as PromiseRejectedResult).reason).toMatchObject({ route: "/our/menu" });
  expect(countdown.status).toBe("fulfilled");
});

test("should reject every caller when the batch answers fewer calls than it was sent", async () => {
  const { client } = setup({ batch: batchAnswer([{ result: menu }]) });

  const outcomes = await Promise.allSettled([client.call("/our/menu", {}), client.call("/get/duration", {})]);

  expect(outcomes.map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual([
    expect.any(InvalidResponseError),
    expect.any(InvalidResponseError),
  ]);
});

test("should give each caller the batch's own failure under its route", async () => {
  const byStatus = setup({ batch: () => new Response("boom", { status: 502 }) });
  const byError = setup({
    batch: () => odooError({ name: "odoo.exceptions.ValidationError", message: "Too many" }),
  });

  const failed = await Promise.allSettled([
    byStatus.client.call("/our/menu", {}),
    byStatus.client.call("/get/duration", {}),
  ]);
  const refused = await Promise.allSettled([
    byError.client.call("/our/menu", {}),
    byError.client.call("/get/duration", {}),
  ]);

  expect(failed.map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual([
    expect.objectContaining({ name: "RpcError", code: 502, route: "/our/menu" }),
    expect.objectContaining({ name: "RpcError", code: 502, route: "/get/duration" }),
  ]);
  expect(refused.map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual([
    expect.objectContaining({ message: "Too many", route: "/our/menu" }),
    expect.objectContaining({ message: "Too many", route: "/get/duration" }),
  ]);
});

test("should reject the caller that aborts while the others still get their answer", async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  const { client, odoo } = setup({ batch: () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
  const controller = new AbortController();

  const ourMenu = client.call("/our/menu", {}, { signal: controller.signal });
  const countdown = client.call("/get/duration", {});
  await nextTask();
  await nextTask();
  controller.abort();

  expect(await rejection(ourMenu)).toBeInstanceOf(RpcAbortedError);
  answer(odooResult([{ result: menu }, { result: duration }]));
  await expect(countdown).resolves.toMatchObject({ deadline: duration.deadline });
  expect(odoo.calls[0]?.raw.signal.aborted).toBe(false);
});

test("should stop the request once every caller of the batch has aborted", async () => {
  const { client, odoo } = setup({ batch: () => "hang" });
  const controller = new AbortController();

  const calls = [
    client.call("/our/menu", {}, { signal: controller.signal }),
    client.call("/get/duration", {}, { signal: controller.signal }),
  ].map(rejection);
  await nextTask();
  await nextTask();
  controller.abort();

  expect(await Promise.all(calls)).toEqual([expect.any(RpcAbortedError), expect.any(RpcAbortedError)]);
  expect(odoo.calls[0]?.raw.signal.aborted).toBe(true);
});

test("should not send a call aborted while it waits for the gate", async () => {
  const gate = createBatchGate();
  const { client, paths } = setup({ gate });
  const release = gate.hold();
  const controller = new AbortController();

  const aborted = rejection(client.call("/our/menu", {}, { signal: controller.signal }));
  const countdown = client.call("/get/duration", {});
  controller.abort();
  release();

  expect(await aborted).toBeInstanceOf(RpcAbortedError);
  await countdown;
  expect(paths()).toEqual(["/get/duration"]);
});

test("should keep each caller's own time limit", async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  const { client } = setup({ batch: () => new Promise<FakeReply>((resolve) => (answer = resolve)) });

  const quick = rejection(client.call("/our/menu", {}, { timeoutMs: 20 }));
  const patient = client.call("/get/duration", {});

  expect(await quick).toBeInstanceOf(RpcTimeoutError);
  answer(odooResult([{ result: menu }, { result: duration }]));
  await expect(patient).resolves.toMatchObject({ tz: "Europe/Brussels" });
});

test("should send every call alone when the client has no batch gate", async () => {
  const odoo = createFakeOdoo({
    "/our/menu": () => odooResult(menu),
    "/get/duration": () => odooResult(duration),
  });
  const client = createRpcClient({ baseUrl: BASE, fetch: odoo.fetch });

  await Promise.all([client.call("/our/menu", {}), client.call("/get/duration", {})]);

  expect(odoo.calls.map((call) => call.url.pathname).sort()).toEqual(["/get/duration", "/our/menu"]);
});

test("should send each call alone, now and after, when the server has no batch route", async () => {
  const { client, paths } = setup({ batch: () => new Response("Not Found", { status: 404 }) });

  const [ourMenu, countdown] = await Promise.all([
    client.call("/our/menu", {}),
    client.call("/get/duration", {}),
  ]);
  expect(ourMenu.categ_list).toEqual([{ id: 1, name: "Veggie" }]);
  expect(countdown.deadline).toBe(duration.deadline);
  expect(paths()).toEqual([BATCH, "/our/menu", "/get/duration"]);

  // Asked once: later calls of the page go alone at once.
  await Promise.all([client.call("/our/menu", {}), client.call("/weekbox/get_all_values", {})]);
  expect(paths().slice(3)).toEqual(["/our/menu", "/weekbox/get_all_values"]);
});
