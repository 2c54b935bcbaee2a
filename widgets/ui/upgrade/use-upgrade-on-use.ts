import { useCallback, useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from "react";
import { loadedPart, loadOnce } from "@/ui/use-lazy-part";
import type { Activation } from "./upgrade-context";

// A group of controls (a buy box, a gallery) first rendered as plain, working
// elements — native radios, checkboxes, inputs and buttons in the markup
// react-aria gives them — and upgraded to react-aria's as a whole when a
// visitor first uses one: the part is fetched when the pointer comes over the
// group, swapped in once a control has been focused, pressed or typed in.
// The plain element does what the visitor asked (the radio is checked, the
// button pressed); the swap waits until the press or key is over (so it never
// lands on an element that is gone, nor takes a key's default action away),
// while the visitor types in a text field (what they typed stays theirs: it
// goes when they leave the field), and while the focus is elsewhere on the
// page (a dialog opened from the group gives the focus back to the element it
// came from), and gives the focus (and a text field's caret) to the same
// control in the new markup. Once a page has the part, groups mounting later
// start with it. `activation`: the control the visitor pressed or typed on
// (its `data-upgrade-key`), for a part that opens what it was asked to (a
// select's list).

/**
 * Controls that can take focus, in order (those out of the tab order too): the
 * plain markup and the part's have the same ones, outside what is hidden from
 * assistive technologies (react-aria's hidden native select).
 */
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, a[href], [tabindex]';

const TEXT_INPUT = /^(text|search|email|tel|url|number|password)$/;

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && TEXT_INPUT.test(target.type))
  );
}

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
  if (isTextField(active)) {
    const field = active as HTMLInputElement | HTMLTextAreaElement;
    if (field.selectionStart !== null && field.selectionEnd !== null)
      selection = [field.selectionStart, field.selectionEnd];
  }
  return { index, selection };
}

/** Focus is in the group, or nowhere in particular: not in a dialog or another part of the page. */
function isFocusHere(root: Element | null): boolean {
  const doc = root?.ownerDocument;
  const active = doc?.activeElement;
  return !root || !active || active === doc.body || active === doc.documentElement || root.contains(active);
}

function restoreFocus(root: Element | null, focus: Focus | null): void {
  if (!root || !focus) return;
  const target = focusables(root)[focus.index];
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  if (focus.selection && isTextField(target)) {
    try {
      (target as HTMLInputElement).setSelectionRange(...focus.selection);
    } catch {
      // An input type without a caret.
    }
  }
}

export type UpgradeOnUse<T> = {
  /** The loaded part, or null while the plain controls stand in. */
  parts: T | null;
  /** The press or key that asked for the part (null for a focus), once the part is there. */
  activation: Activation | null;
  /** Spread on the element that holds the controls. */
  rootProps: {
    ref: (element: HTMLElement | null) => void;
    onPointerEnter: () => void;
    onFocusCapture: (event: SyntheticEvent) => void;
    onBlurCapture: (event: SyntheticEvent) => void;
    onPointerDownCapture: (event: SyntheticEvent) => void;
    onKeyDownCapture: (event: SyntheticEvent) => void;
  };
};

/** `load` must be a module-level function (its identity shares the load between widgets). */
export function useUpgradeOnUse<T>(load: () => Promise<T>): UpgradeOnUse<T> {
  const root = useRef<HTMLElement | null>(null);
  const [parts, setParts] = useState<T | null>(() => loadedPart(load));
  const [wanted, setWanted] = useState(false);
  const [activation, setActivation] = useState<Activation | null>(null);
  const [loaded, setLoaded] = useState<{ parts: T } | null>(null);
  // What holds the swap back; `moves` counts focus moves and ends of presses and keys, to look again.
  const [isTyping, setTyping] = useState(false);
  const busy = useRef({ pressing: false, keying: false });
  const [moves, setMoves] = useState(0);
  const handedOver = useRef<Focus | null>(null);

  useEffect(() => {
    if (!wanted || loaded || parts) return;
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
  }, [wanted, loaded, parts, load]);

  useEffect(() => {
    if (!loaded || parts || isTyping) return;
    const ready = () => !busy.current.pressing && !busy.current.keying && isFocusHere(root.current);
    // A frame later: what the page does after the visitor's last event has
    // happened by then (a dialog closing gives the focus back in a frame).
    const view = root.current?.ownerDocument.defaultView ?? window;
    let timer: number | undefined;
    const frame = view.requestAnimationFrame(() => {
      timer = view.setTimeout(() => {
        if (!ready()) return;
        handedOver.current = focusIn(root.current);
        setParts(() => loaded.parts);
      }, 0);
    });
    return () => {
      view.cancelAnimationFrame(frame);
      view.clearTimeout(timer);
    };
  }, [loaded, parts, isTyping, moves]);

  useLayoutEffect(() => {
    if (!parts || !handedOver.current) return;
    restoreFocus(root.current, handedOver.current);
    handedOver.current = null;
  }, [parts]);

  // Ends a press or a key after the events that follow it (click, keyup's default action).
  const release = useCallback((what: "pressing" | "keying", endEvents: string[]) => {
    busy.current[what] = true;
    const view = root.current?.ownerDocument.defaultView ?? window;
    const end = () => {
      for (const type of endEvents) view.removeEventListener(type, end, true);
      view.setTimeout(() => {
        busy.current[what] = false;
        setMoves((n) => n + 1);
      }, 0);
    };
    for (const type of endEvents) view.addEventListener(type, end, true);
  }, []);

  const activate = useCallback((event: SyntheticEvent, how: Activation["how"] | null) => {
    setWanted(true);
    if (!how) return;
    const target = event.target instanceof Element ? event.target : null;
    const key = target?.closest("[data-upgrade-key]")?.getAttribute("data-upgrade-key") ?? null;
    const keyName = "key" in event && typeof event.key === "string" ? event.key : null;
    // The last press or key before the swap is the one the part answers.
    setActivation({ key, how, keyName });
  }, []);

  const onFocusCapture = useCallback(
    (event: SyntheticEvent) => {
      if (isTextField(event.target)) setTyping(true);
      setMoves((n) => n + 1);
      activate(event, null);
    },
    [activate],
  );

  const onBlurCapture = useCallback((event: SyntheticEvent) => {
    if (isTextField(event.target)) setTyping(false);
    setMoves((n) => n + 1);
  }, []);

  const onKeyDownCapture = useCallback(
    (event: SyntheticEvent) => {
      release("keying", ["keyup", "blur"]);
      activate(event, "keyboard");
    },
    [activate, release],
  );

  const onPointerDownCapture = useCallback(
    (event: SyntheticEvent) => {
      release("pressing", ["pointerup", "pointercancel"]);
      activate(event, "pointer");
    },
    [activate, release],
  );

  const ref = useCallback((element: HTMLElement | null) => {
    root.current = element;
  }, []);

  // Once upgraded, the group's events are react-aria's alone: nothing to watch.
  return {
    parts,
    activation: parts ? activation : null,
    rootProps: parts
      ? {
          ref,
          onPointerEnter: ignore,
          onFocusCapture: ignore,
          onBlurCapture: ignore,
          onPointerDownCapture: ignore,
          onKeyDownCapture: ignore,
        }
      : {
          ref,
          onPointerEnter: () => void loadOnce(load).catch(() => undefined),
          onFocusCapture,
          onBlurCapture,
          onPointerDownCapture,
          onKeyDownCapture,
        },
  };
}

function ignore(): void {}
