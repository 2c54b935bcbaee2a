import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from "@floating-ui/react";
import type { ReactNode } from "react";

export type PopoverProps = {
  /**
   * The element to anchor to. Meant for anchors react-aria cannot own: a map
   * marker, server-rendered markup, an element of another widget.
   */
  anchor: Element | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Preferred side; flips and shifts to stay in view. Default "bottom". */
  placement?: Placement;
  /** "dialog" for interactive content, "tooltip" for a plain description. */
  role?: "dialog" | "tooltip";
  "aria-label"?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A small anchored popover on @floating-ui: follows its anchor on scroll and
 * resize, closes on Escape or an outside press, and does not trap focus. For
 * popovers triggered by our own buttons prefer react-aria's DialogTrigger +
 * Popover. The side it ended on is `[data-placement]`.
 */
export function Popover({
  anchor,
  isOpen,
  onOpenChange,
  placement = "bottom",
  role = "dialog",
  className,
  children,
  ...aria
}: PopoverProps) {
  const {
    refs: { setFloating },
    floatingStyles,
    context,
    placement: finalPlacement,
  } = useFloating({
    open: isOpen,
    onOpenChange: (open) => onOpenChange(open),
    placement,
    elements: { reference: anchor },
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  });
  const { getFloatingProps } = useInteractions([useDismiss(context), useRole(context, { role })]);

  if (!isOpen || !anchor) return null;
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false}>
        <div
          ref={setFloating}
          style={floatingStyles}
          className={className ?? "weekbox-popover"}
          data-placement={finalPlacement}
          {...getFloatingProps(aria)}
        >
          {children}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
