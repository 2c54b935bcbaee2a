import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useCall } from "@/core/data/use-mutation";
import { useTranslate } from "@/core/i18n/use-translate";
import { InvalidResponseError, isAbort, userMessage } from "@/core/rpc/rpc-errors";
import type { SurveyAnswer, SurveyState } from "@/core/rpc/routes/survey-routes";
import { answerProblem, SUBMIT_TIMEOUT_MS } from "../utils/answer-rules";
import { answersToSend } from "../utils/answers-to-send";
import { isShown, selectedChoices } from "../utils/conditional-questions";
import { forgetAnswer, rememberAnswer } from "../utils/resume-cookie";
import type { SurveyFormProps } from "../survey-form-props";
import { QuestionBlock, type Correction } from "./question-block";
import { SurveyBreadcrumb } from "./survey-breadcrumb";
import { SurveyDone } from "./survey-done";
import { SurveyProgress } from "./survey-progress";
import { SurveyStart } from "./survey-start";
import { SurveyTimer } from "./survey-timer";

const SurveyErrorDialog = lazy(() => import("./survey-error-dialog"));

type Move = { previousPageId?: number; nextSkipped?: boolean; skipChecks?: boolean };
/** A quiz's page just sent: its corrections shown, the next screen waiting for 'Next'. */
type Review = { next: SurveyState; corrections: Record<string, Correction> };

/**
 * Taking a survey (spec §2.9) on Odoo 17's survey page: the start screen, the
 * questions of the page (one page, a section or a question, as the survey is
 * laid out) with conditional questions, the progress bar, the breadcrumb and
 * going back where the survey allows it, a timed survey's countdown, a quiz's
 * corrections after each page, and the end screen with the score. Each screen
 * comes from the server (Odoo's own submit: its validation and scoring);
 * what the form checks first is said in each question's error zone, as are
 * the server's refusals; a failed request opens an error dialog (time-out
 * 5 s), an unexpected answer is logged and the form stays as it was.
 */
