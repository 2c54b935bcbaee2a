import { showPlainToast } from "@/ui/plain-toast";
import type { ShowToastOptions } from "@/ui/toast";
import { loadOnce } from "@/ui/use-lazy-part";

// The page's toasts (react-aria's toast region and what it brings) are a part
// of their own: a widget that may never show one does not put them in its
// first load, nor fetch them ahead. One importer for every widget, so the part
// loads once a page; when it cannot be fetched (offline), the message is shown
// all the same, in a plain toast (ui/plain-toast.ts).

/** The toasts' part (through `loadOnce`, it is fetched once). */
export const importToasts = () => import("@/ui/toast");

/** Shows a toast once the toasts' part is there, or a plain one when the part cannot be fetched. */
export function showToastLazily(options: ShowToastOptions): void {
  loadOnce(importToasts).then(
    (toasts) => void toasts.showToast(options),
    // Never an unhandled rejection: Odoo's frontend shows those as its error dialog.
    (error: unknown) => {
      console.warn("[weekbox] the toasts could not be loaded: a plain one instead", error);
      showPlainToast(options);
    },
  );
}
