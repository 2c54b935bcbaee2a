import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the form holding `inside` is being submitted: set when its submit
 * goes through (after the browser's own validation, and after every other
 * handler had its say: a submit somebody prevented does not count), cleared
 * when the page comes back from the back-forward cache. Another submit while
 * one is on its way is refused (no second account).
 */
export function useFormSubmitting(inside: RefObject<HTMLElement | null>): boolean {
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    const form = inside.current?.closest("form");
    if (!form) return;
    let sent = false;
    // On the window: it hears the submit last, once the form's own handlers ran.
    const onSubmit = (event: SubmitEvent) => {
      if (event.target !== form) return;
      if (sent) {
        event.preventDefault();
        return;
      }
      if (event.defaultPrevented) return;
      sent = true;
      setSubmitting(true);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sent = false;
      setSubmitting(false);
    };
    window.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [inside]);
  return submitting;
}
