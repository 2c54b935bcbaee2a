import { useTranslate } from "@/core/i18n/use-translate";
import type { SurveyAnswer, SurveyQuestion } from "@/core/rpc/routes/survey-routes";
import { serverHtml } from "@/ui/server-html";
import { ChoiceQuestion } from "./choice-question";
import { MatrixQuestion } from "./matrix-question";
import { TextQuestion } from "./text-question";

/** A quiz's correction of a question: its right choices, or its right value and whether the answer had it. */
export type Correction = { answer_ids: readonly number[]; value: string; correct?: boolean };

type Props = {
  question: SurveyQuestion;
  value: SurveyAnswer | undefined;
  onChange: (questionId: number, value: SurveyAnswer) => void;
  disabled: boolean;
  /** The question's error (its error zone), or null. */
  error: string | null;
  correction?: Correction;
  /** The print view's note for a question left unanswered. */
  skippedNote?: boolean;
};

/**
 * A question: its title (a star when mandatory), description, input and
 * error zone, where the form's checks and the server's validation say what
 * is wrong with the answer (spec §8.5).
 */
export function QuestionBlock({
  question,
  value,
  onChange,
  disabled,
  error,
  correction,
  skippedNote,
}: Props) {
  const t = useTranslate();
  const labelId = `weekbox_survey_title_${question.id}`;
  const errorId = `weekbox_survey_error_${question.id}`;
  const inputProps = {
    question,
    value,
    onChange: (next: SurveyAnswer) => onChange(question.id, next),
    disabled,
    invalid: error !== null,
    labelId,
    errorId,
    rightChoices: correction?.answer_ids,
  };
  const choice = question.type === "simple_choice" || question.type === "multiple_choice";
  return (
    <div
      className="js_question-wrapper o_weekbox_survey_question pb-4"
      id={`weekbox_survey_question_${question.id}`}
      data-question-id={question.id}
      data-question-type={question.type}
    >
      <div className="mb-3">
        <h3 id={labelId} className="h5 text-break">
          {question.title}
          {question.mandatory && (
            <span className="text-danger" aria-hidden="true">
              {" "}
              *
            </span>
          )}
          {question.mandatory && <span className="visually-hidden"> ({t("required")})</span>}
        </h3>
        {question.description && (
          <div className="text-muted text-break">{serverHtml(question.description)}</div>
        )}
      </div>
      {choice ? (
        <ChoiceQuestion {...inputProps} />
      ) : question.type === "matrix" ? (
        <MatrixQuestion {...inputProps} />
      ) : (
        <TextQuestion {...inputProps} />
      )}
      {correction && !choice && correction.value && !correction.correct && (
        <div className="text-success mt-1">
          {t("The correct answer was:")} <strong>{correction.value}</strong>
        </div>
      )}
      {correction && (
        <div className={`mt-1 small ${correction.correct ? "text-success" : "text-danger"}`}>
          {correction.correct ? t("Correct answer") : t("Wrong answer")}
        </div>
      )}
      {skippedNote && <div className="text-muted fst-italic mt-1">{t("This question was skipped")}</div>}
      <div
        id={errorId}
        className="o_survey_question_error text-danger small mt-1"
        role="alert"
        aria-live="polite"
      >
        {error}
      </div>
    </div>
  );
}
