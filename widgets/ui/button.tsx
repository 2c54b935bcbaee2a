import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button";
import { ButtonBody, type PendingButtonOwnProps } from "./button-body";

export type ButtonProps = Omit<AriaButtonProps, "children" | "className"> & PendingButtonOwnProps;

/**
 * react-aria's Button (press, keyboard and focus handling; `[data-pressed]`,
 * `[data-disabled]`, `[data-focus-visible]`) plus a busy state for actions that
 * wait on the server.
 */
export function Button({
  isPending = false,
  variant = "primary",
  pendingLabel,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      data-variant={variant}
      className={className ?? "weekbox-button"}
    >
      <ButtonBody isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonBody>
    </AriaButton>
  );
}
