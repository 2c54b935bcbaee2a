import { watchTransactionStatus } from "../api/watch-transaction-status";
import type { Call } from "@/core/data/use-mutation";
import { RpcError } from "@/core/rpc/rpc-errors";

/** A call answering `states` in turn (then the last one for good), counting its calls; an Error is thrown. */
function statusCall(...states: (string | Error)[]) {
  const calls: string[] = [];
  const call = jest.fn(async (route: string) => {
    calls.push(route);
    const state = states[Math.min(calls.length, states.length) - 1]!;
    if (state instanceof Error) throw state;
    return { state };
  }) as unknown as Call;
  return { call, calls };
}

const odooError = (message: string) =>
  new RpcError({ route: "/payment/status/poll", code: 200, message, exceptionName: "builtins.Exception" });

describe("watchTransactionStatus (a saved card's payment)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("should make the first call, then the spec's 20 polls, and give up without a wait after the last", async () => {
    const { call, calls } = statusCall("draft");
    let result: unknown = "pending";
    void watchTransactionStatus(call, new AbortController().signal).then((status) => (result = status));
    // 20 polls, the n-th ceil(n / 3) s after the one before: 77 s in all.
    await jest.advanceTimersByTimeAsync(77_000);
    expect(calls).toHaveLength(21);
    expect(calls.every((route) => route === "/payment/status/poll")).toBe(true);
    expect(result).toBeNull();
  });

  it("should answer the first state past draft", async () => {
    const { call, calls } = statusCall("draft", "draft", "done");
    let result: unknown;
    void watchTransactionStatus(call, new AbortController().signal).then((status) => (result = status));
    await jest.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(3);
    expect(result).toEqual({ state: "done" });
  });

  it("should poll again when Odoo answers retry (another request is post-processing the payment)", async () => {
    const { call, calls } = statusCall(odooError("retry"), odooError("retry"), "done");
    let result: unknown;
    void watchTransactionStatus(call, new AbortController().signal).then((status) => (result = status));
    await jest.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(3);
    expect(result).toEqual({ state: "done" });
  });

  it("should give up at once on any other failure (the landing page tells)", async () => {
    const { call, calls } = statusCall(odooError("tx_not_found"), "done");
    let result: unknown = "pending";
    void watchTransactionStatus(call, new AbortController().signal).then((status) => (result = status));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    expect(result).toBeNull();
  });

  it("should stop polling when the page is left", async () => {
    const { call, calls } = statusCall("draft");
    const leaving = new AbortController();
    let result: unknown = "pending";
    void watchTransactionStatus(call, leaving.signal).then((status) => (result = status));
    await jest.advanceTimersByTimeAsync(1_000);
    leaving.abort();
    await jest.advanceTimersByTimeAsync(77_000);
    expect(calls).toHaveLength(2);
    expect(result).toBeNull();
  });
});
