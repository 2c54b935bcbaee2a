import type { ReactNode } from "react";
import { useTranslate } from "@/core/i18n/use-translate";

export type AlertProps = {
  /** error and warning interrupt (role="alert"); info and success wait their turn (role="status"). */
  tone?: "error" | "warning" | "info" | "success";
  title?: ReactNode;
  children: ReactNode;
  /** When set, a dismiss button is shown. */
  onDismiss?: () => void;
  className?: string;
};

/** An inline message inside a widget (cart warning, form error). Styled with `[data-tone]`. */
export function Alert({ tone = "info", title, children, onDismiss, className }: AlertProps) {
  const t = useTranslate();
  const urgent = tone === "error" || tone === "warning";
  return (
    <div role={urgent ? "alert" : "status"} data-tone={tone} className={className ?? "weekbox-alert"}>
      {title !== undefined && <p className="weekbox-alert-title">{title}</p>}
      <div className="weekbox-alert-body">{children}</div>
      {onDismiss && (
        // A native button: react-aria's adds nothing to a close button, and
        // would bring its press handling to every page showing an alert.
        <button type="button" className="weekbox-alert-dismiss" aria-label={t("Dismiss")} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
