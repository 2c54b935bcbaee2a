import { useState } from "react";

/** `value`, or while it is null the last value it had that was not. */
export function useLastKnown<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
