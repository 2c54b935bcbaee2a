import type { ReactNode } from "react";
import { useTranslate } from "@/core/i18n/use-translate";

/** What a house button adds to a press button (react-aria's or a plain stand-in). */
export type PendingButtonOwnProps = {
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

/** A house button's inside: the busy spinner while pending, and the label. */
export function ButtonBody({
  isPending,
  pendingLabel,
  children,
}: Pick<PendingButtonOwnProps, "isPending" | "pendingLabel" | "children">) {
  const t = useTranslate();
  return (
    <>
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
    </>
  );
}
