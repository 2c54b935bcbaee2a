import { useEffect, useState, useSyncExternalStore } from "react";
import type { RpcClient } from "@/core/rpc/rpc-client";
import { createWizardStore, type WizardStore } from "../stores/create-wizard-store";
import type { WizardSnapshot, WizardStoreInit } from "../stores/wizard-state";
import { useWizardToasts } from "./use-wizard-toasts";

/** One wizard store per mounted widget, started on mount and stopped on unmount. */
export function useWizardStore(client: RpcClient, init: WizardStoreInit): [WizardSnapshot, WizardStore] {
  // Created once: later prop changes do not restart the wizard (the URL drives it).
  const [store] = useState(() => createWizardStore({ client, init }));
  // Before start: effects run in order, so no message of the first load is missed.
  useWizardToasts(store);
  useEffect(() => store.start(), [store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return [snapshot, store];
}
