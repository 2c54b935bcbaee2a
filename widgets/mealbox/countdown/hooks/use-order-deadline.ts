import { useCallback, useMemo, useState } from "react";
import { useQuery } from "@/core/data/use-query";
import type { RpcClient } from "@/core/rpc/rpc-client";
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

async function fetchDeadline(
  client: RpcClient,
  signal: AbortSignal,
  askedAfter: string | null,
): Promise<OrderDeadline> {
  const sentAt = Date.now();
  const result = await client.call("/get/duration", {}, { signal });
  const offsetMs = clockOffset(result.now, sentAt, Date.now());
  return { deadline: result.deadline, tz: result.tz, offsetMs, askedAfter };
}

/**
 * Loads `/get/duration` and keeps what the countdown needs to tick on its own:
 * the deadline, the zone and how far the browser's clock is off the server's.
 */
export function useOrderDeadline(): OrderDeadlineQuery {
  const [askedAfter, setAskedAfter] = useState<string | null>(null);
  // Not the route's own key (routeKey): this entry holds the deadline with its
  // clock offset, not the raw answer another reader of the route would expect.
  const key = `/get/duration after ${askedAfter}`;
  const fetcher = useMemo(
    () => (client: RpcClient, signal: AbortSignal) => fetchDeadline(client, signal, askedAfter),
    [askedAfter],
  );
  const { data, error } = useQuery(key, fetcher);

  // A new key starts empty: the last answer stays on screen until the next one arrives.
  const [shown, setShown] = useState(data);
  if (data && data !== shown) setShown(data);

  // The same passed deadline twice is one request: the key does not change.
  const askAfter = useCallback((passedDeadline: string) => setAskedAfter(passedDeadline), []);
  return { data: data ?? shown, error, askAfter };
}
