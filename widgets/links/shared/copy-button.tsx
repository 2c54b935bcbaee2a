import { useEffect, useState } from "react";
import { useTranslate } from "@/core/i18n/use-translate";

/** How long 'Copied' shows before the button reads 'Copy' again (Odoo's). */
export const COPIED_MS = 5000;

/** Copies `text` to the clipboard; says so for a few seconds (to screen readers too). */
export function CopyButton({
  text,
  className = "btn btn-sm btn-primary",
}: {
  text: string;
  className?: string;
}) {
  const t = useTranslate();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={`${className}${copied ? " btn-success" : ""} o_no_wait_lazy_js`}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <span aria-live="polite">{copied ? t("Copied") : t("Copy")}</span>
    </button>
  );
}
