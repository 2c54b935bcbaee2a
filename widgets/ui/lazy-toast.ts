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

/** A message of this tone was sent to the part: later informational ones follow it there, in order. */
let partAsked = false;

/**
 * Whether a message of `tone` is shown plain rather than through the part: an
 * informational one while the page has not asked for the part.
 */
export function showsPlain(tone: ToastTone, asked = partAsked): boolean {
  return tone === "info" && !asked && !loadedPart(importToasts);
}

/** Shows a toast once the toasts' part is there, or a plain one (see above). */
export function showToastLazily(options: ShowToastOptions): void {
  if (showsPlain(options.tone)) {
    showPlainToast(options);
    return;
  }
  partAsked = true;
  loadOnce(importToasts).then(
    (toasts) => void toasts.showToast(options),
    // Never an unhandled rejection: Odoo's frontend shows those as its error dialog.
    (error: unknown) => {
      partAsked = false;
      console.warn("[weekbox] the toasts could not be loaded: a plain one instead", error);
      showPlainToast(options);
    },
  );
}
