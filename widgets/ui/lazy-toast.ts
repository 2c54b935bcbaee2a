import type { ShowToastOptions } from "@/ui/toast";
import { loadOnce } from "@/ui/use-lazy-part";

// The page's toasts (react-aria's toast region and what it brings) are a part
// of their own: a widget that may never show one does not put them in its
// first load. One importer for every widget, so the part loads once a page.

/** The toasts' part (through `loadOnce`, it is fetched once). */
export const importToasts = () => import("@/ui/toast");

/** Shows a toast once the toasts' part is there; a part that cannot load is logged. */
export function showToastLazily(options: ShowToastOptions): void {
  loadOnce(importToasts).then(
    (toasts) => void toasts.showToast(options),
    // Never an unhandled rejection: Odoo's frontend shows those as its error dialog.
    (error: unknown) => console.error("[weekbox] the toasts could not be loaded", error),
  );
}
