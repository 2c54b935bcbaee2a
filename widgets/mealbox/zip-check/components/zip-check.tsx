import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useRpcClient } from "@/core/data/rpc-client-context";
import { useTranslate } from "@/core/i18n/use-translate";
import { isAbort } from "@/core/rpc/is-abort";
import { userMessageOf } from "@/core/rpc/lazy-user-message";
import { LazyAlert } from "@/ui/lazy-alert";
import { ButtonBody } from "@/ui/button-body";
import { takePendingSection } from "../utils/pending-section";
import { readZipCode, saveZipCode } from "../utils/zip-cookie";
import type { ZipCheckProps } from "../zip-check-props";

export const DEFAULT_ZIP_TARGET = "/#your-box";

// Leading the visitor to the box section (scroll, focus, keeping it in view) is
// wanted after a yes only, or on arriving from a zip check elsewhere: a chunk
// of its own, asked for as a check starts (it arrives with the answer).
const loadGoToSection = () => import("../utils/go-to-section");
const loadRevealSection = () => import("../utils/reveal-section");

/** What the alert under the field says; `isInvalid` when the code itself is at fault. */
type Problem = { title: string; body: string; isInvalid: boolean };

/**
 * The home page's "do we deliver to you?" form. The server decides what a
 * deliverable zip code is; a yes stores it (cookie zip_code) and leads to the
 * box section, a no shows the delivery alert and keeps what was typed.
 */
export function ZipCheck({ target = DEFAULT_ZIP_TARGET }: ZipCheckProps) {
  const t = useTranslate();
  const client = useRpcClient();
  const [isPending, setPending] = useState(false);
  // The check still on its way when the form goes (the website editor starts): stopped.
  const calls = useRef<AbortController | null>(null);
  const [zip, setZip] = useState(() => readZipCode(document.cookie));
  const [problem, setProblem] = useState<Problem | null>(null);
  // A new key per answer re-inserts the alert, so a repeated refusal is announced again.
  const [answerCount, setAnswerCount] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const alertId = useId();
  const inputId = useId();

  useEffect(() => {
    const pending = takePendingSection();
    if (pending) void loadRevealSection().then(({ revealSection }) => revealSection(pending));
    return () => calls.current?.abort();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const typed = zip.trim();
    setAnswerCount((n) => n + 1);
    if (!typed) {
      setProblem({
        title: t("Please enter your zip code."),
        body: t("We need it to check that we deliver to you."),
        isInvalid: true,
      });
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setPending(true);
    const controller = new AbortController();
    calls.current = controller;
    const navigation = loadGoToSection();
    navigation.catch(() => undefined);
    try {
      const result = await client.call(
        "/weekbox/zip/check",
        { zip_postal_code: typed },
        { signal: controller.signal },
      );
      if (result.valid) {
        saveZipCode(result.zip || typed);
        (await navigation).goToSection(target);
      } else {
        setProblem({
          title: t("Sorry, we do not deliver to this zip code."),
          body:
            result.message || t("Check the code, or pick up your box at one of our stores when you order."),
          isInvalid: true,
        });
      }
    } catch (error) {
      if (isAbort(error)) return;
      setProblem({
        title: t("Your zip code could not be checked."),
        body: await userMessageOf(error, t),
        isInvalid: false,
      });
    } finally {
      if (!controller.signal.aborted) setPending(false);
    }
  }

  const isInvalid = problem?.isInvalid ?? false;
  return (
    <form className="weekbox-zip-check" onSubmit={submit} noValidate>
      <div className="weekbox-zip-check-row">
        {/* A native label and input rather than react-aria's TextField: the
            server's answer is shown in the alert below, so the field's own
            validation machinery would sit unused on the home page. */}
        <div className="weekbox-field">
          <label className="weekbox-field-label" htmlFor={inputId}>
            {t("Zip / postal code")}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="weekbox-field-input"
            name="zip_postal_code"
            value={zip}
            onChange={(event) => setZip(event.target.value)}
            placeholder={t("e.g. 1000")}
            autoComplete="postal-code"
            inputMode="numeric"
            aria-invalid={isInvalid || undefined}
            data-invalid={isInvalid || undefined}
            aria-describedby={problem ? alertId : undefined}
          />
        </div>
        {/* Busy as react-aria's pending button says it (the submit handler ignores a second press). */}
        <button
          type="submit"
          data-variant="primary"
          aria-disabled={isPending || undefined}
          data-pending={isPending || undefined}
          className="weekbox-button weekbox-zip-check-submit"
        >
          <ButtonBody isPending={isPending}>{t("Submit")}</ButtonBody>
        </button>
      </div>
      <div id={alertId}>
        {problem && (
          <LazyAlert
            key={answerCount}
            tone="error"
            className="weekbox-alert weekbox-zip-check-alert"
            title={problem.title}
          >
            {problem.body}
          </LazyAlert>
        )}
      </div>
    </form>
  );
}
