// Payment status polling (spec §4.2, §9.2): up to 20 polls, waiting
// ceil(n / 3) seconds after the n-th.

export const MAX_STATUS_POLLS = 20;

/** How long to wait after the `attempt`-th poll (1-based) before the next one. */
export function statusPollDelayMs(attempt: number): number {
  return Math.ceil(attempt / 3) * 1000;
}
