// The mini cart popover: its own chunk (utils/load-mini-cart.ts), with its
// positioning library, its content and the schemas of the routes it calls, so
// the header link (on every page) carries none of them.
import "@/core/rpc/calls-at-mount-shop";
import { autoUpdate, flip, offset, shift, useFloating } from "@floating-ui/react-dom";
import { useLayoutEffect, type FocusEvent, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useTranslate } from "@/core/i18n/use-translate";
import type { MiniCartControl } from "../hooks/use-mini-cart-control";
import { POPOVER_GAP_PX } from "../utils/mini-cart-constants";
import { tabbablesIn } from "../utils/tabbables-in";
import { MiniCartPanel } from "./mini-cart-panel";

export type MiniCartPopoverProps = {
  control: MiniCartControl;
  /** The header's counter: a shared summary of another quantity is stale. */
  count: number;
  cartUrl: string;
};

/**
 * The popover around the mini cart, at the end of the page (the header may
 * clip it), below the cart link's end: a non-modal dialog. Opened from the
 * keyboard it takes focus, and Tab out of it closes it and goes on from the
 * toggle button, as if the popover followed it in the page.
 */
export function MiniCartPopover({ control, count, cartUrl }: MiniCartPopoverProps) {
  const t = useTranslate();
  const { openedBy, link, toggleButton, popoverProps, close } = control;
  const { refs, floatingStyles } = useFloating<HTMLElement>({
    placement: "bottom-end",
    middleware: [
      offset(POPOVER_GAP_PX),
      flip({ padding: POPOVER_GAP_PX }),
      shift({ padding: POPOVER_GAP_PX }),
    ],
    whileElementsMounted: autoUpdate,
    elements: { reference: link },
  });
  const { setFloating } = refs;
  const isKeyboard = openedBy === "keyboard";

  useLayoutEffect(() => {
    if (isKeyboard) refs.floating.current?.focus({ preventScroll: true });
  }, [refs, isKeyboard]);

  const leaveTo = (next: HTMLElement) => {
    next.focus();
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const popover = refs.floating.current;
    const toggle = toggleButton;
    if (!isKeyboard || event.key !== "Tab" || !popover || !toggle) return;
    const inside = tabbablesIn(popover);
    const active = document.activeElement;
    const isAtEdge = event.shiftKey
      ? active === popover || active === inside[0]
      : active === (inside.at(-1) ?? popover);
    if (!isAtEdge) return;
    event.preventDefault();
    if (event.shiftKey) return leaveTo(toggle);
    const page = tabbablesIn(document.body).filter((element) => !popover.contains(element));
    leaveTo(page[page.indexOf(toggle) + 1] ?? toggle);
  };
  // Focus moved elsewhere (not by Tab: a screen reader, a script): closed.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const keeps = [refs.floating.current, link, toggleButton];
    if (isKeyboard && next && !keeps.some((element) => element?.contains(next))) close();
  };

  return createPortal(
    <div
      ref={setFloating}
      style={floatingStyles}
      role="dialog"
      aria-label={t("Cart summary")}
      tabIndex={-1}
      className="weekbox-mini-cart"
      data-opened-by={openedBy}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      {...popoverProps}
    >
      <MiniCartPanel count={count} cartUrl={cartUrl} />
    </div>,
    document.body,
  );
}
