import { useCallback, useEffect, useState } from "react";
import { isAbort, useRpc, type BoundCall } from "@/core/rpc/use-rpc";
import { clockOffset } from "../utils/countdown-math";

export type OrderDeadline = {
  /** ISO UTC instant of the order cut-off. */
  deadline: string;
  /** The meal box timezone the countdown is read in. */
  tz: string;
  /** Server clock minus browser clock, in ms. */
  offsetMs: number;
  /** The passed deadline this answer was asked for; null for the first load. */
  askedAfter: string | null;
};

export type OrderDeadlineQuery = {
  data: OrderDeadline | undefined;
  error: unknown;
  /** Asks the server, once, for the window after `passedDeadline`; the current data stays until it answers. */
  askAfter: (passedDeadline: string) => void;
};

async function fetchDeadline(call: BoundCall, askedAfter: string | null): Promise<OrderDeadline> {
  const sentAt = Date.now();
  const result = await call("/get/duration", {});
  const offsetMs = clockOffset(result.now, sentAt, Date.now());
  return { deadline: result.deadline, tz: result.tz, offsetMs, askedAfter };
}

/**
 * Loads `/get/duration` and keeps what the countdown needs to tick on its own:
 * the deadline, the zone and how far the browser's clock is off the server's.
 */
export function useOrderDeadline(): OrderDeadlineQuery {
  const call = useRpc();
  const [askedAfter, setAskedAfter] = useState<string | null>(null);
  const [data, setData] = useState<OrderDeadline>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    let live = true;
    fetchDeadline(call, askedAfter).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setError(undefined);
      },
      (failure: unknown) => {
        if (live && !isAbort(failure)) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [call, askedAfter]);

  // The same passed deadline twice is one request: state does not change.
  const askAfter = useCallback((passedDeadline: string) => setAskedAfter(passedDeadline), []);
  return { data, error, askAfter };
}
