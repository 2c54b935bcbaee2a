// Payment status polling (spec §4.2, §9.2): after the first call, up to 20
// polls, the n-th ceil(n / 3) seconds after the one before (77 s in all).

export const MAX_STATUS_POLLS = 20;

/** How long to wait before the `poll`-th poll (1-based; the first call is not one). */
export function statusPollDelayMs(poll: number): number {
  return Math.ceil(poll / 3) * 1000;
}
