import type { ReactNode } from "react";
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
  return (
    <ModalOverlay
      className="weekbox-modal-overlay"
      isDismissable={isDismissable}
      {...(isKeyboardDismissDisabled !== undefined ? { isKeyboardDismissDisabled } : {})}
      {...(isOpen !== undefined ? { isOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal className="weekbox-modal">
        <AriaDialog role={role} className={className ?? "weekbox-dialog"}>
          {({ close }) => (
            <>
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
