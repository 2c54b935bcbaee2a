import { useEffect, useState, useSyncExternalStore } from "react";
import { useRpcClient } from "@/core/data/rpc-client-context";
import { showToastLazily as showToast } from "@/ui/lazy-toast";
import { createDeliveryStore } from "../stores/create-delivery-store";
import type { DeliveryStore } from "../stores/delivery-store-api";
import type { DeliverySnapshot, DeliveryStoreInit } from "../stores/delivery-state";
import { readDeliveryCookies } from "../utils/delivery-cookies";

/**
 * One delivery store per mounted step, loaded on mount and stopped on unmount;
 * its notices become info toasts.
 */
export function useDeliveryStore(
  init: Omit<DeliveryStoreInit, "cookies">,
): [DeliverySnapshot, DeliveryStore] {
  const client = useRpcClient();
  // Created once: the island's props do not change while it is mounted.
  const [store] = useState(() =>
    createDeliveryStore({ client, init: { ...init, cookies: readDeliveryCookies() } }),
  );
  // Listening before the load starts, so its alerts are not missed.
  useEffect(() => store.onNotice((message) => showToast({ message, tone: "info" })), [store]);
  useEffect(() => store.start(), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return [snapshot, store];
}
