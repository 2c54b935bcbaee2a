import { ButtonBody, type PendingButtonOwnProps } from "@/ui/button-body";
import { Button as PressButton } from "./controls";
import type { PlainButtonProps } from "./plain-button";

export type ButtonProps = Omit<PlainButtonProps, "children" | "className"> & PendingButtonOwnProps;

/**
 * ui/button.tsx's button (busy state, variants) for a group of upgradable
 * controls (upgrade-scope.tsx): a native button until the group is first
 * used, react-aria's then.
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
    <PressButton
      {...props}
      isPending={isPending}
      data-variant={variant}
      className={className ?? "weekbox-button"}
    >
      <ButtonBody isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonBody>
    </PressButton>
  );
}
