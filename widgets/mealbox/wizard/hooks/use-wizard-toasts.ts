import { useEffect } from "react";
import { importToasts as loadToasts } from "@/ui/lazy-toast";
import { loadOnce } from "@/ui/use-lazy-part";
import type { WizardStore } from "../stores/create-wizard-store";
import type { WizardMessage } from "../stores/wizard-events";

// The page's toasts (react-aria's toast region, about 6 KB gzip) are not in
// the wizard's first load: they come when the browser is next idle, or with
// the first message if it comes sooner. Fetched ahead, not at the first
// message only: the message that says the connection is lost could not fetch
// them (ui/lazy-toast: the part every widget loads the toasts through).

/** When the browser is idle (or in 2 s where it cannot tell); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 2000);
  return () => window.clearTimeout(timer);
}
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
    const cancelPrefetch = whenIdle(() => void loadOnce(loadToasts).catch(() => undefined));
    const unsubscribe = store.subscribeEvents((event) => {
      if (event.type === "clear-messages" && !hasShown) return;
      hasShown = true;
      // One load for every message: they are shown (or cleared) in the order they came.
      loadOnce(loadToasts).then(
        (toasts) => {
          if (!live) return;
          if (event.type === "clear-messages") toasts.clearToasts();
          else toasts.showToast(toastOf(event));
        },
        // Not fetched (offline before the browser was ever idle): logged, never an
        // unhandled rejection, which Odoo's frontend shows as its error dialog.
        (error: unknown) => console.error("[weekbox] the toasts could not be loaded", error),
      );
    });
    return () => {
      live = false;
      cancelPrefetch();
      unsubscribe();
    };
  }, [store]);
}
