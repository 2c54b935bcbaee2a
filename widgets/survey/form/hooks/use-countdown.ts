import { useEffect, useLayoutEffect, useRef, useState } from "react";

/**
 * Seconds left of the `seconds` given when the component mounted (key it by
 * screen for a new countdown), ticking every second; `onEnd` once at 0.
 */
export function useCountdown(seconds: number, onEnd: () => void): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const end = useRef(onEnd);
  const ended = useRef(false);
  useLayoutEffect(() => {
    end.current = onEnd;
  });
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (left > 0 || ended.current) return;
    ended.current = true;
    end.current();
  }, [left]);
  return left;
}
