import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { Button } from "react-aria-components/Button";
import { Dialog as AriaDialog } from "react-aria-components/Dialog";
import { Heading } from "react-aria-components/Heading";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { useTranslate } from "@/core/i18n/use-translate";

export type DialogProps = {
  title: ReactNode;
  /** Content, or a function receiving `close` (e.g. for an "Ok" button). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled mode; leave both out inside react-aria's `<DialogTrigger>`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Close on a click outside; default true. Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** "alertdialog" for confirmations and errors that need an answer. */
  role?: "dialog" | "alertdialog";
  className?: string;
};

/**
 * Takes the focus into the dialog when it opens, if it is not there yet.
 * react-aria defers that after a "virtual" press (Space on a switch: a click
 * without a pointer) and then gives up when the focus has moved meanwhile,
 * which it has: the page behind the dialog goes inert, blurring the control
 * that opened it. The focus stayed on the body, where Escape reaches nothing.
 * A child of the dialog: its effect runs before react-aria's own.
 */
function FocusOnOpen({ dialog }: { dialog: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.contains(element.ownerDocument.activeElement))
      element.focus({ preventScroll: true });
  }, [dialog]);
  return null;
}

/**
 * A modal dialog: focus moves in and is trapped, the page behind is inert, and
 * on close focus returns to what opened it. Use inside `<DialogTrigger>` from
 * react-aria-components, or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = "dialog",
  className,
}: DialogProps) {
  const t = useTranslate();
  const dialog = useRef<HTMLElement>(null);
  return (
    <ModalOverlay
      className="weekbox-modal-overlay"
      isDismissable={isDismissable}
      {...(isKeyboardDismissDisabled !== undefined ? { isKeyboardDismissDisabled } : {})}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal className="weekbox-modal">
        <AriaDialog ref={dialog} role={role} className={className ?? "weekbox-dialog"}>
          {({ close }) => (
            <>
              <FocusOnOpen dialog={dialog} />
              <div className="weekbox-dialog-header">
                <Heading slot="title" className="weekbox-dialog-title">
                  {title}
                </Heading>
                <Button className="weekbox-dialog-close" aria-label={t("Close")} onPress={close}>
                  ×
                </Button>
              </div>
              <div className="weekbox-dialog-body">
                {typeof children === "function" ? children(close) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
