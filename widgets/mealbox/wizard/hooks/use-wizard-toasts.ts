import { useEffect } from "react";
import { clearToasts, showToast } from "@/ui/toast";
import type { WizardStore } from "../stores/create-wizard-store";
import type { WizardMessage } from "../stores/wizard-events";

function toastOf({ tone, text, title, placement, timeoutMs }: WizardMessage) {
  return {
    tone,
    message: text,
    ...(title !== undefined ? { title } : {}),
    ...(placement !== undefined ? { placement } : {}),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  };
}

/** Shows the wizard store's messages as the page's toasts, for as long as the wizard is mounted. */
export function useWizardToasts(store: WizardStore): void {
  useEffect(
    () =>
      store.subscribeEvents((event) => {
        if (event.type === "clear-messages") clearToasts();
        else showToast(toastOf(event));
      }),
    [store],
  );
}
