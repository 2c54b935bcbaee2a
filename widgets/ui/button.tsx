import type { ReactNode } from "react";
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components/Button";
import { useTranslate } from "@/core/i18n/use-translate";

export type ButtonProps = Omit<AriaButtonProps, "children" | "className"> & {
  /**
   * While true the button shows a spinner, ignores presses, keeps focus and is
   * announced as busy. Styled with `[data-pending]`.
   */
  isPending?: boolean;
  /** Exposed as `data-variant` for CSS. */
  variant?: "primary" | "secondary" | "danger" | "link";
  /** Screen-reader text for the spinner; default "Please wait…". */
  pendingLabel?: string;
  className?: string;
  children: ReactNode;
};

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
  const t = useTranslate();
  return (
    <AriaButton
      {...props}
      isPending={isPending}
      data-variant={variant}
      className={className ?? "weekbox-button"}
    >
      {isPending && (
        // An indeterminate progress bar needs no value: a plain element is
        // enough, and react-aria's ProgressBar brings a number formatter along.
        <span
          role="progressbar"
          aria-label={pendingLabel ?? t("Please wait…")}
          className="weekbox-button-spinner"
          data-spinner=""
        />
      )}
      <span className="weekbox-button-label">{children}</span>
    </AriaButton>
  );
}