export function SurveyForm({ state: initial }: SurveyFormProps) {
  const t = useTranslate();
  const call = useCall();
  const [state, setState] = useState(initial);
  const [values, setValues] = useState<Record<string, SurveyAnswer>>(initial.values);
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      initial.skipped_question_ids.map((id) => [String(id), questionOf(initial, id)?.error_message ?? ""]),
    ),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const sending = useRef(false);
  const top = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const sections = state.sections;
  const chosen = useMemo(
    () => selectedChoices(state.selected_answer_ids, sections, values),
    [state.selected_answer_ids, sections, values],
  );

  useEffect(() => {
    if (state.screen === "questions") rememberAnswer(state.survey_token, state.answer_token);
    else if (state.screen === "done") forgetAnswer(state.survey_token);
  }, [state.screen, state.survey_token, state.answer_token]);

  // A new screen: read from its top (screen readers too), as Odoo scrolls up.
  useEffect(() => {
    if (!moved.current) return;
    top.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView?.({ block: "start" });
  }, [state]);

  function show(next: SurveyState) {
    moved.current = true;
    setState(next);
    setValues(next.values);
    setErrors(
      Object.fromEntries(
        next.skipped_question_ids.map((id) => [String(id), questionOf(next, id)?.error_message ?? ""]),
      ),
    );
  }

  function problems(): Record<string, string> {
    const today = new Date();
    const found: Record<string, string> = {};
    for (const question of sections.flatMap((section) => section.questions)) {
      if (!isShown(question, chosen)) continue;
      const problem = answerProblem(question, values[String(question.id)], today, t);
      if (problem) found[String(question.id)] = problem;
    }
    return found;
  }

  function focusFirstError(found: Record<string, string>) {
    const first = Object.keys(found)[0];
    if (!first) return;
    const wrapper = document.getElementById(`weekbox_survey_question_${first}`);
    const input = wrapper?.querySelector<HTMLElement>("input:not([disabled]), textarea:not([disabled])");
    wrapper?.scrollIntoView?.({ block: "center" });
    input?.focus({ preventScroll: true });
  }

  async function send(move: Move = {}) {
    if (sending.current) return;
    if (state.screen === "questions" && !move.skipChecks) {
      const found = problems();
      if (Object.keys(found).length > 0) {
        setErrors(found);
        focusFirstError(found);
        return;
      }
    }
    sending.current = true;
    setBusy(true);
    setErrors({});
    const access = { survey_token: state.survey_token, answer_token: state.answer_token };
    try {
      if (state.screen === "start") {
        show(await call("/survey/weekbox/begin", access, { timeoutMs: SUBMIT_TIMEOUT_MS }));
        return;
      }
      const result = await call(
        "/survey/weekbox/submit",
        {
          ...access,
          answers: answersToSend(sections, values, chosen),
          ...(state.page_id ? { page_id: state.page_id } : {}),
          ...(state.question_id ? { question_id: state.question_id } : {}),
          ...(move.previousPageId ? { previous_page_id: move.previousPageId } : {}),
          ...(move.nextSkipped ? { next_skipped: true } : {}),
        },
        { timeoutMs: SUBMIT_TIMEOUT_MS },
      );
      if (result.kind === "errors") {
        setErrors(result.errors);
        focusFirstError(result.errors);
        return;
      }
      const corrections = reviewOf(result.correct_answers);
      if (!move.previousPageId && Object.keys(corrections).length > 0) {
        setReview({ next: result.state, corrections });
        return;
      }
      show(result.state);
    } catch (error) {
      if (isAbort(error)) return;
      if (error instanceof InvalidResponseError) {
        // Not what the route promises: the form stays as it was, to try again.
        console.error("[weekbox] survey: unexpected answer", error);
        return;
      }
      setFailure(userMessage(error, t));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  function reviewOf(correct: Record<string, { answer_ids: number[]; value: string }>) {
    const corrections: Record<string, Correction> = {};
    for (const [questionId, right] of Object.entries(correct)) {
      const answer = values[questionId];
      const correctChoice =
        right.answer_ids.length > 0 &&
        [...(answer?.choices ?? [])].sort().join() === [...right.answer_ids].sort().join();
      corrections[questionId] = {
        answer_ids: right.answer_ids,
        value: right.value,
        correct: right.answer_ids.length > 0 ? correctChoice : (answer?.text ?? "") === right.value,
      };
    }
    return corrections;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (review) {
      show(review.next);
      setReview(null);
      return;
    }
    void send(state.submit === "next_skipped" ? { nextSkipped: true } : {});
  }

  const showTitle = state.screen !== "questions" || state.survey.layout !== "page_per_question";
  const disabled = busy || review !== null;
  return (
    <form
      className="o_weekbox_survey_form d-flex flex-column o_no_wait_lazy_js"
      onSubmit={onSubmit}
      noValidate
    >
      <div ref={top} tabIndex={-1} className="o_survey_nav pt16 mb-2 o_weekbox_survey_top">
        <div className="d-flex justify-content-between align-items-start gap-3">
          {showTitle ? (
            <h1 className="o_survey_main_title pt-4 text-break">{state.survey.title}</h1>
          ) : (
            <span />
          )}
          {state.screen === "questions" && state.time_left_seconds !== null && (
            <SurveyTimer
              key={`${state.page_id}-${state.question_id}`}
              seconds={state.time_left_seconds}
              // Time is up: what is answered goes as it is, and the server ends the survey.
              onEnd={() => void send({ skipChecks: true })}
            />
          )}
        </div>
        {state.screen === "questions" && state.breadcrumb.length > 0 && (
          <SurveyBreadcrumb
            pages={state.breadcrumb}
            currentId={state.page_id}
            canGoBack={state.survey.users_can_go_back}
            disabled={disabled}
            onGoTo={(pageId) => void send({ previousPageId: pageId })}
          />
        )}
      </div>
      {state.test_entry && (
        <div className="alert alert-info" role="status">
          {t("This is a test survey: your answers are not counted.")}
        </div>
      )}
      <div className="o_survey_form_content w-100" aria-busy={busy || undefined}>
        {state.screen === "start" && <SurveyStart survey={state.survey} busy={busy} />}
        {state.screen === "done" && state.done && <SurveyDone done={state.done} />}
        {state.screen === "questions" && (
          <>
            {sections.map((section) => (
              <section
                key={section.id}
                className="mb-3"
                aria-labelledby={section.title ? `weekbox_survey_page_${section.id}` : undefined}
              >
                {section.title && (
                  <h2 id={`weekbox_survey_page_${section.id}`} className="o_survey_title pb16 text-break">
                    {section.title}
                  </h2>
                )}
                {section.questions.map((question) =>
                  isShown(question, chosen) ? (
                    <QuestionBlock
                      key={question.id}
                      question={question}
                      value={values[String(question.id)]}
                      onChange={(questionId, value) => {
                        setValues((current) => ({ ...current, [String(questionId)]: value }));
                        setErrors((current) => {
                          if (!(String(questionId) in current)) return current;
                          const rest = { ...current };
                          delete rest[String(questionId)];
                          return rest;
                        });
                      }}
                      disabled={disabled}
                      error={errors[String(question.id)] ?? null}
                      correction={review?.corrections[String(question.id)]}
                    />
                  ) : null,
                )}
              </section>
            ))}
            <div className="d-flex align-items-center justify-content-center gap-3 mt16 mb-5">
              {state.survey.users_can_go_back && state.survey.layout !== "one_page" && (
                <button
                  type="button"
                  className="btn btn-outline-secondary o_no_wait_lazy_js"
                  disabled={busy || !state.can_go_back || !state.previous_page_id}
                  onClick={() => void send({ previousPageId: state.previous_page_id })}
                >
                  {t("Back")}
                </button>
              )}
              <button
                type="submit"
                className={`btn ${state.submit === "finish" && !review ? "btn-secondary" : "btn-primary"} o_no_wait_lazy_js`}
                disabled={busy}
                aria-busy={busy || undefined}
              >
                {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                {review
                  ? t("Next")
                  : state.submit === "finish"
                    ? t("Submit")
                    : state.submit === "next_skipped"
                      ? t("Next Skipped")
                      : t("Continue")}
              </button>
            </div>
            {state.progress && <SurveyProgress progress={state.progress} survey={state.survey} />}
          </>
        )}
      </div>
      {failure !== null && (
        <Suspense fallback={null}>
          <SurveyErrorDialog message={failure} onClose={() => setFailure(null)} />
        </Suspense>
      )}
    </form>
  );
}

function questionOf(state: SurveyState, id: number) {
  return state.sections.flatMap((section) => section.questions).find((question) => question.id === id);
}
