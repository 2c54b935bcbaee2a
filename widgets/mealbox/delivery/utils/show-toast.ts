import type { ShowToastOptions } from "@/ui/toast";
import { loadOnce } from "@/ui/use-lazy-part";

// The page's toasts (react-aria's toast region, about 20 KB gzip with what it
// brings) are not in the step's first load: they come with the first message
// (the wizard around the step has usually fetched them already, when the
// browser was idle).
const loadToasts = () => import("@/ui/toast");

/** Shows a toast once the toasts' part is there; a part that cannot load is logged. */
export function showToast(options: ShowToastOptions): void {
  loadOnce(loadToasts).then(
    (toasts) => void toasts.showToast(options),
    // Never an unhandled rejection: Odoo's frontend shows those as its error dialog.
    (error: unknown) => console.error("[weekbox] the toasts could not be loaded", error),
  );
}
