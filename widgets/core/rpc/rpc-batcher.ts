import type { BatchGate } from "@/core/rpc/batch-gate";
import { MAX_BATCH_CALLS } from "@/core/rpc/batch-limit";
import type { BatchCall } from "@/core/rpc/routes/batch-routes";
import { InvalidResponseError, RpcAbortedError, RpcTimeoutError } from "@/core/rpc/rpc-errors";

/** How the batcher reaches the server (the client's HTTP layer). */
export type BatchTransport = {
  /** One route's JSON-RPC call: its response body, or a rejection already shaped for `route`. */
  one(
    route: string,
    params: Record<string, unknown>,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<unknown>;
  /** The `/weekbox/batch` call: its response body; aborted through `signal` once no caller waits. */
  batch(calls: BatchCall[], signal: AbortSignal): Promise<unknown>;
  /** A failure of the batch request, as `route`'s caller should see it. */
  failure(error: unknown, route: string, timeoutMs: number, signal?: AbortSignal): unknown;
  /** Whether the failure says the server has no batch route (a back office speaking the spec's routes only). */
  isBatchMissing(error: unknown): boolean;
};

export type Batcher = {
  /**
   * Queues one call until the gate opens. Resolves with that call's answer,
   * shaped like a JSON-RPC response body (`{result}` or `{error}`), for the
   * client to unwrap as any other.
   */
  add(
    route: string,
    params: Record<string, unknown>,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<unknown>;
};

type Waiter = {
  route: string;
  params: Record<string, unknown>;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  settle: (outcome: { answer: unknown } | { error: unknown }) => void;
  done: boolean;
  /** Called once it is settled, whichever way (the batch it is in may stop then). */
  onDone?: () => void;
};

export function createBatcher(gate: BatchGate, transport: BatchTransport): Batcher {
  let queue: Waiter[] = [];
  /** The server answered the batch route is not there: every call goes alone from then on. */
  let batchMissing = false;

  function flush(): void {
    const waiters = queue.filter((waiter) => !waiter.done);
    queue = [];
    for (let start = 0; start < waiters.length; start += MAX_BATCH_CALLS) {
      const part = waiters.slice(start, start + MAX_BATCH_CALLS);
      // A call alone is sent as itself: the batch envelope buys nothing then.
      if (part.length === 1 || batchMissing) part.forEach(sendOne);
      else sendBatch(part);
    }
  }

  function sendOne(waiter: Waiter): void {
    transport.one(waiter.route, waiter.params, waiter.timeoutMs, waiter.signal).then(
      (answer) => waiter.settle({ answer }),
      (error: unknown) => waiter.settle({ error }),
    );
  }

  function sendBatch(waiters: Waiter[]): void {
    const controller = new AbortController();
    let inFlight = true;
    const timers = waiters.map((waiter) =>
      setTimeout(
        () => waiter.settle({ error: new RpcTimeoutError(waiter.route, waiter.timeoutMs) }),
        waiter.timeoutMs,
      ),
    );
    // Each caller keeps its own abort and time limit; the request itself
    // stops once none of them waits for it any more.
    waiters.forEach((waiter, index) => {
      waiter.onDone = () => {
        clearTimeout(timers[index]);
        if (inFlight && waiters.every((other) => other.done)) controller.abort();
      };
    });
    const calls = waiters.map(({ route, params }) => ({ route, params }));
    transport.batch(calls, controller.signal).then(
      (body) => {
        inFlight = false;
        const answers = answersOf(body, waiters.length);
        waiters.forEach((waiter, index) =>
          waiter.settle(
            answers
              ? { answer: answers[index] }
              : { error: new InvalidResponseError(waiter.route, [batchIssue(body)]) },
          ),
        );
      },
      (error: unknown) => {
        inFlight = false;
        if (transport.isBatchMissing(error)) {
          batchMissing = true;
          for (const waiter of waiters) if (!waiter.done) sendOne(waiter);
          return;
        }
        for (const waiter of waiters) {
          waiter.settle({ error: transport.failure(error, waiter.route, waiter.timeoutMs, waiter.signal) });
        }
      },
    );
  }

  return {
    add(route, params, timeoutMs, signal) {
      return new Promise<unknown>((resolve, reject) => {
        const onAbort = () => waiter.settle({ error: new RpcAbortedError(route) });
        const waiter: Waiter = {
          route,
          params,
          timeoutMs,
          signal,
          done: false,
          settle(outcome) {
            if (waiter.done) return;
            waiter.done = true;
            signal?.removeEventListener("abort", onAbort);
            if ("answer" in outcome) resolve(outcome.answer);
            else reject(outcome.error);
            waiter.onDone?.();
          },
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        if (queue.length === 0) gate.whenOpen(flush);
        queue.push(waiter);
      });
    },
  };
}

/**
 * The per-call answers of a batch response body, or null when it is not one.
 * An error of the batch as a whole (it could not be read at all) is every
 * call's error.
 */
function answersOf(body: unknown, count: number): unknown[] | null {
  if (!isObject(body)) return null;
  if (body.error !== undefined && body.error !== null) return Array.from({ length: count }, () => body);
  const answers = body.result;
  return Array.isArray(answers) && answers.length === count ? answers : null;
}

function batchIssue(body: unknown) {
  const message = isObject(body) ? "batch result does not answer every call" : "body is not a JSON object";
  return { code: "invalid_envelope", path: [], message };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
