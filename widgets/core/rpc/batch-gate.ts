/**
 * When the batchable calls queued so far may leave. Islands a page mounts
 * together render in separate tasks (one React root each: the home page's four
 * issue their first queries over some 50–90 ms), so "the same task" or "the
 * next frame" would split them. The mount layer holds the gate while islands
 * it started have not committed their first render; the queue leaves in the
 * task after the last hold is released (calls made in one task always leave
 * together), or after `maxWaitMs` whatever still holds it.
 */
export type BatchGate = {
  /** Holds queued calls back until the returned function is called (once is enough; more is harmless). */
  hold(): () => void;
  /** Runs `flush` once the gate is open, at the earliest in the next task. */
  whenOpen(flush: () => void): void;
};

/** A stuck hold (a widget that never commits) delays the page's calls by this much at most. */
const MAX_WAIT_MS = 1000;

export function createBatchGate({ maxWaitMs = MAX_WAIT_MS }: { maxWaitMs?: number } = {}): BatchGate {
  let holds = 0;
  let waiting: (() => void)[] = [];
  let check: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;

  function open(): void {
    clearTimeout(check);
    clearTimeout(deadline);
    check = deadline = undefined;
    const flushes = waiting;
    waiting = [];
    for (const flush of flushes) flush();
  }

  // A macrotask, not a microtask: every call of the current task joins in.
  function checkSoon(): void {
    if (check !== undefined || waiting.length === 0) return;
    check = setTimeout(() => {
      check = undefined;
      if (holds === 0) open();
    }, 0);
  }

  return {
    hold() {
      holds++;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        holds--;
        if (holds === 0) checkSoon();
      };
    },
    whenOpen(flush) {
      waiting.push(flush);
      deadline ??= setTimeout(open, maxWaitMs);
      checkSoon();
    },
  };
}

/** The page's gate: the mount layer holds it, the page's `rpc` waits on it. */
export const pageBatchGate: BatchGate = createBatchGate();
