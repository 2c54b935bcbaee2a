import { showPlainToast } from "@/ui/plain-toast";
import type { ShowToastOptions, ToastTone } from "@/ui/toast";
import { loadOnce, loadedPart } from "@/ui/use-lazy-part";

// The page's toasts (react-aria's toast region and what it brings: about 20 KB
// gzip, most of it react-aria's interactions) are a part of their own: a widget
// that may never show one does not put them in its first load, nor fetch them
// ahead. One importer for every widget, so the part loads once a page. An
// informational message (a step's alerts as it loads, a delivery note) does
// not fetch it: it is a plain toast (ui/plain-toast.ts: the same looks, an
// alert in a named region) until the page has the part for a message that
// needs it (an error, a success), which then takes the plain ones in. When the
// part cannot be fetched (offline), the message is shown all the same, plain.

/** The toasts' part (through `loadOnce`, it is fetched once). */
export const importToasts = () => import("@/ui/toast");

/** A message was sent to the part (and it was not refused): later informational ones follow it there, in order. */
let partAsked = false;

/** Whether the page asked for the toasts' part (a message that needs it, or one after it). */
export function toastsAsked(): boolean {
  return partAsked || loadedPart(importToasts) !== null;
}

/** Whether a message of `tone` is shown plain rather than through the part: an informational one before the part was asked for. */
export function showsPlain(tone: ToastTone): boolean {
  return tone === "info" && !toastsAsked();
}

/** Fetches the toasts' part (once a page) for a message; a failed fetch (offline) is asked again by the next one. */
export function askToasts(): ReturnType<typeof importToasts> {
  partAsked = true;
  const load = loadOnce(importToasts);
  load.catch(() => {
    partAsked = false;
  });
  return load;
}

/** Shows a toast once the toasts' part is there, or a plain one (see above). */
export function showToastLazily(options: ShowToastOptions): void {
  if (showsPlain(options.tone)) {
    showPlainToast(options);
    return;
  }
  askToasts().then(
    (toasts) => void toasts.showToast(options),
    // Never an unhandled rejection: Odoo's frontend shows those as its error dialog.
    (error: unknown) => {
      console.warn("[weekbox] the toasts could not be loaded: a plain one instead", error);
      showPlainToast(options);
    },
  );
}
