import { lazy, Suspense } from "react";
import type { AlertProps } from "./alert";

// The inline alert for a widget on a page whose first load should not carry it
// (the home page's, which shows one only once something went wrong): its code
// comes with the first alert, a moment later, and is announced as it appears.
const LoadedAlert = lazy(() => import("./alert").then((module) => ({ default: module.Alert })));

export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LoadedAlert {...props} />
    </Suspense>
  );
}
