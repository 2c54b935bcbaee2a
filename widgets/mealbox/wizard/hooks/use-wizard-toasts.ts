import { useEffect } from "react";
import { askToasts, showsPlain, toastsAsked } from "@/ui/lazy-toast";
import { clearPlainToasts, showPlainToast } from "@/ui/plain-toast";
import type { WizardStore } from "../stores/create-wizard-store";
import type { WizardMessage } from "../stores/wizard-events";

// The page's toasts (react-aria's toast region and what it brings: about 20 KB
// gzip, most of it react-aria's interactions, which the wizard's controls load
// only when first used) come with the first message that needs them, an error
// a visitor's action raises: the server's alerts, which a step shows as it
// loads, are plain toasts until then (ui/lazy-toast.ts's rule), so a visitor
// who only reads them never fetches react-aria. The message that says the
// connection is lost cannot fetch the part either: it is shown in a plain
// toast, and the next message, online again, fetches it.

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
      if (event.type === "message" && showsPlain(event.tone)) return void showPlainToast(toastOf(event));
      // Before the part was asked for there are plain toasts at most: cleared
      // without fetching it for nothing. After, clearing goes through it, after
      // the messages before it.
      if (event.type === "clear-messages" && !toastsAsked()) return clearPlainToasts();
      // One load for every message: they are shown (or cleared) in the order they came.
      askToasts().then(
        (toasts) => {
          if (!live) return;
          if (event.type === "clear-messages") toasts.clearToasts();
          else toasts.showToast(toastOf(event));
        },
        // Not fetched (offline): the message in a plain toast; never an unhandled
        // rejection, which Odoo's frontend shows as its error dialog.
        (error: unknown) => {
          if (!live) return;
          if (event.type === "clear-messages") return clearPlainToasts();
          console.warn("[weekbox] the toasts could not be loaded: a plain one instead", error);
          showPlainToast(toastOf(event));
        },
      );
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store]);
}
