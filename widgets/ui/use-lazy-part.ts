import { useCallback, useEffect, useState } from "react";

// A control on every page renders a plain, accessible element first; its
// react-aria part (about 50 KB gzip of it, shared by the controls that use it)
// is fetched when a visitor comes near (pointer over it, focus on it) and
// replaces the plain element when the visitor activates it (press, Enter), told
// how, so it opens as if it had been pressed itself. Never replaced earlier: a
// press must land on the element that was there when it began.

const loads = new WeakMap<() => Promise<unknown>, Promise<unknown>>();
const loaded = new WeakMap<() => Promise<unknown>, { part: unknown }>();

/** Loads a part once per page, however many controls use it; a failed load is retried next time. */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let pending = loads.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pending.then(
      (part) => loaded.set(load, { part }),
      () => loads.delete(load),
    );
    loads.set(load, pending);
  }
  return pending;
}

/** Forgets a part, as a new page would not have it (tests of what comes before it). */
export function forgetPart(load: () => Promise<unknown>): void {
  loads.delete(load);
  loaded.delete(load);
}

/** The part, if this page has loaded it already (a control mounting later needs no plain stand-in). */
export function loadedPart<T>(load: () => Promise<T>): T | null {
  const found = loaded.get(load) as { part: T } | undefined;
  return found ? found.part : null;
}

export type LazyPart<T> = {
  /** The loaded part, or null while the plain element stands in. */
  part: T | null;
  /** How the visitor activated the plain element before the part came, if they did. */
  activation: "pointer" | "keyboard" | null;
  /** Starts fetching (pointer over, focus): no change a visitor sees. */
  prepare: () => void;
  /** The visitor activated the plain element: load, and let the part act on it. */
  activate: (how: "pointer" | "keyboard") => void;
};

/** `load` must be a module-level function (its identity shares the load between controls). */
export function useLazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  const [part, setPart] = useState<T | null>(null);
  const [activation, setActivation] = useState<"pointer" | "keyboard" | null>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || part || !activation) return;
    let live = true;
    loadOnce(load).then(
      (loaded) => live && setPart(() => loaded),
      (error: unknown) => {
        console.error("[weekbox] a control's part could not be loaded", error);
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, part, activation, load]);
  const prepare = useCallback(() => {
    loadOnce(load).catch(() => undefined);
  }, [load]);
  const activate = useCallback((how: "pointer" | "keyboard") => {
    setActivation(how);
    setWanted(true);
  }, []);
  return { part, activation, prepare, activate };
}
