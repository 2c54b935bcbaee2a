// Waits until a value read from the page passes a check (the browser suites'
// "expect eventually"): the last value is in the failure message.

/** Reads `read()` until `check(value)` holds or `timeout` ms pass; returns the value. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  {
    timeout = 5_000,
    interval = 100,
    what = "value",
  }: { timeout?: number; interval?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline)
      throw new Error(`${what} never passed its check within ${timeout} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
    value = await read();
  }
  return value;
}
