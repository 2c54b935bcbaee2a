/** How long to wait between two tries of an action whose target appears late (spec §9.1). */
export const RETRY_INTERVAL_MS = 100;
/** How many times such an action is tried again after its first try (spec §9.1). */
export const RETRY_MAX_RETRIES = 50;

export type RetryOptions = {
  /** Between two tries; `RETRY_INTERVAL_MS` unless told. */
  intervalMs?: number;
  /** Tries after the first; `RETRY_MAX_RETRIES` unless told. */
  maxRetries?: number;
  /** Stops the tries (e.g. the visitor scrolled meanwhile). */
  signal?: AbortSignal;
};

/**
 * Tries `attempt` at once, then again every `intervalMs` until it returns
 * true, `maxRetries` tries more have failed, or `signal` aborts: for an
 * action whose target appears late (a page still growing as its widgets
 * render). One timer at a time, never a busy loop. Resolves to whether an
 * attempt succeeded. `attempt` gets whether it is the last try, so it may do
 * what it can then.
 */
export function retryUntil(
  attempt: (isLastTry: boolean) => boolean,
  { intervalMs = RETRY_INTERVAL_MS, maxRetries = RETRY_MAX_RETRIES, signal }: RetryOptions = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    let retries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      resolve(false);
    };
    const tryOnce = () => {
      timer = undefined;
      if (signal?.aborted) return stop();
      if (attempt(retries >= maxRetries)) {
        signal?.removeEventListener("abort", stop);
        return resolve(true);
      }
      if (retries >= maxRetries) {
        signal?.removeEventListener("abort", stop);
        return resolve(false);
      }
      retries += 1;
      timer = setTimeout(tryOnce, intervalMs);
    };
    signal?.addEventListener("abort", stop, { once: true });
    tryOnce();
  });
}
