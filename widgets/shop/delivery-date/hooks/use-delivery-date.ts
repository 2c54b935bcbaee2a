import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useRpcClient } from "@/core/data/rpc-client-context";
import { useRouteQuery } from "@/core/data/use-query";
import type { DeliveryDates } from "@/core/rpc/routes/checkout-routes";
import { createDateSaver } from "../stores/create-date-saver";
import { createDeliveryRules, type DeliveryChoice, type DeliveryRules } from "../utils/delivery-rules";

export type DeliveryDateState = {
  /** The server's rules; undefined until they arrive. */
  dates: DeliveryDates | undefined;
  rules: DeliveryRules | null;
  loadError: unknown;
  /** The date and hour shown: the visitor's last choice, else the order's. */
  choice: DeliveryChoice | null;
  isSaving: boolean;
  /** The last refused or failed save, shown next to the fields. */
  saveError: unknown;
  /** Saves a new choice (one call per change). */
  change: (choice: DeliveryChoice) => void;
};

/**
 * The delivery date of the visitor's cart: the rules read once
 * (/shop/checkout/get_dates), the order's date shown when it has one still
 * offered, else the default saved at once (what is shown is what the order
 * has), then one save per change (stores/create-date-saver.ts).
 */
export function useDeliveryDate(orderId: number): DeliveryDateState {
  const client = useRpcClient();
  const query = useRouteQuery("/shop/checkout/get_dates", { order_id: orderId });
  const dates = query.data;
  const rules = useMemo(() => (dates ? createDeliveryRules(dates) : null), [dates]);
  const [saver] = useState(() => createDateSaver(client, orderId));
  const snapshot = useSyncExternalStore(saver.subscribe, saver.getSnapshot, saver.getSnapshot);

  useEffect(() => () => saver.stop(), [saver]);
  useEffect(() => {
    if (dates && rules) saver.start(dates, rules);
  }, [saver, dates, rules]);
  useEffect(() => {
    if (query.error !== undefined) saver.release();
  }, [saver, query.error]);

  return {
    dates,
    rules,
    loadError: query.error,
    choice: snapshot.picked ?? snapshot.stored ?? dates?.selected ?? null,
    isSaving: snapshot.pending > 0,
    saveError: snapshot.saveError,
    change: saver.change,
  };
}
