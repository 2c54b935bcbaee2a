import { useEffect } from "react";
import { loadOnce } from "@/ui/use-lazy-part";
import type { WizardStore } from "../stores/create-wizard-store";
import type { WizardMessage } from "../stores/wizard-events";

// The page's toasts (react-aria's toast region, about 6 KB gzip) load with the
// wizard's first message: a step that says nothing ships none of them.
const loadToasts = () => import("@/ui/toast");
/** A message was shown on this page: until then there is nothing to clear. */
let hasShown = false;

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
  useEffect(() => {
    let live = true;
    const unsubscribe = store.subscribeEvents((event) => {
      if (event.type === "clear-messages" && !hasShown) return;
      hasShown = true;
      // One load for every message: they are shown (or cleared) in the order they came.
      void loadOnce(loadToasts).then((toasts) => {
        if (!live) return;
        if (event.type === "clear-messages") toasts.clearToasts();
        else toasts.showToast(toastOf(event));
      });
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);
}
