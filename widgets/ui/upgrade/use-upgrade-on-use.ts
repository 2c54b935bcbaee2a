import { useCallback, useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from "react";
import { loadOnce } from "@/ui/use-lazy-part";

// A group of controls (a buy box, a payment form) first rendered as plain,
// working elements — native radios, checkboxes, inputs and buttons in the
// markup react-aria gives them — and upgraded to react-aria's as a whole when
// a visitor first uses one: the part is fetched when the pointer comes over
// the group, swapped in when a control is focused, pressed or typed in. The
// plain element does what the visitor asked (the radio is checked, the button
// pressed): the swap waits until the press is over, so it never lands on an
// element that is gone, and gives the focus (and a text field's caret) to the
// same control in the new markup. `key`: the control the visitor activated
// (its `data-upgrade-key`), for a part that opens what it was asked to (a
// select's list).

/**
 * Controls that can take focus, in order (those out of the tab order too): the
 * plain markup and the part's have the same ones, outside what is hidden from
 * assistive technologies (react-aria's hidden native select).
 */
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]';

function focusables(root: Element): Element[] {
  return [...root.querySelectorAll(FOCUSABLE)].filter((element) => !element.closest('[aria-hidden="true"]'));
}

type Focus = { index: number; selection: [number, number] | null };

function focusIn(root: Element | null): Focus | null {
  const active = root?.ownerDocument.activeElement;
  if (!root || !active || !root.contains(active)) return null;
  const index = focusables(root).indexOf(active);
  if (index < 0) return null;
  let selection: [number, number] | null = null;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    try {
      if (active.selectionStart !== null && active.selectionEnd !== null)
        selection = [active.selectionStart, active.selectionEnd];
    } catch {
      // Radios and checkboxes have no caret.
    }
  }
  return { index, selection };
}

function restoreFocus(root: Element | null, focus: Focus | null): void {
  if (!root || !focus) return;
  const target = focusables(root)[focus.index];
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  if (focus.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...focus.selection);
    } catch {
      // Not a text field after all.
    }
  }
}

export type UpgradeOnUse<T> = {
  /** The loaded part, or null while the plain controls stand in. */
  parts: T | null;
  /** The `data-upgrade-key` of the control whose use asked for the part, if it had one. */
  activatedKey: string | null;
  /** Spread on the element that holds the controls. */
  rootProps: {
    ref: (element: HTMLElement | null) => void;
    onPointerEnter: () => void;
    onFocusCapture: (event: SyntheticEvent) => void;
    onPointerDownCapture: (event: SyntheticEvent) => void;
    onKeyDownCapture: (event: SyntheticEvent) => void;
  };
};

/** `load` must be a module-level function (its identity shares the load between widgets). */
export function useUpgradeOnUse<T>(load: () => Promise<T>): UpgradeOnUse<T> {
  const root = useRef<HTMLElement | null>(null);
  const [parts, setParts] = useState<T | null>(null);
  const [wanted, setWanted] = useState(false);
  const [activatedKey, setActivatedKey] = useState<string | null>(null);
  const [isPressing, setPressing] = useState(false);
  const [loaded, setLoaded] = useState<{ parts: T } | null>(null);
  const handedOver = useRef<Focus | null>(null);

  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadOnce(load).then(
      (part) => live && setLoaded({ parts: part }),
      (error: unknown) => {
        console.error("[weekbox] the controls' part could not be loaded", error);
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load]);

  // Swapped once loaded and no press is under way (its click goes to the plain control).
  useEffect(() => {
    if (!loaded || parts || isPressing) return;
    handedOver.current = focusIn(root.current);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the swap is this effect's purpose
    setParts(() => loaded.parts);
  }, [loaded, parts, isPressing]);

  useLayoutEffect(() => {
    if (!parts) return;
    restoreFocus(root.current, handedOver.current);
    handedOver.current = null;
  }, [parts]);

  const activate = useCallback((event: SyntheticEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const key = target?.closest("[data-upgrade-key]")?.getAttribute("data-upgrade-key") ?? null;
    setActivatedKey((current) => current ?? key);
    setWanted(true);
  }, []);

  const onPointerDownCapture = useCallback(
    (event: SyntheticEvent) => {
      activate(event);
      setPressing(true);
      const view = root.current?.ownerDocument.defaultView ?? window;
      const end = () => {
        view.removeEventListener("pointerup", end, true);
        view.removeEventListener("pointercancel", end, true);
        // After the click that follows the pointer's release.
        view.setTimeout(() => setPressing(false), 0);
      };
      view.addEventListener("pointerup", end, true);
      view.addEventListener("pointercancel", end, true);
    },
    [activate],
  );

  const ref = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);

  return {
    parts,
    activatedKey: parts ? activatedKey : null,
    rootProps: {
      ref,
      onPointerEnter: () => void loadOnce(load).catch(() => undefined),
      onFocusCapture: activate,
      onPointerDownCapture,
      onKeyDownCapture: activate,
    },
  };
}
