import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from "../utils/mini-cart-constants";

/** How the popover was opened: it takes focus only when opened from the keyboard (or a screen reader). */
export type OpenedBy = "hover" | "pointer" | "keyboard";

/** What the popover's element spreads: its id and the pointer handlers of the hover timing. */
export type PopoverElementProps = {
  id: string;
  onPointerEnter: (event: ReactPointerEvent) => void;
  onPointerLeave: (event: ReactPointerEvent) => void;
};

export type MiniCartControl = {
  /** How the open popover was opened; null while closed. */
  openedBy: OpenedBy | null;
  /** The cart link, once rendered: the popover sits below it. */
  link: HTMLElement | null;
  setLink: (element: HTMLElement | null) => void;
  /** The toggle button, once rendered: focus comes back to it. */
  toggleButton: HTMLElement | null;
  setToggleButton: (element: HTMLElement | null) => void;
  /** For the link: a resting mouse opens the popover. */
  onLinkPointerEnter: (event: ReactPointerEvent) => void;
  onLinkPointerLeave: (event: ReactPointerEvent) => void;
  popoverProps: PopoverElementProps;
  /** The toggle button's press: opens or closes the popover. */
  toggle: (pointerType: string) => void;
  close: () => void;
};

/**
 * The mini cart's open state (spec §9.2), without the popover's code: a mouse
 * resting 300 ms on the cart link opens it; opened so, it closes 1000 ms after
 * the pointer left the link and the popover (coming back to either keeps it).
 * The toggle button opens and closes it on press (touch, keyboard), and opened
 * so it stays when the pointer leaves. Escape and a press outside close it,
 * also while its chunk is still on its way.
 */
export function useMiniCartControl(): MiniCartControl {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [link, setLink] = useState<HTMLElement | null>(null);
  const [toggleButton, setToggleButton] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpenedBy(null);
  }, []);

  const toggle = useCallback((pointerType: string) => {
    clearTimeout(timer.current);
    const by = pointerType === "keyboard" || pointerType === "virtual" ? "keyboard" : "pointer";
    setOpenedBy((current) => (current ? null : by));
  }, []);

  // Touch has the toggle button: a tap on the link goes to the cart.
  const enter = (event: ReactPointerEvent, fromLink: boolean) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(timer.current);
    if (fromLink && !openedBy) timer.current = setTimeout(() => setOpenedBy("hover"), HOVER_OPEN_DELAY_MS);
  };
  const leave = (event: ReactPointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(timer.current);
    if (openedBy === "hover") timer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!openedBy) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.isComposing) return;
      close();
      // Opened by a press: focus back on the toggle (from the popover, or kept there).
      if (openedBy !== "hover") toggleButton?.focus();
    };
    // The toggle closes it itself: a press on it must not close and reopen it.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const inside = [document.getElementById(id), link, toggleButton];
      if (!inside.some((element) => element?.contains(target))) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [openedBy, id, link, toggleButton, close]);

  return {
    openedBy,
    link,
    setLink,
    toggleButton,
    setToggleButton,
    onLinkPointerEnter: (event) => enter(event, true),
    onLinkPointerLeave: leave,
    popoverProps: { id, onPointerEnter: (event) => enter(event, false), onPointerLeave: leave },
    toggle,
    close,
  };
}
