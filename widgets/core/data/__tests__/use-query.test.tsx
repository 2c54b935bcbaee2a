import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { RpcClientContext } from "@/core/data/rpc-client-context";
import { useCall, useSingleFlight } from "@/core/data/use-mutation";
import { createQueryCache } from "@/core/data/query-cache";
import { useRouteQuery } from "@/core/data/use-query";
import { createRpcClient } from "@/core/rpc/rpc-client";
import { isAbort, RpcAbortedError } from "@/core/rpc/rpc-errors";
import { createFakeOdoo, odooError, odooResult, type FakeReply } from "@/core/testing/fake-odoo-fetch";

const ROUTE = "/weekbox/get_all_values";

function allValues(maxMeal: number) {
  return {
    all_meals: {},
    max_meals: { max_meal: maxMeal, max_people: 4 },
    currency_info: { symbol: "€", position: "after" as const, decimals: 2, name: "EUR" },
  };
}

function setup(reply: () => FakeReply | Promise<FakeReply>) {
  const odoo = createFakeOdoo({ [ROUTE]: reply });
  const client = createRpcClient({ baseUrl: "http://shop.test", fetch: odoo.fetch });
  return { odoo, client };
}

test("should abort calls still in flight when the component unmounts", async () => {
  const { client } = setup(() => "hang");
  const { result, unmount } = renderHook(() => useCall(client));

  const pending = result.current(ROUTE, {}).catch((error: unknown) => error);
  unmount();

  const error = await pending;
  expect(error).toBeInstanceOf(RpcAbortedError);
  expect(isAbort(error)).toBe(true);
});

test("should let calls finish normally while mounted", async () => {
  const { client } = setup(() => odooResult(allValues(5)));
  const { result } = renderHook(() => useCall(client));

  const data = await result.current(ROUTE, {});

  expect(data.max_meals?.max_meal).toBe(5);
});

function MaxMeals({
  client,
  enabled = true,
}: {
  client: ReturnType<typeof createRpcClient>;
  enabled?: boolean;
}) {
  // An inline params object on purpose: it must not refetch on every render.
  const { data, error, isLoading, reload, setData } = useRouteQuery(ROUTE, {}, { client, enabled });
  return (
    <div>
      <p>{isLoading ? "loading" : "idle"}</p>
      {data && <p>max {data.max_meals?.max_meal}</p>}
      {error !== undefined && <p>failed</p>}
      <button onClick={reload}>reload</button>
      <button onClick={() => setData(allValues(9))}>answered elsewhere</button>
    </div>
  );
}

test("should load a route once and expose its data", async () => {
  const { client, odoo } = setup(() => odooResult(allValues(5)));

  const { rerender } = render(<MaxMeals client={client} />);
  expect(screen.getByText("loading")).toBeInTheDocument();
  expect(await screen.findByText("max 5")).toBeInTheDocument();
  expect(screen.getByText("idle")).toBeInTheDocument();

  rerender(<MaxMeals client={client} />);
  await act(async () => {});
  expect(odoo.calls).toHaveLength(1);
});

test("should reload on demand, keeping the current data meanwhile", async () => {
  let maxMeal = 5;
  const { client, odoo } = setup(() => odooResult(allValues(maxMeal)));
  render(<MaxMeals client={client} />);
  await screen.findByText("max 5");

  maxMeal = 6;
  act(() => screen.getByText("reload").click());
  expect(screen.getByText("max 5")).toBeInTheDocument();

  expect(await screen.findByText("max 6")).toBeInTheDocument();
  expect(odoo.calls).toHaveLength(2);
});

test("should show data set from a mutation's answer without asking the server", async () => {
  const { client, odoo } = setup(() => odooResult(allValues(5)));
  render(<MaxMeals client={client} />);
  await screen.findByText("max 5");

  act(() => screen.getByText("answered elsewhere").click());

  expect(screen.getByText("max 9")).toBeInTheDocument();
  expect(screen.getByText("idle")).toBeInTheDocument();
  await act(async () => {});
  expect(odoo.calls).toHaveLength(1);
});

