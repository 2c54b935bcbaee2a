import { useEffect, useState } from "react";
import { CLOCK_REFRESH_MS } from "../utils/chat-timing";

/** The time now, refreshed every CLOCK_REFRESH_MS (the messages' timestamps follow it). */
export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
