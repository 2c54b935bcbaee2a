import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `delayMs`; until then the value
 * before, or `initial` (default: the first value) before any has settled.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