test("should stop a request still on its way when data is set, so the older answer never shows", async () => {
  let answer: (reply: FakeReply) => void = () => {};
  const { client } = setup(() => new Promise<FakeReply>((resolve) => (answer = resolve)));
  render(<MaxMeals client={client} />);
  await waitFor(() => expect(screen.getByText("loading")).toBeInTheDocument());

  act(() => screen.getByText("answered elsewhere").click());
  await act(async () => answer(odooResult(allValues(5))));

  expect(screen.getByText("max 9")).toBeInTheDocument();
  expect(screen.getByText("idle")).toBeInTheDocument();
});

test("should keep no data set for a key nobody reads: its next reader asks the server", () => {
  const cache = createQueryCache();
  cache.set("nobody reads this", 9);
  expect(cache.read("nobody reads this").data).toBeUndefined();
});

test("should expose the error and stop loading when the call fails", async () => {
  const { client } = setup(() => odooError({ name: "odoo.exceptions.UserError", message: "No" }));

  render(<MaxMeals client={client} />);

  expect(await screen.findByText("failed")).toBeInTheDocument();
  expect(screen.getByText("idle")).toBeInTheDocument();
});

test("should not request anything while disabled", async () => {
  const { client, odoo } = setup(() => odooResult(allValues(5)));

  render(<MaxMeals client={client} enabled={false} />);
  await act(async () => {});

  expect(odoo.calls).toHaveLength(0);
  expect(screen.getByText("idle")).toBeInTheDocument();
});

test("should abort the request in flight on unmount", async () => {
  let signal: AbortSignal | undefined;
  const { client } = setup(() => "hang");
  const spy = jest.spyOn(client, "call").mockImplementation((...args) => {
    signal = args[2]?.signal;
    return new Promise(() => {});
  });

  const { unmount } = render(<MaxMeals client={client} />);
  await waitFor(() => expect(spy).toHaveBeenCalled());
  unmount();

  expect(signal?.aborted).toBe(true);
});

// The page cache: what islands of one page share.

function PageMaxMeals({ label }: { label: string }) {
  const { data } = useRouteQuery(ROUTE, {});
  return <p>{data ? `${label} ${data.max_meals?.max_meal}` : `${label} loading`}</p>;
}

test("two islands reading one route on a page make one request and show one answer", async () => {
  const odoo = createFakeOdoo({ [ROUTE]: () => odooResult(allValues(5)) });
  const client = createRpcClient({ baseUrl: "http://shop.test", fetch: odoo.fetch });
  // Two separate React roots, as two data-widget elements are.
  render(
    <RpcClientContext.Provider value={client}>
      <PageMaxMeals label="first" />
    </RpcClientContext.Provider>,
  );
  render(
    <RpcClientContext.Provider value={client}>
      <PageMaxMeals label="second" />
    </RpcClientContext.Provider>,
  );

  expect(await screen.findByText("first 5")).toBeInTheDocument();
  expect(await screen.findByText("second 5")).toBeInTheDocument();
  expect(odoo.calls).toHaveLength(1);
});

test("an entry nobody reads any more is forgotten, so the next reader asks again", async () => {
  let maxMeal = 5;
  const odoo = createFakeOdoo({ [ROUTE]: () => odooResult(allValues(maxMeal)) });
  const client = createRpcClient({ baseUrl: "http://shop.test", fetch: odoo.fetch });
  const view = (
    <RpcClientContext.Provider value={client}>
      <PageMaxMeals label="menu" />
    </RpcClientContext.Provider>
  );
  const first = render(view);
  await screen.findByText("menu 5");
  first.unmount();

  maxMeal = 6;
  render(view);
  expect(await screen.findByText("menu 6")).toBeInTheDocument();
  expect(odoo.calls).toHaveLength(2);
});

test("a single-flight guard runs one task at a time and drops the clicks meanwhile", async () => {
  const { result } = renderHook(() => useSingleFlight());
  let finish: () => void = () => {};
  const task = jest.fn(() => new Promise<string>((resolve) => (finish = () => resolve("paid"))));

  let first: Promise<string | undefined> = Promise.resolve(undefined);
  let second: Promise<string | undefined> = Promise.resolve(undefined);
  act(() => {
    first = result.current.run(task);
    second = result.current.run(task);
  });
  expect(result.current.busy).toBe(true);
  await expect(second).resolves.toBeUndefined();
  await act(async () => finish());

  await expect(first).resolves.toBe("paid");
  expect(task).toHaveBeenCalledTimes(1);
  expect(result.current.busy).toBe(false);
});
