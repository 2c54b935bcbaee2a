import { RETRY_INTERVAL_MS, RETRY_MAX_RETRIES, retryUntil } from "../retry-until";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("should retry every 100 ms, up to 50 times, then give up", async () => {
  expect(RETRY_INTERVAL_MS).toBe(100);
  expect(RETRY_MAX_RETRIES).toBe(50);
  const attempt = jest.fn(() => false);
  const result = retryUntil(attempt);
  expect(attempt).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(99);
  expect(attempt).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(attempt).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(49 * 100);
  expect(attempt).toHaveBeenCalledTimes(51);
  expect(attempt).toHaveBeenLastCalledWith(true);
  jest.advanceTimersByTime(10_000);
  expect(attempt).toHaveBeenCalledTimes(51);
  await expect(result).resolves.toBe(false);
  expect(jest.getTimerCount()).toBe(0);
});

test("should stop at the first success", async () => {
  let tries = 0;
  const attempt = jest.fn((_isLastTry: boolean) => ++tries === 4);
  const result = retryUntil(attempt);
  jest.advanceTimersByTime(1000);
  expect(attempt).toHaveBeenCalledTimes(4);
  expect(attempt.mock.calls.map(([last]) => last)).toEqual([false, false, false, false]);
  await expect(result).resolves.toBe(true);
  expect(jest.getTimerCount()).toBe(0);
});

test("should stop when aborted, with no timer left", async () => {
  const controller = new AbortController();
  const attempt = jest.fn(() => false);
  const result = retryUntil(attempt, { signal: controller.signal });
  jest.advanceTimersByTime(250);
  expect(attempt).toHaveBeenCalledTimes(3);
  controller.abort();
  jest.advanceTimersByTime(1000);
  expect(attempt).toHaveBeenCalledTimes(3);
  await expect(result).resolves.toBe(false);
  expect(jest.getTimerCount()).toBe(0);
});
