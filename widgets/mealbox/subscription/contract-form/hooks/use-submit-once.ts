import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";

export type SubmitOnce = {
  /** The form's onSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form is on its way: the button shows a spinner and is disabled. */
  submitting: boolean;
};

/**
 * One POST per form (spec §2.9, the contract form's button): `check` may stop
 * the submit (it returns false); once one goes, every further submit (a
 * double click, Enter again, a script's requestSubmit) is stopped. The page
 * coming back from the back-forward cache gets a working form again.
 */
export function useSubmitOnce(check: () => boolean, onSent: () => void): SubmitOnce {
  const sent = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sent.current = false;
      setSubmitting(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (sent.current || !check()) {
        event.preventDefault();
        return;
      }
      sent.current = true;
      setSubmitting(true);
      onSent();
    },
    [check, onSent],
  );
  return { onSubmit, submitting };
}
