// Waits for the machine to be quiet before a measurement whose figures are the
// page's main-thread time: Lighthouse's simulated Total Blocking Time is the
// observed long tasks × 4 (its mobile CPU slowdown), so a run that shares this
// 2-core machine with Odoo still finishing the last request, PostgreSQL's
// autovacuum or a previous Chromium exiting reports that work as the page's.
import os from "node:os";

export type QuietCpu = {
  /** Idle share of all cores over the last window, 0–1. */
  idle: number;
  /** How long it waited, ms. */
  waitedMs: number;
  /** The machine never was that idle within maxWaitMs: the run goes ahead anyway. */
  busy: boolean;
};

type CpuTimes = { idle: number; total: number };

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { idle, total };
}

/** The idle share between two readings (1 when the counters did not move). */
export function idleShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const QUIET = { idleAtLeast: 0.85, windowMs: 500, maxWaitMs: 20_000 };

/** What "a quiet machine" means in the bench's notes and reports, from the defaults below. */
export const QUIET_RULE =
  `all cores ${QUIET.idleAtLeast * 100} % idle over ${QUIET.windowMs} ms, waited for at most ` +
  `${QUIET.maxWaitMs / 1000} s`;

/**
 * Resolves once all cores were at least `idleAtLeast` idle over one `windowMs`
 * window, or after `maxWaitMs` (busy: true). Polls the kernel's counters: no
 * fixed sleep beyond the window it measures.
 */
export async function waitForQuietCpu({
  idleAtLeast = QUIET.idleAtLeast,
  windowMs = QUIET.windowMs,
  maxWaitMs = QUIET.maxWaitMs,
}: { idleAtLeast?: number; windowMs?: number; maxWaitMs?: number } = {}): Promise<QuietCpu> {
  const started = Date.now();
  for (;;) {
    const before = cpuTimes();
    await sleep(windowMs);
    const idle = idleShare(before, cpuTimes());
    const waitedMs = Date.now() - started;
    if (idle >= idleAtLeast) return { idle, waitedMs, busy: false };
    if (waitedMs >= maxWaitMs) return { idle, waitedMs, busy: true };
  }
}
