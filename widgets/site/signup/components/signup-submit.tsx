import { useLayoutEffect, useRef } from "react";
import { Button } from "react-aria-components/Button";
import { useTranslate } from "@/core/i18n/use-translate";
import { useFormSubmitting } from "@/ui/use-form-submitting";
import type { SiteSignupProps } from "../site-signup-props";

/**
 * The sign-up form's submit button (spec §2.1): once the form is on its way
 * it shows a spinner, says so to screen readers and is disabled, so one
 * visitor makes one account. A submit the browser refuses (an empty required
 * field) changes nothing; the page coming back from the back-forward cache
 * gets a working button again. The form itself is Odoo's (`/web/signup`).
 */
export function SignupSubmit({ label }: SiteSignupProps) {
  const t = useTranslate();
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const submitting = useFormSubmitting(anchor);
  // react-aria's Button does not pass aria-busy on.
  useLayoutEffect(() => {
    if (submitting) button.current?.setAttribute("aria-busy", "true");
    else button.current?.removeAttribute("aria-busy");
  }, [submitting]);
  return (
    <>
      <Button
        type="submit"
        className="btn btn-primary o_no_wait_lazy_js weekbox-signup-submit"
        ref={button}
        isDisabled={submitting}
      >
        {submitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {label || t("Sign up")}
      </Button>
      <span ref={anchor} className="visually-hidden" role="status">
        {submitting ? t("Creating your account…") : ""}
      </span>
    </>
  );
}
