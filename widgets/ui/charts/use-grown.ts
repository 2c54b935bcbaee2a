import { useEffect, useState } from "react";

/**
 * False for a chart's first frame, then true: bars and slices drawn from
 * nothing to their size, which the CSS transition animates (at once when
 * `instant`, under reduced motion).
 */
export function useGrown(instant: boolean): boolean {
  const [grown, setGrown] = useState(false);
  useEffect(() => {
    if (instant) return;
    const frame = requestAnimationFrame(() => setGrown(true));
    return () => cancelAnimationFrame(frame);
  }, [instant]);
  return instant || grown;
}
