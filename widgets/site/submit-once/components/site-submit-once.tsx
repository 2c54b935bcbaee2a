import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslate } from "@/core/i18n/use-translate";
import { createElementChanges } from "@/core/mount/element-changes";
import type { EnhancerProps } from "@/core/mount/enhancer-registry";
import { useFormSubmitting } from "@/ui/use-form-submitting";

const SUBMIT_BUTTONS = "button[type='submit'], button:not([type]), input[type='submit']";

/**
 * A form that must be sent once (the subscription contract's, spec §2.9; any
 * form marked `js_website_submit_form`, Odoo's class for it): once its submit
 * goes through (after the browser's checks and every other handler: one
 * somebody prevented does not count), its submit buttons are disabled and
 * busy, with a spinner, and a second submit (a double click, Enter again) is
 * refused; the page coming back from the back-forward cache gets a working
 * form again (ui/use-form-submitting.ts, the sign-up button's rule
 * too). The buttons are disabled a moment after the submit, so the button
 * pressed still sends its own name and value. Odoo's own handler for the
 * class skips forms this owns (website_weekbox_site's narrow_submit_form.js).
 */
export function SiteSubmitOnce({ element }: EnhancerProps) {
  const t = useTranslate();
  const form = useRef(element);
  const submitting = useFormSubmitting(form);
  const [buttons, setButtons] = useState<HTMLElement[]>([]);
  useEffect(() => {
    if (!submitting) return;
    const changes = createElementChanges();
    changes.setAttribute(element, "aria-busy", "true");
    const timer = setTimeout(() => {
      const found = Array.from(element.querySelectorAll<HTMLElement>(SUBMIT_BUTTONS));
      for (const button of found) {
        changes.setAttribute(button, "disabled", "");
        changes.setAttribute(button, "aria-disabled", "true");
      }
      setButtons(found);
    });
    return () => {
      clearTimeout(timer);
      changes.restore();
    };
  }, [submitting, element]);
  const shown = submitting ? buttons : [];
  return (
    <>
      {shown.map((button, index) =>
        createPortal(
          <span
            className="spinner-border spinner-border-sm ms-2 o_weekbox_submit_spinner"
            aria-hidden="true"
          />,
          button,
          `spinner-${index}`,
        ),
      )}
      {shown.length > 0 &&
        createPortal(
          <span className="visually-hidden" role="status">
            {t("Sending…")}
          </span>,
          element,
        )}
    </>
  );
}
