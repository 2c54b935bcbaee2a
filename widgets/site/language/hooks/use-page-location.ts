import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
  };
}

const read = () => window.location.href;

/**
 * The page's location, re-read when its hash or history entry changes, so
 * links built from it stay current (a wizard's step, an anchor followed).
 */
export function usePageLocation(): Location {
  useSyncExternalStore(subscribe, read, () => "");
  return window.location;
}
